import { describe, expect, it } from 'vitest';
import { highlightWords } from './highlight-words';

const matches = (sentence: string, words: string[]) =>
  highlightWords(sentence, words)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightWords', () => {
  it('marks the words in any case and keeps the rest of the sentence as it is', () => {
    const parts = highlightWords('Apples are sweet, and an apple a day is healthy.', ['apple']);
    expect(parts.map((part) => part.text).join('')).toBe('Apples are sweet, and an apple a day is healthy.');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Apples', 'apple']);
  });

  it('recognises common inflections', () => {
    expect(
      matches('She was running and making friends happily.', ['run', 'make', 'happy', 'friend']),
    ).toEqual(['running', 'making', 'friends', 'happily']);
    expect(matches('The happiest child studied.', ['happy', 'study'])).toEqual(['happiest', 'studied']);
  });

  it('does not mark a word inside another word', () => {
    expect(matches('The artist painted a cart.', ['art'])).toEqual([]);
  });

  it('marks phrases across spacing and handles no words', () => {
    expect(matches('Please look  after the kids.', ['look after'])).toEqual(['look  after']);
    expect(highlightWords('Hello.', [])).toEqual([{ text: 'Hello.', match: false }]);
  });
});
