import { describe, expect, it } from 'vitest';
import { findUse, tokenSpans } from './word-use';

const FORMS: Record<string, string[]> = {
  look: ['look', 'looked', 'looks'],
  child: ['child', 'children'],
  "o'clock": ["o'clock"],
};
const formsOf = (part: string) => new Set(FORMS[part] ?? [part]);
const used = (sentence: string, word: string) => {
  const use = findUse(tokenSpans(sentence), word.split(' '), formsOf);
  return use && sentence.slice(use.start, use.end);
};

describe('tokenSpans', () => {
  it('gives hyphenated words whole, lower-cased with a straight apostrophe, at their offsets', () => {
    expect(tokenSpans('A well-known O’Brien’s book')).toEqual([
      { text: 'a', start: 0, end: 1 },
      { text: 'well-known', start: 2, end: 12 },
      { text: "o'brien", start: 13, end: 20 },
      { text: 'book', start: 23, end: 27 },
    ]);
  });
});

describe('findUse', () => {
  it('finds the form a sentence uses, in any case', () => {
    expect(used('Children play outside', 'child')).toBe('Children');
    expect(used('the childish look', 'child')).toBeNull();
  });

  it("leaves a possessive 's out of the form", () => {
    expect(used("the child's toy was broken", 'child')).toBe('child');
    expect(used('THE CHILD’S TOY', 'child')).toBe('CHILD');
  });

  it('finds a phrase only where its words stand together', () => {
    expect(used('he looked up the word', 'look up')).toBe('looked up');
    expect(used('she looked it up', 'look up')).toBeNull();
  });

  it('finds a word written with a curly apostrophe', () => {
    expect(used('at five o’clock', "o'clock")).toBe('o’clock');
  });
});
