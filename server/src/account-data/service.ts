import type { AccountExport, ExportedLike } from '@contract';
import { type Learner, presentUser } from '../auth';
import { type ChecksRepository, presentCheck } from '../checks';
import { type GenerationsRepository, type GenerationWordRow, presentGeneration } from '../generations';
import type { RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import type { ReadCache } from '../lib/read-cache';
import type { LikesRepository } from '../likes';
import { type MistakesRepository, presentMistake } from '../mistakes';
import { changedTags, type PublishedKind, type PublishedService } from '../published';
import { exportCard, exportReview, type ReviewRepository } from '../review';
import type { StatisticsRepository } from '../statistics';
import { presentWord, type WordsRepository } from '../words';

export interface DeletedContent {
  generations: number;
  sentenceChecks: number;
}

export interface AccountDataServiceDeps {
  /** Each kind's deletion, for deleting all of a learner's content at once. */
  published: Record<PublishedKind, PublishedService>;
  statistics: StatisticsRepository;
  transaction: RunInTransaction;
  generations: GenerationsRepository;
  checks: ChecksRepository;
  words: WordsRepository;
  likes: LikesRepository;
  review: ReviewRepository;
  mistakes: MistakesRepository;
  clock: Clock;
  /** Deleting content changes the feeds, the numbers, the learner's pages and the items' own pages. */
  readCache: ReadCache;
}

/* IN lists stay well below every driver's parameter limit. */
const CHUNK = 500;

/** A learner's whole account: taking all of it away as a file, and deleting all of their content. */
export function createAccountDataService({
  published,
  statistics,
  transaction,
  generations,
  checks,
  words,
  likes,
  review,
  mistakes,
  clock,
  readCache,
}: AccountDataServiceDeps) {
  async function wordsOfAll(ids: string[]): Promise<Map<string, GenerationWordRow[]>> {
    const all = new Map<string, GenerationWordRow[]>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      for (const [id, rows] of await generations.wordsOf(ids.slice(start, start + CHUNK))) all.set(id, rows);
    }
    return all;
  }

  return {
    /** Everything of the user's and nothing of anyone else's (each query is scoped to the user). */
    async exportData(user: Learner): Promise<AccountExport> {
      const exportedAt = clock().toISOString();
      const [wordRows, generationRecords, checkRecords, likeRows, cards, reviews, mistakeRecords] =
        await Promise.all([
          words.all(user.id),
          generations.allOf(user.id),
          checks.allOf(user.id),
          likes.likesOf(user.id),
          review.allCards(user.id),
          review.allReviews(user.id),
          mistakes.allOf(user.id),
        ]);
      const liked = new Set(likeRows.map((like) => `${like.item_type}:${like.item_id}`));
      const wordsById = await wordsOfAll(generationRecords.map(({ id }) => id));
      return {
        version: 1,
        exportedAt,
        user: presentUser(user),
        words: wordRows.map(presentWord),
        generations: generationRecords.map((record) =>
          presentGeneration(
            record,
            (wordsById.get(record.id) ?? []).map(({ word }) => word),
            liked.has(`generation:${record.id}`),
          ),
        ),
        sentenceChecks: checkRecords.map((record) => presentCheck(record, liked.has(`check:${record.id}`))),
        likes: likeRows.map((like): ExportedLike => ({
          itemType: like.item_type,
          itemId: like.item_id,
          createdAt: like.created_at,
        })),
        reviewCards: cards.map(exportCard),
        reviewLog: reviews.map(exportReview),
        mistakes: mistakeRecords.map(presentMistake),
      };
    },

    /**
     * Deletes every generation and check of the user and the likes on them, and takes them out of the
     * statistics, in one transaction: all of it or nothing. The statistics come last, after both kinds
     * of items, as in every other transaction (statistics/repository.ts). Once committed, every cached
     * read that showed them is invalidated.
     */
    async deleteAllContent(userId: string): Promise<DeletedContent> {
      const { generations, checks } = await transaction(async (trx) => {
        const removed = {
          generations: await published.generation.remove(trx, userId),
          checks: await published.check.remove(trx, userId),
        };
        await statistics.record(trx, { ...removed.generations.change, ...removed.checks.change });
        return removed;
      });
      await readCache.invalidate([
        ...changedTags.removal('generation', generations),
        ...changedTags.removal('check', checks),
      ]);
      return { generations: generations.count, sentenceChecks: checks.count };
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
