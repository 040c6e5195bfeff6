import { CONTEXT_LIMITS } from '@contract';

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/* A line break inside a paragraph (hard-wrapped text) is no sentence end; a blank line is. */
const LINE_BREAK_IN_PARAGRAPH = /(?<!\n[^\S\n]*)\n(?![^\S\n]*\n)/g;

/**
 * The sentence of `text` that holds the word at `start..end`, on one line, as the word's context. Within
 * the limit of a context sentence: a longer one is cut around the word at word boundaries, marked with
 * an ellipsis, so the word (the cloze's answer) is always in it.
 */
export function sentenceAround(text: string, start: number, end: number): string {
  let sentence = { from: start, to: end };
  // Same length as the text, so the offsets still hold.
  for (const segment of sentences.segment(text.replace(LINE_BREAK_IN_PARAGRAPH, ' '))) {
    const to = segment.index + segment.segment.length;
    if (segment.index <= start && end <= to) {
      sentence = { from: segment.index, to };
      break;
    }
  }
  const max = CONTEXT_LIMITS.sentenceMax - 2;
  let { from, to } = sentence;
  if (to - from > max) {
    const room = Math.max(0, max - (end - start));
    from = Math.max(from, start - Math.floor(room / 2));
    to = Math.min(to, from + max);
    from = Math.max(sentence.from, to - max);
  }
  const cutBefore = from > sentence.from;
  const cutAfter = to < sentence.to;
  let piece = text.slice(from, to);
  // Whole words only at a cut: drop the part of a word the cut went through.
  if (cutBefore) piece = piece.replace(/^\S*\s*/, '');
  if (cutAfter) piece = piece.replace(/\s*\S*$/, '');
  const line = piece.replace(/\s+/g, ' ').trim();
  return `${cutBefore ? '…' : ''}${line}${cutAfter ? '…' : ''}`;
}
