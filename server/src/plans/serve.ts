import type { Learner } from '../auth';
import type { Db } from '../db/database';
import type { RunInTransaction, Transaction } from '../db/transaction';
import type { BookId, Dictionary } from '../dictionary';
import { cacheTags, type ReadCache } from '../lib/read-cache';
import { localDay } from '../lib/local-day';
import type { PlanServing, PlanWords } from '../review';
import type { BookWords } from '../words';
import { bookWordKey, type BookKeysReader } from './book-keys';
import { introducedOn } from './pace';
import type { Paces } from './paces';
import type { PlanRow, PlansRepository } from './repository';

export interface ServeDeps {
  plans: PlansRepository;
  bookWords: BookWords;
  dictionary: Pick<Dictionary, 'bookWords'>;
  bookKeys: BookKeysReader;
  paces: Paces;
  transaction: RunInTransaction;
  readCache: ReadCache;
}

/* Book words read at a time while looking for the next ones the learner has not got. */
const MIN_SCAN = 50;
const MAX_SCAN = 500;

/** What one plan does for one read of the queue. */
interface Step {
  /** The plan's new cards not reviewed yet, up to its pace. */
  backlog: number;
  /** Words to bring in now. */
  fresh: number;
  /** New cards to serve: backlog and fresh words, within the room left. */
  count: number;
}

/*
 * How many new words a plan brings in now and how many of its new cards the queue serves: no more than the
 * day's pace leaves (`dailyNew − introducedToday`), no more than keeps its unreviewed cards within one day's
 * pace, and no more than the queue has room for.
 */
function step(
  dailyNew: number,
  introducedToday: number,
  backlog: number,
  room: number,
  exhausted: boolean,
): Step {
  const fresh = exhausted
    ? 0
    : Math.max(0, Math.min(dailyNew - introducedToday, dailyNew - backlog, room - backlog));
  return { backlog, fresh, count: Math.min(backlog + fresh, room) };
}

/**
 * The queue's side of word-book plans (review/plan-words.ts): each active, unpaused plan's next words join
 * the learner's list as the queue reaches them, and each plan says how many of its new cards to serve.
 */
export function createPlanServing({
  plans,
  bookWords,
  dictionary,
  bookKeys,
  paces,
  transaction,
  readCache,
}: ServeDeps): PlanWords {
  /*
   * The next `wanted` words of the book after the plan's cursor that the learner has neither in the list
   * nor among known words, checked a batch at a time; and the position every word up to them was served
   * or stepped over, where the cursor moves.
   */
  async function nextWords(
    trx: Transaction,
    userId: string,
    plan: PlanRow,
    wanted: number,
  ): Promise<{ headwords: string[]; cursor: number }> {
    const bookId = plan.book_id as BookId;
    const headwords: string[] = [];
    let cursor = plan.cursor;
    // A learner who has most of the book already is stepped through it in ever larger batches.
    for (let scan = Math.max(MIN_SCAN, wanted * 2); ; scan = Math.min(MAX_SCAN, scan * 2)) {
      const batch = dictionary.bookWords(bookId, cursor, scan);
      const taken = await plans.takenKeys(
        userId,
        batch.map((word) => bookWordKey(word.word)),
        trx,
      );
      for (const word of batch) {
        cursor = word.position;
        if (!taken.has(bookWordKey(word.word))) headwords.push(word.word);
        if (headwords.length === wanted) return { headwords, cursor };
      }
      if (batch.length < scan) return { headwords, cursor };
    }
  }

  /*
   * A plan's step now, read on `on` (the serving transaction; else the database); `exhausted` when its
   * cursor has reached the book's last word.
   */
  async function plan(userId: string, row: PlanRow, today: string, room: number, on?: Db): Promise<Step> {
    const dailyNew = await paces.serving(userId, row, today, on);
    const backlog = await plans.countNewCards(userId, row.book_id, dailyNew, on);
    const exhausted = row.cursor >= bookKeys(row.book_id as BookId).last;
    return step(dailyNew, introducedOn(row, today), backlog, room, exhausted);
  }

  /*
   * Every plan's count when none has words to bring in now (the usual read of the queue once the day's
   * words are in): reads only, no lock and no write. Null when one has: then the plans are served in a
   * transaction, each locked and read again.
   */
  async function countsAlone(userId: string, active: PlanRow[], today: string, room: number) {
    const servings: PlanServing[] = [];
    let left = room;
    for (const row of active) {
      if (left <= 0) break;
      const next = await plan(userId, row, today, left);
      if (next.fresh > 0) return null;
      if (next.count > 0) servings.push({ bookId: row.book_id, count: next.count });
      left -= next.count;
    }
    return servings;
  }

  return {
    async serve(learner: Learner, now: Date, room: number): Promise<PlanServing[]> {
      if (room <= 0) return [];
      const active = (await plans.list(learner.id)).filter((row) => row.paused === 0);
      if (active.length === 0) return [];
      const today = localDay(now, learner.preferences.timeZone);
      const alone = await countsAlone(learner.id, active, today, room);
      if (alone !== null) return alone;

      let added = 0;
      const servings = await transaction(async (trx) => {
        const served: PlanServing[] = [];
        let left = room;
        for (const listed of active) {
          if (left <= 0) break;
          const row = await plans.lock(trx, learner.id, listed.book_id);
          if (!row || row.paused === 1) continue;
          const next = await plan(learner.id, row, today, left, trx);
          let brought = 0;
          if (next.fresh > 0) {
            const { headwords, cursor } = await nextWords(trx, learner.id, row, next.fresh);
            const rows = await bookWords.add(trx, {
              userId: learner.id,
              bookId: row.book_id,
              headwords,
              firstAt: now,
            });
            brought = rows.length;
            await plans.saveServing(trx, learner.id, row.book_id, {
              cursor,
              day: today,
              introducedToday: introducedOn(row, today) + brought,
            });
          }
          const count = Math.min(next.backlog + brought, left);
          if (count > 0) served.push({ bookId: row.book_id, count });
          left -= count;
          added += brought;
        }
        return served;
      });
      if (added > 0) await readCache.invalidate([cacheTags.learner(learner.id)]);
      return servings;
    },
  };
}
