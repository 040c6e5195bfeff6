import { describe, expect, it } from 'vitest';
import { patternKeys } from './pattern-keys';
import { tableLints, type PhraseRow, type PhraseTable } from './phrase-table';

describe('patternKeys', () => {
  it('takes a run of plain letters as one key, upper-cased', () => {
    expect(patternKeys(/\blook forward to\b/gi)).toEqual(['LOOK FORWARD TO']);
  });

  it('takes one key from each alternative, and the most selective part of a sequence', () => {
    expect(patternKeys(/\b(?:interested|interesting)\s+about\b/gi)).toEqual(['INTERESTED', 'INTERESTING']);
    expect(patternKeys(/\bin\s+(?:Monday|Tuesday)\b/g)).toEqual(['MONDAY', 'TUESDAY']);
  });

  it('reads a class of one letter in two cases as that letter', () => {
    expect(patternKeys(/\b[Ll]et['’]s\s+to\b/g)).toEqual(['LET']);
  });

  it('skips what a match may leave out or only looks past', () => {
    // Optional, repeated from zero, a negative lookahead: none of them is sure to be in the sentence.
    expect(patternKeys(/\b(?:very\s+)?worry(?!\s+about)/gi)).toEqual(['WORRY']);
    expect(patternKeys(/\b(?:x)*y/g)).toEqual(['Y']);
    // A positive lookahead is: it must find its words in the sentence.
    expect(patternKeys(/\bin(?=\s+the\s+weekend)/gi)).toEqual(['WEEKEND']);
  });

  it('gives no keys where one alternative has none, or case folds by Unicode', () => {
    expect(patternKeys(/\b(?:in|\d+)\s/g)).toBeNull();
    expect(patternKeys(/\bthink/giu)).toBeNull();
    expect(patternKeys(/\bthink/gu)).toEqual(['THINK']);
  });
});

describe('tableLints with keys', () => {
  const row = (id: string, pattern: RegExp, fix: PhraseRow['fix']): PhraseRow => ({
    id,
    pattern,
    fix,
    en: id,
    zh: id,
    examples: { wrong: [], right: [] },
  });
  const table: PhraseTable = [
    row('informations', /\b(a)\s+lot\s+of\s+informations\b/gi, (m) => `${m[1]} lot of information`),
  ];

  it('still finds a phrase whatever its case', () => {
    expect(tableLints('A LOT OF INFORMATIONS here.', 'Test', table)).toHaveLength(1);
    const accents: PhraseTable = [row('no-possessive', /\bthe café's\b/gi, () => 'the café')];
    expect(tableLints("THE CAFÉ'S door", 'Test', accents)).toHaveLength(1);
  });

  it('finds nothing in a sentence without the keys', () => {
    expect(tableLints('A lot of people came.', 'Test', table)).toEqual([]);
  });
});
