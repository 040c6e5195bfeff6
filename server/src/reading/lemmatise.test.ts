import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dictionary } from '../dictionary';
import { FIXTURE_CSV, openFixtureDictionary } from '../test/dictionary';
import { standingsReader } from './lemmatise';

let dictionary: Dictionary;
beforeAll(async () => {
  dictionary = await openFixtureDictionary();
});
afterAll(() => dictionary.close());

/* Every headword of the fixture CSV, and a few forms only the exchange data names. */
const FORMS = ['goes', 'going', 'gone', 'mondays', 'harbored', 'calendars', 'nonsense'];
const words = () => [
  ...readFileSync(FIXTURE_CSV, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]!.trim())
    .filter(Boolean),
  ...FORMS,
];

describe('reading’s lemmas', () => {
  it('are what a lookup gives for every word, read in one go', () => {
    const bases = dictionary.baseWords(words());
    for (const word of words()) {
      const entry = dictionary.lookup(word);
      const expected = entry && {
        word: entry.lemma ?? entry.word,
        frequencyRank: dictionary.frequencyRank(entry.lemma ?? entry.word),
        books: dictionary.booksOf(entry.lemma ?? entry.word).map((place) => place.bookId),
      };
      expect(bases.get(word) ?? null, word).toEqual(expected);
    }
  });

  it('resolve forms to their lemma, with the lemma’s first book and rank, and keep unknown words', () => {
    const standings = standingsReader(dictionary)(['went', 'children', 'harbored', 'mice', 'leaves', 'to']);
    const go = dictionary.lookup('go')!;
    expect(Object.fromEntries(standings)).toEqual({
      went: { lemma: 'go', level: 'zk', frequencyRank: go.frequencyRank },
      children: { lemma: 'child', level: 'zk', frequencyRank: dictionary.frequencyRank('child') },
      harbored: { lemma: 'harbor', level: 'cet4', frequencyRank: dictionary.frequencyRank('harbor') },
      mice: { lemma: 'mouse', level: 'zk', frequencyRank: dictionary.frequencyRank('mouse') },
      leaves: { lemma: 'leave', level: 'zk', frequencyRank: dictionary.frequencyRank('leave') },
      to: { lemma: 'to', level: null, frequencyRank: null },
    });
    expect(go.frequencyRank).toEqual(expect.any(Number));
  });

  it('are remembered: a word read before is not asked of the dictionary again', () => {
    let asked: string[] = [];
    const counting = {
      baseWords: (keys: readonly string[]) => {
        asked = [...keys];
        return dictionary.baseWords(keys);
      },
    };
    const standingsOf = standingsReader(counting);
    standingsOf(['went', 'the']);
    expect(asked).toEqual(['went', 'the']);
    expect(standingsOf(['the', 'children', 'went']).get('went')?.lemma).toBe('go');
    expect(asked).toEqual(['children']);
  });
});
