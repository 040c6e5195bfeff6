import { describe, expect, it } from 'vitest';
import { MAX_TERMS, sentenceTerms } from './terms';

describe('the terms a check is found by', () => {
  it('keeps content words, lower-cased, once each, in order', () => {
    expect(sentenceTerms('The Cat sat on the mat, and the cat slept.')).toEqual([
      'cat',
      'sat',
      'mat',
      'slept',
    ]);
  });

  it('drops negated auxiliaries, possessive endings and one-letter words', () => {
    expect(sentenceTerms("I don't like John’s x-ray, isn't it odd?")).toEqual([
      'like',
      'john',
      'x-ray',
      'odd',
    ]);
  });

  it('keeps numbered words whole, and leaves numbers and other scripts out', () => {
    expect(sentenceTerms("In the 19th century, a 10-minute walk; the 1960's, 2024, 我喜欢apple")).toEqual([
      '19th',
      'century',
      '10-minute',
      'walk',
      'apple',
    ]);
  });

  it('merges the terms of several sentences', () => {
    expect(sentenceTerms('She go to school.', 'She goes to school.')).toEqual(['go', 'school', 'goes']);
  });

  it('has none for a sentence of function words only', () => {
    expect(sentenceTerms('It is what it is.')).toEqual([]);
  });

  it(`keeps at most ${MAX_TERMS}`, () => {
    const letters = (i: number) => String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26));
    const words = Array.from({ length: 150 }, (_, i) => `term${letters(i)}`);
    expect(sentenceTerms(words.join(' '))).toHaveLength(MAX_TERMS);
  });
});
