import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';
import { deletionHash, deletions, maxEditsFor, rankSuggestions } from './spelling';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('receive', 'receive', 2)).toBe(0);
    expect(editDistance('recieve', 'receive', 2)).toBe(1);
    expect(editDistance('adress', 'address', 2)).toBe(1);
    expect(editDistance('untill', 'until', 2)).toBe(1);
    expect(editDistance('definately', 'definitely', 2)).toBe(1);
    expect(editDistance('tommorow', 'tomorrow', 2)).toBe(2);
  });

  it('stops at max + 1 when the words are further apart', () => {
    expect(editDistance('cat', 'elephant', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('symmetric delete', () => {
  // The suggester only finds what shares a deletion key, so this is what makes it miss nothing.
  it('gives any two words within the allowed edits a common deletion key', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 1, maxLength: 11 });
    fc.assert(
      fc.property(word, word, (typed, known) => {
        const maxEdits = maxEditsFor(typed.length);
        fc.pre(editDistance(typed, known, maxEdits) <= maxEdits);
        const knownKeys = new Set([...deletions(known, maxEditsFor(known.length))].map(deletionHash));
        return [...deletions(typed, maxEdits)].some((key) => knownKeys.has(deletionHash(key)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('rankSuggestions', () => {
  const candidates = [
    { key: 'wired', word: 'wired', rank: 17421 },
    { key: 'weird', word: 'weird', rank: 3632 },
    { key: 'wield', word: 'wield', rank: 7460 },
    { key: 'wizard', word: 'wizard', rank: null },
    { key: 'monday', word: 'Monday', rank: 1679 },
  ];

  it('puts fewer edits first, then the more common word', () => {
    expect(rankSuggestions('wierd', candidates, 5)).toEqual(['weird', 'wield', 'wired', 'wizard']);
    expect(rankSuggestions('wierd', candidates, 2)).toEqual(['weird', 'wield']);
  });

  it('suggests a different capitalisation but never the spelling typed', () => {
    expect(rankSuggestions('monday', candidates, 5)).toEqual(['Monday']);
    expect(rankSuggestions('Monday', candidates, 5)).toEqual([]);
  });
});
