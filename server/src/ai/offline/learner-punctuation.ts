import { replacementLint, type RawLint } from './lints';

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
function fullWidthMarks(sentence: string): RawLint[] {
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

/** The two ways a comma is spaced wrong: none after it, or one before it; and what stands instead. */
const COMMA_SPACING: readonly [pattern: RegExp, replacement: string, example: string][] = [
  [/(?<=\b[a-z]{2,}),(?=[a-z]{2,}\b)/g, ', ', 'apples, bananas'],
  [/(?<=\b[A-Za-z]{2,}) +,(?= [a-z])/g, ',', 'Hello, how are you?'],
];

/**
 * "apples,bananas" -> "apples, bananas", "Hello , how" -> "Hello, how": a comma follows its word and a space
 * follows the comma. Only between lower-case words ("1,000", "a,b" in code, "Smith,J." are left alone).
 */
function commaSpacing(sentence: string): RawLint[] {
  return COMMA_SPACING.flatMap(([pattern, replacement, example]) =>
    [...sentence.matchAll(pattern)].map((match) =>
      replacementLint(
        'WordloomCommaSpace',
        'Punctuation',
        sentence,
        match.index,
        match.index + match[0].length,
        replacement,
        `A comma has a space after it, not before it: "${example}".`,
      ),
    ),
  );
}

export const punctuationLints = (sentence: string): RawLint[] => [
  ...fullWidthMarks(sentence),
  ...commaSpacing(sentence),
];
