import { createTestApp, type TestApp, type TestDatabaseKind } from './app';

/* Shared by the word-book and plan suites: the fixture dictionary's books, and an app at a fixed time. */

/** Every book's id, in the order the contract lists them. */
export const BOOK_ORDER = ['zk', 'gk', 'cet4', 'cet6', 'ky', 'ielts', 'toefl', 'gre', 'oxford3000'];

/** The fixture dictionary's zk book, in its order (server/src/dictionary/fixtures/ecdict-sample.csv). */
export const ZK = [
  'the',
  'be',
  'and',
  'a',
  'in',
  'with',
  'go',
  'their',
  'which',
  'run',
  'good',
  'child',
  'leave',
  'friend',
  'until',
  'whether',
  'receive',
  'record',
  'leaf',
  'Monday',
  'separate',
  'mouse',
  'diary',
];

/** A test app whose clock reads 2030-03-10 12:00 UTC: 20:00 in Shanghai, the same day in both. */
export async function createPlansTestApp(database: TestDatabaseKind): Promise<TestApp> {
  const t = await createTestApp({ database });
  t.setTime(new Date('2030-03-10T12:00:00Z'));
  return t;
}
