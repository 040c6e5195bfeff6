import type { RawLint } from './lints';

/*
 * Harper's spell checker grows with the length of a word faster than linearly: one 800-letter "word" took
 * its process from 350 MB to 1.4 GB (WASM memory is never given back while the process lives), and 790
 * characters of "a1a1…" or "abcd'abcd'…" took 8 and 21 seconds. No English word is longer than 45 letters
 * (pneumonoultramicroscopicsilicovolcanoconiosis), so a longer run is reported as not a word and Harper
 * sees a short stand-in instead.
 */

/** The longest word the checker passes to Harper. */
export const LONGEST_WORD = 45;

/** What Harper reads as one word: letters with digits and apostrophes among them. */
const WORD_RUN = new RegExp(`[\\p{L}\\p{M}\\p{N}'’]{${LONGEST_WORD + 1},}`, 'gu');
/* Harper does not spell-check Chinese, Japanese or Korean: a long run of them is a sentence, not a word. */
const UNCHECKED_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/** The stand-in keeps the run's first letters: the words around it read as before ("an" before a vowel). */
const STAND_IN_LENGTH = 12;

export const NOT_A_WORD_RULE = 'WordloomNotAWord';

interface Masked {
  /** Where the run's stand-in starts in the text Harper reads. */
  textStart: number;
  sentenceLength: number;
  standInLength: number;
}

export interface MaskedSentence {
  /** The sentence with each over-long run replaced by its stand-in: what Harper reads. */
  text: string;
  /** One lint per over-long run, in the sentence's offsets. */
  notWords: RawLint[];
  /** Harper's lints of `text` in the sentence's offsets; those on a stand-in are dropped. */
  toSentence(lints: readonly RawLint[]): RawLint[];
}

export function maskLongWords(sentence: string): MaskedSentence {
  const masked: Masked[] = [];
  const notWords: RawLint[] = [];
  let text = '';
  let copied = 0;
  for (const match of sentence.matchAll(WORD_RUN)) {
    const run = match[0];
    if (!/\p{L}/u.test(run.replace(UNCHECKED_SCRIPTS, ''))) continue;
    const standIn = Array.from(run).slice(0, STAND_IN_LENGTH).join('');
    text += sentence.slice(copied, match.index);
    masked.push({
      textStart: text.length,
      sentenceLength: run.length,
      standInLength: standIn.length,
    });
    text += standIn;
    copied = match.index + run.length;
    notWords.push(notAWordLint(sentence, match.index, match.index + run.length));
  }
  if (masked.length === 0) return { text: sentence, notWords, toSentence: (lints) => [...lints] };
  text += sentence.slice(copied);

  /** A position of `text` outside every stand-in, in the sentence. */
  const toSentenceOffset = (offset: number) => {
    let shift = 0;
    for (const run of masked) {
      if (run.textStart + run.standInLength > offset) break;
      shift += run.sentenceLength - run.standInLength;
    }
    return offset + shift;
  };
  const onStandIn = (lint: RawLint) =>
    masked.some((run) => lint.start < run.textStart + run.standInLength && lint.end > run.textStart);
  return {
    text,
    notWords,
    toSentence: (lints) =>
      lints
        .filter((lint) => !onStandIn(lint))
        .map((lint) => ({ ...lint, start: toSentenceOffset(lint.start), end: toSentenceOffset(lint.end) })),
  };
}

/**
 * Not a word, so not a misspelling of one either: the fix is to take it out, with a space next to it so that
 * no two spaces are left ("I like xxx… a lot" -> "I like a lot").
 */
function notAWordLint(sentence: string, start: number, end: number): RawLint {
  if (sentence[end] === ' ') end += 1;
  else if (sentence[start - 1] === ' ') start -= 1;
  return {
    rule: NOT_A_WORD_RULE,
    kind: 'Spelling',
    start,
    end,
    problem: sentence.slice(start, end),
    message: `This is not a word: English words have at most ${LONGEST_WORD} letters.`,
    suggestions: [{ kind: 'remove', text: '' }],
  };
}
