import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFixtureDictionary } from '../test/dictionary';
import { BOOK_ORDER } from '../test/plans';
import type { Dictionary } from './dictionary';

let dictionary: Dictionary;

beforeAll(async () => {
  dictionary = await openFixtureDictionary();
});

afterAll(() => dictionary.close());

const words = (rows: Array<{ word: string }>) => rows.map(({ word }) => word);

describe('books', () => {
  it('lists the nine books in the order of the contract, named in both languages, with their sizes', () => {
    const books = dictionary.books();
    expect(books.map(({ id }) => id)).toEqual(BOOK_ORDER);
    expect(books.find(({ id }) => id === 'cet4')).toMatchObject({
      name: { en: 'CET-4', zh: '大学英语四级' },
      description: { en: expect.any(String), zh: expect.any(String) },
      wordCount: 11,
    });
    for (const book of books) {
      expect(dictionary.bookWords(book.id, 0, 1_000), book.id).toHaveLength(book.wordCount);
    }
  });

  it("holds a book's words most common first, numbered from 1, words no corpus ranks last", () => {
    const cet4 = dictionary.bookWords('cet4', 0, 100);
    expect(words(cet4)).toEqual([
      'record',
      'leaf',
      'separate',
      'abandon',
      'mouse',
      'relieve',
      'diary',
      'calendar',
      'dairy',
      'harbor',
      'well-known',
    ]);
    expect(cet4.map(({ position }) => position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(cet4.at(-1)?.frequencyRank).toBeNull();
  });

  it('takes the Oxford 3000 from its own flag, not from an exam tag', () => {
    expect(words(dictionary.bookWords('oxford3000', 0, 100))).toContain('quickly');
    expect(words(dictionary.bookWords('zk', 0, 100))).not.toContain('quickly');
  });

  it('answers each word as a list shows it', () => {
    expect(dictionary.bookWords('cet4', 3, 1)).toEqual([
      {
        word: 'abandon',
        position: 4,
        phonetic: "ә'bændәn",
        translation: 'vt. 放弃，抛弃，遗弃，使屈从，沉溺，放纵\nn. 放任，无拘束，狂热',
        frequencyRank: 2182,
      },
    ]);
  });

  it("gives a plan's next words: after a position, leaving out words the learner has, in any case", () => {
    const next = dictionary.bookWords('cet4', 1, 3, ['SEPARATE', 'mouse']);
    expect(next.map(({ word, position }) => [word, position])).toEqual([
      ['leaf', 2],
      ['abandon', 4],
      ['relieve', 6],
    ]);
    expect(dictionary.bookWords('cet4', 11, 5)).toEqual([]);
    expect(dictionary.bookWords('cet4', 0, 0)).toEqual([]);
  });

  it("says where a word stands in a book and which books hold it, in the books' order", () => {
    expect(dictionary.bookPosition('cet4', 'Abandon')).toBe(4);
    expect(dictionary.bookPosition('zk', 'abandon')).toBeNull();
    expect(dictionary.booksOf('record')).toEqual([
      { bookId: 'zk', position: 18 },
      { bookId: 'gk', position: 19 },
      { bookId: 'cet4', position: 1 },
      { bookId: 'cet6', position: 1 },
      { bookId: 'ky', position: 1 },
      { bookId: 'ielts', position: 8 },
      { bookId: 'oxford3000', position: 19 },
    ]);
    expect(dictionary.booksOf('xylophonist')).toEqual([]);
  });
});
