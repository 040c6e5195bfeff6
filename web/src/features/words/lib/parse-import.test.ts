import { describe, expect, it } from 'vitest';
import { parseImportText } from './parse-import';

describe('parseImportText', () => {
  it('reads one word per line, skipping blank lines and trimming spaces', () => {
    expect(parseImportText('apple\n\n  banana  \n\n')).toEqual([{ word: 'apple' }, { word: 'banana' }]);
  });

  it('reads word,definition lines and CRLF line ends', () => {
    expect(parseImportText('apple\r\norange,a round fruit\r\n')).toEqual([
      { word: 'apple' },
      { word: 'orange', definition: 'a round fruit' },
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    const csv = 'kiwi,"a small, brown fruit"\n"say","to speak ""aloud""\nin words"\ndon\'t,do not';
    expect(parseImportText(csv)).toEqual([
      { word: 'kiwi', definition: 'a small, brown fruit' },
      { word: 'say', definition: 'to speak "aloud"\nin words' },
      { word: "don't", definition: 'do not' },
    ]);
  });

  it('skips a byte-order mark and a header line', () => {
    expect(parseImportText('\uFEFFword,definition\ncat,a small pet\n')).toEqual([
      { word: 'cat', definition: 'a small pet' },
    ]);
    expect(parseImportText('\uFEFFWord\ncat\n')).toEqual([{ word: 'cat' }]);
  });

  it("reads the definition column of Wordloom's own export", () => {
    const exported =
      'word,phonetic,part_of_speech,translation,definition,usage_count,created_at\n' +
      'apple,ˈæpl,noun,n. 苹果,"n. fruit with red, yellow or green skin",0,2025-01-01T00:00:00.000Z\n';
    expect(parseImportText(exported)).toEqual([
      { word: 'apple', definition: 'n. fruit with red, yellow or green skin' },
    ]);
  });

  it('reads tab-separated rows pasted from a spreadsheet', () => {
    expect(parseImportText('tree\ta tall plant\nsky\n')).toEqual([
      { word: 'tree', definition: 'a tall plant' },
      { word: 'sky' },
    ]);
  });

  it('ignores rows without a word and empty input', () => {
    expect(parseImportText(',only a definition\n , \n')).toEqual([]);
    expect(parseImportText('')).toEqual([]);
  });
});
