import {
  PLAN_LIMITS,
  type Book,
  type BookWordsQuery,
  type CreatePlanRequest,
  type Language,
  type MessageKey,
  type Plan,
  type UpdatePlanRequest,
} from '@contract';
import type { Learner } from '../auth';
import type { RunInTransaction } from '../db/transaction';
import { isBookId, type BookId, type Dictionary } from '../dictionary';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { localDay } from '../lib/local-day';
import { cacheTags, type ReadCache } from '../lib/read-cache';
import type { ReviewRepository } from '../review';
import type { BookWords } from '../words';
import { bookKeysReader, bookWordKey } from './book-keys';
import { readBookWordsPage, type BookWordsPage } from './book-words-page';
import { createPaces } from './paces';
import { presentPlan } from './present';
import { NO_WORDS, progressOf, type LearnerWords } from './progress';
import type { PlanChanges, PlanRow, PlansRepository } from './repository';
import { createPlanServing } from './serve';

export interface PlansServiceDeps {
  plans: PlansRepository;
  /** "I know this" for words of the list: their cards leave every queue. */
  review: Pick<ReviewRepository, 'markKnown'>;
  /** A plan's next words joining the list, with their cards. */
  bookWords: BookWords;
  dictionary: Dictionary;
  transaction: RunInTransaction;
  clock: Clock;
  /** The learner's pages (words, queue), which every change of a plan invalidates. */
  readCache: ReadCache;
}

/**
 * Word books and the learner's plans to learn them (docs/api-conventions.md, "Word books and plans"): the
 * books with the learner's progress, a book's words, starting, changing and stopping a plan, words marked
 * known, and the queue's side of plans (`serve`, review/plan-words.ts).
 */
