import { describe, expect, it } from 'vitest';
import { textWords } from './tokenise';

const spans = (text: string) => textWords(text).map(({ text: word, key }) => [word, key]);

describe('the words of a text', () => {
  it('keeps hyphenated words and contractions whole, leaves a possessive out, and skips numbers', () => {
    expect(spans("A well-known author’s Don't, in 1984 (COVID-19)...")).toEqual([
      ['A', 'a'],
      ['well-known', 'well-known'],
      ['author', 'author'],
      ["Don't", "don't"],
      ['in', 'in'],
      ['COVID-19', 'covid-19'],
    ]);
  });

  it('parts English words that Chinese runs into, at offsets into the original text', () => {
    const text = '我喜欢apple和banana，𠀀Café naïve';
    const words = textWords(text);
    expect(words.map((word) => word.text)).toEqual(['apple', 'banana', 'Café', 'naïve']);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  });

  it('finds nothing in a text without English words', () => {
    expect(textWords('今天天气很好。2024 年')).toEqual([]);
    expect(textWords("the 1960's")).toEqual([{ text: 'the', key: 'the', start: 0, end: 3 }]);
  });

  it('asks the dictionary with a straight apostrophe', () => {
    expect(spans('I don’t know')).toEqual([
      ['I', 'i'],
      ['don’t', "don't"],
      ['know', 'know'],
    ]);
  });
});
