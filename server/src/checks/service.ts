import { randomUUID } from 'node:crypto';
import type { CheckRequest, SentenceCheck } from '@contract';
import { AiAbortedError, type AiEngine, type AiRunOptions, type CheckedSentence } from '../ai';
import type { Learner } from '../auth';
import {
  createPublishedItems,
  newPublishedColumns,
  type OwnListQuery,
  planPublishing,
  type PublishedService,
  type PublishingPlan,
} from '../published';
import type { Clock } from '../lib/clock';
import type { RunInTransaction, Transaction } from '../db/transaction';
import type { StatisticsRepository } from '../statistics';
import type { MistakesRepository } from '../mistakes';
import { presentCheck } from './present';
import type { CheckRecord, ChecksRepository } from './repository';
import { sentenceTerms } from './terms';

export interface ChecksServiceDeps {
  checks: ChecksRepository;
  /** The mistakes notebook: a new check's issues are saved with it (issue 10). */
  mistakes: Pick<MistakesRepository, 'recordCheckMistakes'>;
  /** Visibility, privacy, likes and deletion, shared with generations. */
  published: PublishedService;
  statistics: StatisticsRepository;
  transaction: RunInTransaction;
  engine: AiEngine;
  clock: Clock;
}

/** A checked request, ready to run. */
export interface CheckPlan extends PublishingPlan {
  user: Learner;
  sentence: string;
}

export interface CheckPage {
  checks: SentenceCheck[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** A learner's own sentences checked by the AI: creating checks, and who may see or change them. */
export function createChecksService({
  checks,
  mistakes,
  published,
  statistics,
  transaction,
  engine,
  clock,
}: ChecksServiceDeps) {
  // A check answers with its own row only: the likes lookup is all there is to wait for.
  const presentChecks = async (records: CheckRecord[], liked: Promise<Set<string>>) => {
    const likedByViewer = await liked;
    return records.map((record) => presentCheck(record, likedByViewer.has(record.id)));
  };
  const items = createPublishedItems({ published, reads: checks, present: presentChecks });

  return {
    ...items.actions,

    async plan(user: Learner, request: CheckRequest): Promise<CheckPlan> {
      // Past today's platform calls the answer is a 429 before anything starts (streamed or not).
      await engine.assertDailyQuota({ userId: user.id, timeZone: user.preferences.timeZone });
      return { user, sentence: request.sentence, ...planPublishing(user, request, false) };
    },

    /**
     * Asks the AI, then saves the check; nothing is saved on failure or abort. `withSaved` runs in the
     * check's own transaction (a written review grades its card there: one commit, and neither without the
     * other).
     */
    async create(
      plan: CheckPlan,
      options: AiRunOptions<CheckedSentence>,
      withSaved?: (trx: Transaction, check: SentenceCheck) => Promise<void>,
    ): Promise<SentenceCheck> {
      const { user, sentence } = plan;
      const result = await engine.checkSentence(
        { userId: user.id, timeZone: user.preferences.timeZone },
        { ...plan.settings, sentence },
        options,
      );
      // The learner went away while the answer came in: they asked for nothing to be kept.
      if (options.signal.aborted) throw new AiAbortedError();
      const { output } = result;
      const item = newPublishedColumns(randomUUID(), user, result, plan, clock().toISOString());
      const own = {
        id: item.id,
        sentence,
        corrected_sentence: output.correctedSentence,
        is_correct: output.isCorrect ? 1 : 0,
        score: output.score,
        explanation: output.explanation,
        issues: JSON.stringify(output.issues),
        unknown_words: JSON.stringify(output.unknownWords ?? []),
      };
      const check = presentCheck({ ...item, ...own, author_username: user.username }, false);
      // The check, its terms, its mistakes and the statistics: all or nothing.
      await transaction(async (trx) => {
        await published.insert(trx, item);
        await checks.insert(trx, own, sentenceTerms(sentence, output.correctedSentence));
        await mistakes.recordCheckMistakes(trx, { ...item, issues: output.issues });
        await statistics.record(trx, { userId: user.id, check: { total: 1, public: item.is_public } });
        await withSaved?.(trx, check);
      });
      await published.created(item);
      return check;
    },

    async listOwn(userId: string, query: OwnListQuery): Promise<CheckPage> {
      const page = await items.ownPage(userId, query, (after) =>
        checks.pageOwn({ userId, limit: query.limit, after }),
      );
      return { checks: page.rows, nextCursor: page.nextCursor, hasMore: page.hasMore };
    },

    /**
     * Visible checks sharing content words with this one (itself visible to the caller), best overlap first,
     * each sentence once.
     */
    async similar(id: string, viewerId: string | null, limit: number): Promise<SentenceCheck[]> {
      const record = await items.findVisible(id, viewerId);
      const ids = await checks.similar(record, await checks.termsOf(record.id), viewerId, limit);
      return items.listByIds(ids, viewerId);
    },
  };
}

export type ChecksService = ReturnType<typeof createChecksService>;
