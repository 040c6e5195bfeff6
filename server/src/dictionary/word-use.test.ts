import { describe, expect, it } from 'vitest';
import { findUse, tokenSpans } from './word-use';

const FORMS: Record<string, string[]> = { look: ['look', 'looked', 'looks'], child: ['child', 'children'] };
const formsOf = (part: string) => new Set(FORMS[part] ?? [part]);
const used = (sentence: string, word: string) => {
  const use = findUse(tokenSpans(sentence), word.split(' '), formsOf);
  return use && sentence.slice(use.start, use.end);
};

describe('findUse', () => {
  it('finds the form a sentence uses, in any case', () => {
    expect(used('Children play outside', 'child')).toBe('Children');
    expect(used('the childish look', 'child')).toBeNull();
  });

  it("leaves a possessive 's out of the form", () => {
    expect(used("the child's toy was broken", 'child')).toBe('child');
  });

  it('finds a phrase only where its words stand together', () => {
    expect(used('he looked up the word', 'look up')).toBe('looked up');
    expect(used('she looked it up', 'look up')).toBeNull();
  });
});
