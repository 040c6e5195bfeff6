import { describe, expect, it } from 'vitest';
import { CONTEXT_LIMITS } from '@contract';
import { sentenceAround } from './sentence-around';

const at = (text: string, word: string) => {
  const start = text.indexOf(word);
  return sentenceAround(text, start, start + word.length);
};

describe('sentenceAround', () => {
  it('is the sentence that holds the word, on one line', () => {
    const text = 'It rained all day. The children went\nto the harbor anyway! Nobody minded.';
    expect(at(text, 'went')).toBe('The children went to the harbor anyway!');
    expect(at(text, 'Nobody')).toBe('Nobody minded.');
    expect(at('A title\n\nThe children went home.', 'title')).toBe('A title');
  });

  it('cuts a sentence over the limit around the word, at whole words, and marks the cuts', () => {
    const before = Array.from({ length: 120 }, (_, i) => `before${i}`).join(' ');
    const after = Array.from({ length: 120 }, (_, i) => `after${i}`).join(' ');
    const sentence = at(`${before} serendipity ${after}.`, 'serendipity');
    expect(sentence.length).toBeLessThanOrEqual(CONTEXT_LIMITS.sentenceMax);
    expect(sentence).toMatch(/^…before\d+ .* serendipity .* after\d+…$/);
  });
});
