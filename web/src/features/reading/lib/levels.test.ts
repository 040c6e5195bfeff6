import { describe, expect, it } from 'vitest';
import { tokensOf } from '../test-fixtures';
import { atOrAbove, unlistedLemmas } from './levels';

const LEVELS = ['zk', 'gk', 'cet4', 'cet6', 'ky', 'ielts', 'toefl', 'gre', 'oxford3000'];

describe('atOrAbove', () => {
  const [easy, hard, rare, name] = tokensOf('easy hard rare Lily', {
    easy: { level: 'zk', frequencyRank: 900 },
    hard: { level: 'cet6', frequencyRank: 9000 },
    rare: { level: null, frequencyRank: 40000 },
  });

  it('keeps the words of the chosen book and later ones, and rarer words in no book', () => {
    const shown = [easy, hard, rare, name].filter((token) => atOrAbove(token!, 'cet4', LEVELS));
    expect(shown.map((token) => token!.text)).toEqual(['hard', 'rare']);
  });

  it('keeps every word when no level is chosen', () => {
    expect([easy, hard, rare, name].every((token) => atOrAbove(token!, null, LEVELS))).toBe(true);
  });
});

describe('unlistedLemmas', () => {
  it('is each dictionary form not in the list once, in the order met', () => {
    const tokens = tokensOf('went goes gone apple', {
      went: { lemma: 'go' },
      goes: { lemma: 'go' },
      gone: { lemma: 'go' },
      apple: { status: 'new', wordId: 'w1' },
    });
    expect(unlistedLemmas(tokens)).toEqual(['go']);
  });
});
