import {
  CHECK_ISSUE_TYPES,
  REVIEW_LIMITS,
  type CheckIssueType,
  type Mistake,
  type MistakeStats,
  type MistakesQuery,
} from '@contract';
import type { Learner } from '../auth';
import type { Clock } from '../lib/clock';
import { cursorValues, decodeKeysetCursor } from '../lib/keyset-cursor';
import { slicePage } from '../lib/keyset-page';
import { addDays, dayReader, localDay } from '../lib/local-day';
import { presentMistake } from './present';
import type { MistakesRepository } from './repository';

export interface MistakesServiceDeps {
  mistakes: MistakesRepository;
  clock: Clock;
}

export interface MistakesPage {
  mistakes: Mistake[];
  nextCursor: string | null;
  hasMore: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/* A filtered list has its own cursors: a cursor of one filter is refused by another. */
const order = (type: CheckIssueType | undefined) => `m:${type ?? 'all'}`;

/** The mistakes notebook: every issue of the learner's own checks, kept while the check exists. */
export function createMistakesService({ mistakes, clock }: MistakesServiceDeps) {
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
      const [byTypeRows, times] = await Promise.all([
        mistakes.countByType(user.id),
        mistakes.timesSince(user.id, since),
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
      return {
        total: Object.values(byType).reduce((sum, count) => sum + count, 0),
        byType,
        last30Days: daily.reduce((sum, day) => sum + day.mistakes, 0),
        daily,
      };
    },
  };
}

export type MistakesService = ReturnType<typeof createMistakesService>;
