import { commaAfter, replacementLint, type RawLint } from '../engine/lints';

/*
 * Punctuation typed the Chinese way in an English sentence: an input method left in Chinese mode gives
 * full-width marks ("I like apples，and bananas。"), and Chinese puts no space after a comma, nor English a
 * space before one ("apples,bananas", "Hello , how are you").
 */

/** Full-width marks and the English mark each stands for, with the space English puts after it. */
const FULL_WIDTH: Readonly<Record<string, { mark: string; spaced: boolean }>> = {
  '，': { mark: ',', spaced: true },
  '、': { mark: ',', spaced: true },
  '。': { mark: '.', spaced: true },
  '！': { mark: '!', spaced: true },
  '？': { mark: '?', spaced: true },
  '：': { mark: ':', spaced: true },
  '；': { mark: ';', spaced: true },
  '（': { mark: '(', spaced: false },
  '）': { mark: ')', spaced: true },
};

/**
 * "apples，and bananas。" -> "apples, and bananas.": a full-width mark after an English word or a digit (not
 * one in Chinese text the learner quotes: "I like 饺子。"). A space follows where a word comes next.
 */
export function fullWidthMarks(sentence: string): RawLint[] {
  return [...sentence.matchAll(/(?<=[A-Za-z0-9'")\]])[，、。！？：；（）]|[（](?=[A-Za-z0-9])/g)].map(
    (match) => {
      const { mark, spaced } = FULL_WIDTH[match[0]]!;
      const wordNext = /^[A-Za-z0-9"'“(]/.test(sentence.slice(match.index + 1));
      const before = mark === '(' && /\S$/.test(sentence.slice(0, match.index)) ? ' ' : '';
      return replacementLint(
        'WordloomFullWidthPunctuation',
        'Punctuation',
        sentence,
        match.index,
        match.index + 1,
        `${before}${mark}${spaced && wordNext ? ' ' : ''}`,
        `English uses its own punctuation: "${mark}", not the Chinese "${match[0]}".`,
      );
    },
  );
}

/**
 * A mark spaced wrong, what stands instead, its rule and why (each rule's rows together, in the order the
 * registry runs the rules): no space after a comma or a colon, one before a
 * comma; no space after a sentence's end ("Really?I didn't know" -> "Really? I"; after a full stop only
 * before a word that plainly starts a sentence, not "node.Js", "St.Louis").
 */
const SPACING: readonly [
  pattern: RegExp,
  replacement: (mark: string) => string,
  rule: string,
  message: string,
][] = [
  [
    /(?<=\b[A-Za-z][a-z]+),(?=[a-z]{2,}\b)/g,
    () => ', ',
    'WordloomCommaSpace',
    'A comma has a space after it, not before it: "apples, bananas".',
  ],
  [
    /(?<=\b[A-Za-z]{2,}) +,(?=[a-z]{2,}\b)/g,
    () => ', ',
    'WordloomCommaSpace',
    'A comma has a space after it, not before it: "I like it, but".',
  ],
  [
    /(?<=\b[A-Za-z]{2,}) +,(?= [a-z])/g,
    () => ',',
    'WordloomCommaSpace',
    'A comma has a space after it, not before it: "Hello, how are you?".',
  ],
  // Only after words that introduce what follows ("He said:", "a question:"): a colon in "node:fs", "en:fa"
  // or "http:" is part of a name.
  [
    /(?<=\b(?:[Ss]aid|[Ss]ays|[Aa]sked|[Qq]uestions?|[Aa]nswer|[Nn]ote|[Ee]xample|[Rr]easons?|[Pp]roblem|[Ff]ollows|[Ff]ollowing|[Tt]ips?|[Ww]arning|[Nn]otice|[Rr]esult|[Cc]onclusion|[Hh]obby|[Hh]obbies)):(?=["“]?[A-Za-z])/g,
    () => ': ',
    'WordloomColonSpace',
    'A colon has a space after it: "I have a question: how do I get there?".',
  ],
  [
    /(?<=\b[A-Za-z][a-z]+)(?:[?!]+(?=[A-Z][a-z]*\b)|\.(?=(?:I|The|This|It|We|He|She|They|But|And|So|Then|My|Thank|Thanks|Please|Sorry|Yes|You|What|How|Why|Where|When|There|Today|Yesterday|Tomorrow|Now|However)\s))/g,
    (mark) => `${mark} `,
    'WordloomSentenceSpace',
    'A space follows the end of a sentence: "Really? I did not know".',
  ],
];

/**
 * "apples,bananas" -> "apples, bananas", "Hello , how" -> "Hello, how", "question:how" -> "question: how",
 * "Really?I" -> "Really? I": a mark follows its word and a space follows the mark. Only after words in lower
 * case (a sentence's first word: one capital at most), so "1,000", "a,b" in code and "Smith,J." are left alone.
 */
function markSpacing(sentence: string, rule: string): RawLint[] {
  return SPACING.filter((row) => row[2] === rule).flatMap(([pattern, replacement, , message]) =>
    [...sentence.matchAll(pattern)].map((match) =>
      replacementLint(
        rule,
        'Punctuation',
        sentence,
        match.index,
        match.index + match[0].length,
        replacement(match[0]),
        message,
      ),
    ),
  );
}

/**
 * 'He said "I am tired"' -> 'He said, "I am tired"': a quotation of whole words said, opened by a capital
 * after a verb of saying (or "by someone"), takes a comma before it (not 'The word "cat"', 'called it "Big
 * Joe"': a name or a word, after no verb of saying).
 */
const QUOTED_SPEECH =
  /\b(?:said|says|asked|asks|replied|replies|answered|answers|shouted|cried|wrote|writes|added|adds|explained|explains|by\s+(?:someone|somebody|him|her|them))(?=\s+["“]\p{Lu}[\p{Ll}']*\s+\p{L})/gu;

export function quotedSpeech(sentence: string): RawLint[] {
  return [...sentence.matchAll(QUOTED_SPEECH)].map((match) => {
    const word = match[0].split(/\s+/).at(-1)!;
    const start = match.index + match[0].length - word.length;
    const message = 'A comma comes before the words someone says, in quotation marks: he said, "I am tired".';
    return commaAfter('WordloomQuotedSpeech', sentence, start, start + word.length, message);
  });
}

export const commaSpace = (sentence: string): RawLint[] => markSpacing(sentence, 'WordloomCommaSpace');
export const colonSpace = (sentence: string): RawLint[] => markSpacing(sentence, 'WordloomColonSpace');
export const sentenceSpace = (sentence: string): RawLint[] => markSpacing(sentence, 'WordloomSentenceSpace');
