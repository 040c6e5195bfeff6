import { State } from 'ts-fsrs';
import type { ReviewCardsTable } from '../db/tables';
import { bearer, type RegisteredUser } from './accounts';
import type { TestApp } from './app';

const DAY = 24 * 60 * 60 * 1000;

/** Imports these words into the learner's list (at most 500): their ids, failing unless it answered 200. */
export async function importWords(t: TestApp, user: RegisteredUser, words: string[]): Promise<string[]> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/words/import',
    // Made-up words are not in the dictionary: `force` adds them anyway.
    payload: { words: words.map((word) => ({ word })), force: true },
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200) throw new Error(`import failed: ${response.statusCode} ${response.body}`);
  const rows = await t.database.db
    .selectFrom('words')
    .select('id')
    .where('user_id', '=', user.user.id)
    .where('word', 'in', words)
    .execute();
  return rows.map((row) => row.id);
}

/** Distinct made-up words of letters only ('loadaa', 'loadab', ...). */
export function madeUpWords(prefix: string, count: number): string[] {
  const letter = (n: number) => String.fromCharCode(97 + (n % 26));
  return Array.from(
    { length: count },
    (_, n) => `${prefix}${letter(Math.floor(n / 676))}${letter(n / 26)}${letter(n)}`,
  );
}

/**
 * Makes these cards review cards as if last reviewed `daysAgo` days before `now` with this stability, due at
 * `due`: what the scheduler and the forecast read. Written directly; the read cache is forgotten.
 */
export async function setReviewCards(
  t: TestApp,
  wordIds: string[],
  { due, stability = 20, daysAgo = 20 }: { due: Date; stability?: number; daysAgo?: number },
  fields: Partial<ReviewCardsTable> = {},
): Promise<void> {
  const lastReview = new Date(t.now().getTime() - daysAgo * DAY);
  for (let start = 0; start < wordIds.length; start += 100) {
    await t.database.db
      .updateTable('review_cards')
      .set({
        state: 'review',
        is_new: 0,
        due: due.toISOString(),
        stability,
        difficulty: 5,
        elapsed_days: 0,
        scheduled_days: daysAgo,
        learning_steps: 0,
        reps: 3,
        lapses: 0,
        last_review: lastReview.toISOString(),
        ...fields,
      })
      .where('word_id', 'in', wordIds.slice(start, start + 100))
      .execute();
  }
  await t.forgetReads();
}

/** The card `setReviewCards` makes, as ts-fsrs takes it: to work out what the server should answer. */
export function fsrsReviewCard(t: TestApp, { stability = 20, daysAgo = 20 } = {}) {
  return {
    due: t.now(),
    stability,
    difficulty: 5,
    elapsed_days: 0,
    scheduled_days: daysAgo,
    learning_steps: 0,
    reps: 3,
    lapses: 0,
    state: State.Review,
    last_review: new Date(t.now().getTime() - daysAgo * DAY),
  };
}
