/* Words for seeding: a fixed handful, and the dictionary's most common plain words. */
import Database from 'better-sqlite3';

/** Ten everyday words, for sentences and imports that need a few real words. */
export const BENCH_WORDS = [
  'leaf',
  'mouse',
  'calendar',
  'abandon',
  'friend',
  'river',
  'gentle',
  'borrow',
  'quiet',
  'harvest',
];

/**
 * The dictionary's most common words of lowercase letters only, most common first. `ranked`: only words
 * with a frequency rank (else the unranked follow the ranked); `longerThan`: only words of more letters
 * than this; `exactly`: throw when the dictionary has fewer.
 */
export function commonWords(
  path: string,
  count: number,
  options: { ranked?: boolean; longerThan?: number; exactly?: boolean } = {},
): string[] {
  const where = ["word NOT GLOB '*[^a-z]*'"];
  if (options.ranked) where.unshift('rank IS NOT NULL');
  if (options.longerThan !== undefined) where.push(`length(word) > ${options.longerThan}`);
  const order = options.ranked ? 'rank' : 'rank IS NULL, rank';
  const db = new Database(path, { readonly: true });
  const words = db
    .prepare<[number], string>(
      `SELECT word FROM vocabulary WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ?`,
    )
    .pluck()
    .all(count);
  db.close();
  if (options.exactly && words.length < count)
    throw new Error(`only ${words.length} words in the dictionary`);
  return words;
}
