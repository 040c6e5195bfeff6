import {
  CHECK_ISSUE_TYPES,
  PRACTICE_LIMITS,
  REVIEW_LIMITS,
  type CheckIssueType,
  type DrillAnswerResponse,
  type DrillsResponse,
  type Mistake,
  type MistakeStats,
  type MistakesQuery,
} from '@contract';
import type { Learner } from '../auth';
import type { RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { cursorValues, decodeKeysetCursor } from '../lib/keyset-cursor';
import { slicePage } from '../lib/keyset-page';
import { addDays, dayReader, localDay } from '../lib/local-day';
import { isRightAnswer } from './drill-prompt';
import { answerDrill } from './drill-schedule';
import { presentDrill, presentMistake } from './present';
import type { MistakesRepository } from './repository';

export interface MistakesServiceDeps {
  mistakes: MistakesRepository;
  /** Each round of linking older mistakes to drills: the links and the drills' counts commit together. */
  transaction: RunInTransaction;
  clock: Clock;
}

export interface MistakesPage {
  mistakes: Mistake[];
  nextCursor: string | null;
  hasMore: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/* Answers of one drill that arrive together are applied in turn; a few rounds are far more than a double tap needs. */
const ANSWER_ATTEMPTS = 5;

type DrillsPayload = Omit<DrillsResponse, 'success'>;
type DrillAnswerPayload = Omit<DrillAnswerResponse, 'success'>;
/* A filtered list has its own cursors: a cursor of one filter is refused by another. */
const order = (type: CheckIssueType | undefined) => `m:${type ?? 'all'}`;

/** The mistakes notebook: every issue of the learner's own checks, kept while the check exists. */
export function createMistakesService({ mistakes, transaction, clock }: MistakesServiceDeps) {
  /*
   * Mistakes from before drills existed get theirs, a batch a round, each round its own transaction (a
   * large old notebook never holds the database long); an up-to-date notebook costs one index seek.
   */
  async function linkOlderMistakes(userId: string, at: string): Promise<void> {
    for (;;) {
      const batch = await mistakes.unlinkedMistakes(userId);
      if (batch.length === 0) return;
      const linked = await transaction((trx) => mistakes.linkMistakes(trx, userId, batch, at));
      // Another request linked this batch first: it is linking the rest too.
      if (linked === 0) return;
    }
  }

  return {
    async list(userId: string, query: MistakesQuery): Promise<MistakesPage> {
      const after =
        query.cursor === undefined
          ? undefined
          : decodeKeysetCursor(query.cursor, order(query.type), cursorValues.instant);
      const rows = await mistakes.page({ userId, type: query.type, limit: query.limit, after });
      const page = slicePage(rows, query.limit, order(query.type), (row) => ({
        value: row.created_at,
        id: row.id,
      }));
      return { mistakes: page.rows.map(presentMistake), nextCursor: page.nextCursor, hasMore: page.hasMore };
    },

    /** Totals by type, and the last 30 days (days in the learner's zone, today included). */
    async stats(user: Learner): Promise<MistakeStats> {
      const now = clock();
      const today = localDay(now, user.preferences.timeZone);
      const firstDay = addDays(today, -(REVIEW_LIMITS.recentDays - 1));
      // A day of margin: the zone's first day may begin before the UTC instant 30 days ago.
      const since = new Date(now.getTime() - (REVIEW_LIMITS.recentDays + 1) * DAY_MS).toISOString();
      const [byTypeRows, times, mastered] = await Promise.all([
        mistakes.countByType(user.id),
        mistakes.timesSince(user.id, since),
        mistakes.countMastered(user.id),
      ]);
      const byType = Object.fromEntries(CHECK_ISSUE_TYPES.map((type) => [type, 0])) as Record<
        CheckIssueType,
        number
      >;
      for (const { type, count } of byTypeRows) {
        if (type in byType) byType[type as CheckIssueType] += count;
      }
      const perDay = new Map<string, number>();
      const dayOf = dayReader(firstDay, today, user.preferences.timeZone);
      for (const time of times) {
        const day = dayOf(new Date(time));
        if (day !== null) perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      const daily = Array.from({ length: REVIEW_LIMITS.recentDays }, (_, index) => {
        const date = addDays(firstDay, index);
        return { date, mistakes: perDay.get(date) ?? 0 };
      });
      const total = Object.values(byType).reduce((sum, count) => sum + count, 0);
      return {
        total,
        byType,
        active: total - mastered,
        mastered,
        last30Days: daily.reduce((sum, day) => sum + day.mistakes, 0),
        daily,
      };
    },

    /**
     * Due drills (most overdue first), then new ones up to what is left of today's PRACTICE_LIMITS
     * .newDrillsPerDay (drills first answered today, in the learner's zone). Mistakes from before drills
     * existed get theirs first, once.
     */
    async drills(user: Learner, limit: number): Promise<DrillsPayload> {
      const now = clock();
      await linkOlderMistakes(user.id, now.toISOString());
      const today = localDay(now, user.preferences.timeZone);
      const [due, startedToday] = await Promise.all([
        mistakes.dueDrills(user.id, now.toISOString(), limit),
        mistakes.drillsStartedOn(user.id, today),
      ]);
      const fresh = await mistakes.newDrills(
        user.id,
        Math.min(limit - due.length, PRACTICE_LIMITS.newDrillsPerDay - startedToday),
      );
      return {
        drills: [...due, ...fresh].map(presentDrill),
        dueCount: due.length,
        newCount: fresh.length,
      };
    },

    /**
     * The learner's answer to one of their drills: right (trimmed, case-folded, spaces collapsed) is `good`,
     * wrong is `again`. The first answer marks the drill's first day (the day's new drills are counted by
     * it). The expected answer is sent only now.
     */
    async answer(user: Learner, id: string, answer: string): Promise<DrillAnswerPayload> {
      for (let attempt = 0; attempt < ANSWER_ATTEMPTS; attempt += 1) {
        const drill = await mistakes.drill(user.id, id);
        if (!drill) throw errors.notFound('errors.drillNotFound');
        const now = clock();
        const correct = isRightAnswer(answer, drill.suggestion);
        const changes = {
          ...answerDrill(drill.id, drill, correct, now),
          first_day: drill.first_day ?? localDay(now, user.preferences.timeZone),
        };
        if (await mistakes.saveAnswer(user.id, drill, changes)) {
          return { correct, expected: drill.suggestion, drill: presentDrill({ ...drill, ...changes }) };
        }
      }
      // Every round lost to another answer of the same drill: only a flood of answers at once gets here.
      throw errors.internal();
    },
  };
}

export type MistakesService = ReturnType<typeof createMistakesService>;
