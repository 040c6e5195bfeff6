import { CLOZE_BLANK } from '@contract';

/** What makes two mistakes one drill: their words trimmed and lower-cased (the drills table's keys). */
export function drillKey(text: string): string {
  return text.trim().toLowerCase();
}

/* Trimmed, case-folded and inner runs of spaces made one: "  Has   BEEN " answers "has been". */
function comparable(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether the learner's answer is the correction, after trimming, case-folding and collapsing spaces. */
export function isRightAnswer(answer: string, expected: string): boolean {
  return comparable(answer) === comparable(expected);
}

/** The mistake as its drill's prompt is made from it. */
export interface PromptSource {
  /** The learner's sentence, and the check's correction of it. */
  sentence: string;
  correctedSentence: string;
  original: string;
  suggestion: string;
  /** UTF-16 offsets of `original` in `sentence`. */
  start: number;
  end: number;
}

const WORD_CHARACTER = /[\p{L}\p{N}']/u;

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function commonSuffixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) {
    length += 1;
  }
  return length;
}

/* A match that starts or ends inside a word ("an" in "and") is not the correction. */
function onWordBoundaries(text: string, at: number, length: number, word: string): boolean {
  const startsWithLetter = WORD_CHARACTER.test(word[0] ?? '');
  const endsWithLetter = WORD_CHARACTER.test(word.at(-1) ?? '');
  const before = text[at - 1] ?? '';
  const after = text[at + length] ?? '';
  return (
    !(startsWithLetter && WORD_CHARACTER.test(before)) && !(endsWithLetter && WORD_CHARACTER.test(after))
  );
}

/*
 * Where the suggestion sits in the corrected sentence. The span is in the learner's sentence, and the other
 * fixes of the same check may have moved the text around it, so offsets cannot be carried over: each place
 * the suggestion occurs is scored by how much of the text just before and just after the learner's span it
 * is found between (the closest to the span's own offset wins a tie). Null when the suggestion is not there.
 */
function suggestionPlace(source: PromptSource): number | null {
  const { sentence, correctedSentence, suggestion, start, end } = source;
  if (suggestion.length === 0) return null;
  const before = sentence.slice(0, start);
  const after = sentence.slice(end);
  let best: { at: number; score: number; distance: number } | null = null;
  const haystack = correctedSentence.toLowerCase();
  const needle = suggestion.toLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!onWordBoundaries(correctedSentence, at, suggestion.length, suggestion)) continue;
    const score =
      commonSuffixLength(before, correctedSentence.slice(0, at)) +
      commonPrefixLength(after, correctedSentence.slice(at + suggestion.length));
    const distance = Math.abs(at - start);
    if (!best || score > best.score || (score === best.score && distance < best.distance)) {
      best = { at, score, distance };
    }
  }
  return best?.at ?? null;
}

/**
 * The drill's prompt: the corrected sentence with the corrected words replaced by CLOZE_BLANK. When the
 * correction cannot be found in it (a deletion, a rewording of the whole sentence), the learner's own
 * sentence with the mistaken span blanked, which still asks for the fix in its place.
 */
export function drillPromptText(source: PromptSource): string {
  const at = suggestionPlace(source);
  if (at !== null) {
    const { correctedSentence, suggestion } = source;
    return correctedSentence.slice(0, at) + CLOZE_BLANK + correctedSentence.slice(at + suggestion.length);
  }
  const { sentence, start, end } = source;
  if (start >= 0 && start <= end && end <= sentence.length) {
    return sentence.slice(0, start) + CLOZE_BLANK + sentence.slice(end);
  }
  const found = source.original ? sentence.indexOf(source.original) : -1;
  if (found !== -1) {
    return sentence.slice(0, found) + CLOZE_BLANK + sentence.slice(found + source.original.length);
  }
  return CLOZE_BLANK;
}
