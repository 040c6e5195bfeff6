import { deleteChecksOf } from '../checks/repository';
import type { Db } from '../db/database';
import { deleteGenerationsOf } from '../generations/repository';
import { createStatisticsRepository } from '../statistics/repository';

export interface DeletedContent {
  generations: number;
  sentenceChecks: number;
}

/** SQL that spans a learner's whole account; knows nothing of HTTP or of the rules. */
export function createAccountDataRepository(db: Db) {
  return {
    /**
     * Deletes every generation and check of the user and the likes on them, and takes them out of the
     * statistics, in one transaction: all of it or nothing. The statistics come last, after both kinds
     * of items, as in every other transaction (statistics/repository.ts).
     */
    deleteAllContent(userId: string): Promise<DeletedContent> {
      return db.transaction().execute(async (trx) => {
        const generations = await deleteGenerationsOf(trx, userId);
        const checks = await deleteChecksOf(trx, userId);
        await createStatisticsRepository(trx).record({ ...generations.change, ...checks.change });
        return { generations: generations.count, sentenceChecks: checks.count };
      });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