export function createPlansService({
  plans,
  review,
  bookWords,
  dictionary,
  transaction,
  clock,
  readCache,
}: PlansServiceDeps) {
  const bookKeys = bookKeysReader(dictionary);
  const paces = createPaces({ plans, bookKeys });
  const serving = createPlanServing({
    plans,
    bookWords,
    dictionary,
    bookKeys,
    paces,
    transaction,
    readCache,
  });

  /*
   * Once a change has committed, and before it answers: the learner's word list and review queue (which
   * plans feed, and whose cards marking words known changes) are read again, on every instance.
   */
  const learnerPagesChanged = (userId: string) => readCache.invalidate([cacheTags.learner(userId)]);

  const today = (learner: Learner) => localDay(clock(), learner.preferences.timeZone);

  function book(id: string): BookId {
    if (!isBookId(id)) throw errors.notFound('errors.bookNotFound');
    return id;
  }

  /* A date to finish by must be one of the learner's days after today. */
  function checkTargetDate(targetDate: string | null | undefined, day: string): void {
    if (typeof targetDate === 'string' && targetDate <= day) {
      throw errors.invalidField('targetDate', 'validation.targetDateNotFuture');
    }
  }

  function present(learner: Learner, row: PlanRow, words: LearnerWords, day: string): Plan {
    const progress = progressOf(bookKeys(row.book_id as BookId), words);
    return presentPlan(row, progress, day, paces.withRemaining(learner.id, row, day, progress.remaining));
  }

  async function presentOne(learner: Learner, row: PlanRow): Promise<Plan> {
    return present(learner, row, await plans.learnerWords(learner.id), today(learner));
  }

  return {
    serve: serving.serve,

    /** Every book in the language asked for, with the signed-in learner's plan for it (none for guests). */
    async books(learner: Learner | null, language: Language): Promise<Book[]> {
      const rows = learner ? await plans.list(learner.id) : [];
      const words = learner && rows.length > 0 ? await plans.learnerWords(learner.id) : NO_WORDS;
      const day = learner ? today(learner) : '';
      const byBook = new Map(rows.map((row) => [row.book_id, row]));
      return dictionary.books().map(({ id, name, description, wordCount }) => {
        const row = byBook.get(id);
        return {
          id,
          name: name[language],
          description: description[language],
          wordCount,
          plan: learner && row ? present(learner, row, words, day) : null,
        };
      });
    },

    /** A page of the book's words in its order, each with where the learner is with it (guests: unseen). */
    async bookWords(learner: Learner | null, id: string, query: BookWordsQuery): Promise<BookWordsPage> {
      const bookId = book(id);
      const words = learner ? await plans.learnerWords(learner.id) : NO_WORDS;
      return readBookWordsPage(dictionary, bookId, bookKeys(bookId), words, query);
    },

    async list(learner: Learner): Promise<Plan[]> {
      const rows = await plans.list(learner.id);
      if (rows.length === 0) return [];
      const words = await plans.learnerWords(learner.id);
      const day = today(learner);
      return rows.map((row) => present(learner, row, words, day));
    },

    /** A new plan for the book: a daily number, or a date to finish by, or neither (20 a day). */
    async start(learner: Learner, { bookId, dailyNew, targetDate }: CreatePlanRequest): Promise<Plan> {
      const id = book(bookId);
      checkTargetDate(targetDate, today(learner));
      const at = clock().toISOString();
      const row = await transaction((trx) =>
        plans.insert(trx, {
          user_id: learner.id,
          book_id: id,
          daily_new: dailyNew ?? PLAN_LIMITS.dailyNewDefault,
          target_date: targetDate ?? null,
          paused: 0,
          cursor: 0,
          day: null,
          introduced_today: 0,
          started_at: at,
          updated_at: at,
        }),
      );
      if (!row) throw errors.conflict('errors.planExists');
      await learnerPagesChanged(learner.id);
      return presentOne(learner, row);
    },

    /**
     * Changes what was sent; `targetDate: null` goes back to the daily number. The message says "paused" or
     * "resumed" when pausing is all the request changed.
     */
    async update(
      learner: Learner,
      bookId: string,
      { dailyNew, targetDate, paused }: UpdatePlanRequest,
    ): Promise<{ plan: Plan; messageKey: MessageKey }> {
      checkTargetDate(targetDate, today(learner));
      const changes: PlanChanges = {};
      if (dailyNew !== undefined) changes.daily_new = dailyNew;
      if (targetDate !== undefined) changes.target_date = targetDate;
      if (paused !== undefined) changes.paused = paused ? 1 : 0;
      const updated = await transaction(async (trx) => {
        const before = await plans.lock(trx, learner.id, bookId);
        if (!before) return undefined;
        const after = await plans.update(trx, learner.id, bookId, {
          ...changes,
          updated_at: clock().toISOString(),
        });
        return after && { before, after };
      });
      if (!updated) throw errors.notFound('errors.planNotFound');
      await learnerPagesChanged(learner.id);
      const { before, after } = updated;
      const paceChanged = after.daily_new !== before.daily_new || after.target_date !== before.target_date;
      const messageKey: MessageKey =
        paused === undefined || paceChanged
          ? 'success.planUpdated'
          : paused
            ? 'success.planPaused'
            : 'success.planResumed';
      return { plan: await presentOne(learner, after), messageKey };
    },

    /** Ends the plan. The words it brought in stay; those still new become the learner's own new words. */
    async stop(learner: Learner, bookId: string): Promise<void> {
      const stopped = await transaction(async (trx) => {
        if (!(await plans.delete(trx, learner.id, bookId))) return false;
        await plans.releaseNewCards(trx, learner.id, bookId);
        return true;
      });
      if (!stopped) throw errors.notFound('errors.planNotFound');
      await learnerPagesChanged(learner.id);
    },

    /**
     * Words of the book the learner already knows: those in the list get their cards known, the others are
     * never served. Words not in the book are left alone; `marked` counts the book words newly known.
     */
    async markKnown(
      learner: Learner,
      bookId: string,
      words: string[],
    ): Promise<{ plan: Plan; marked: number }> {
      const inBook = isBookId(bookId) ? bookKeys(bookId).positionOf : new Map<string, number>();
      const keys = [...new Set(words.map((word) => bookWordKey(word.trim())))].filter((key) =>
        inBook.has(key),
      );
      const now = clock().toISOString();
      const result = await transaction(async (trx) => {
        const row = await plans.lock(trx, learner.id, bookId);
        if (!row) return undefined;
        const listed = await plans.listedWords(trx, learner.id, keys);
        const cards = listed.filter((word) => word.isNew !== 2).map((word) => word.wordId);
        await review.markKnown(trx, learner.id, cards);
        const inList = new Set(listed.map((word) => word.key));
        const added = await plans.addKnown(
          trx,
          learner.id,
          keys.filter((key) => !inList.has(key)),
          now,
        );
        return { row, marked: cards.length + added.length };
      });
      if (!result) throw errors.notFound('errors.planNotFound');
      if (result.marked > 0) await learnerPagesChanged(learner.id);
      return { plan: await presentOne(learner, result.row), marked: result.marked };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
