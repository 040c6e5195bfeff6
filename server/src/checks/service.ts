import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CheckRequest, SentenceCheck } from '@contract';
import type { AiEngine, AiRunOptions, CheckedSentence, CheckSentenceInput } from '../ai/types';
import { AiAbortedError } from '../ai';
import type { UserRow } from '../auth/repository';
import { asEnglishVariety, asGrammarLanguage } from '../lib/stored-preferences';
import type { OwnListQuery } from '../published/schemas';
import type { Clock } from '../lib/clock';
import type { RunInTransaction } from '../db/transaction';
import { hotScore } from '../lib/hot-score';
import { decodeKeysetCursor } from '../lib/keyset-cursor';
import { slicePage } from '../lib/keyset-page';
import { inOrder } from '../published/in-order';
import type { PublishedService } from '../published/service';
import type { StatisticsRepository } from '../statistics/repository';
import type { MistakesService } from '../mistakes/service';
import { presentCheck } from './present';
import type { CheckRecord, CheckRow, ChecksRepository } from './repository';
import { sentenceTerms } from './terms';

export interface ChecksServiceDeps {
  checks: ChecksRepository;
  /** The mistakes notebook, told of each new check (issue 10). */
  mistakes: Pick<MistakesService, 'recordCheckMistakes'>;
  /** Visibility, privacy, likes and deletion, shared with generations. */
  published: PublishedService;
  statistics: StatisticsRepository;
  transaction: RunInTransaction;
  engine: AiEngine;
  clock: Clock;
}

/** A checked request, ready to run. */
export interface CheckPlan {
  user: UserRow;
  input: CheckSentenceInput;
  isPublic: boolean;
}

export interface CheckPage {
  checks: SentenceCheck[];
  nextCursor: string | null;
  hasMore: boolean;
}

const RECENT = 'recent';
const createdAtSchema = z.iso.datetime();

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
  async function present(records: CheckRecord[], viewerId: string | null): Promise<SentenceCheck[]> {
    const liked = await published.likedBy(
      viewerId,
      records.map((record) => record.id),
    );
    return records.map((record) => presentCheck(record, liked.has(record.id)));
  }

  async function findVisible(id: string, viewerId: string | null): Promise<CheckRecord> {
    return published.visible(await checks.findById(id), viewerId);
  }

  async function presentOne(record: CheckRecord, viewerId: string | null): Promise<SentenceCheck> {
    return presentCheck(record, (await published.likedBy(viewerId, [record.id])).has(record.id));
  }

  return {
    async plan(user: UserRow, request: CheckRequest): Promise<CheckPlan> {
      // Past today's platform calls the answer is a 429 before anything starts (streamed or not).
      await engine.assertDailyQuota({ userId: user.id, timeZone: user.time_zone });
      return {
        user,
        input: {
          sentence: request.sentence,
          model: request.model,
          maxRetries: request.maxRetries,
          grammarLanguage: request.grammarLanguage ?? asGrammarLanguage(user.grammar_language),
          englishVariety: asEnglishVariety(user.english_variety),
          enableThinking: request.enableThinking,
        },
        isPublic: request.isPublic ?? user.show_in_community === 1,
      };
    },

    /** Asks the AI, then saves the check; nothing is saved on failure or abort. */
    async create(plan: CheckPlan, options: AiRunOptions<CheckedSentence>): Promise<SentenceCheck> {
      const { user, input } = plan;
      const result = await engine.checkSentence(
        { userId: user.id, timeZone: user.time_zone },
        input,
        options,
      );
      // The learner went away while the answer came in: they asked for nothing to be kept.
      if (options.signal.aborted) throw new AiAbortedError();
      const { output } = result;
      const createdAt = clock().toISOString();
      const row: CheckRow = {
        id: randomUUID(),
        user_id: user.id,
        sentence: input.sentence,
        corrected_sentence: output.correctedSentence,
        is_correct: output.isCorrect ? 1 : 0,
        score: output.score,
        explanation: output.explanation,
        issues: JSON.stringify(output.issues),
        reasoning: result.reasoning,
        model: result.model,
        provider: result.provider,
        grammar_language: input.grammarLanguage,
        is_public: plan.isPublic ? 1 : 0,
        likes: 0,
        hot_score: hotScore(0, createdAt),
        created_at: createdAt,
      };
      // The check, its terms and the statistics: all or nothing.
      await transaction(async (trx) => {
        await checks.insert(trx, row, sentenceTerms(input.sentence, output.correctedSentence));
        await statistics.record(trx, { userId: user.id, check: { total: 1, public: row.is_public } });
      });
      await mistakes.recordCheckMistakes({ ...row, issues: output.issues });
      return presentCheck({ ...row, author_username: user.username }, false);
    },

    async listOwn(userId: string, query: OwnListQuery): Promise<CheckPage> {
      const after =
        query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor, RECENT, createdAtSchema);
      const rows = await checks.pageOwn({ userId, limit: query.limit, after });
      const page = slicePage(rows, query.limit, RECENT, (row) => ({ value: row.created_at, id: row.id }));
      return { checks: await present(page.rows, userId), nextCursor: page.nextCursor, hasMore: page.hasMore };
    },

    async get(id: string, viewerId: string | null): Promise<SentenceCheck> {
      return presentOne(await findVisible(id, viewerId), viewerId);
    },

    /** Visible checks sharing content words with this one (itself visible to the caller), best overlap first. */
    async similar(id: string, viewerId: string | null, limit: number): Promise<SentenceCheck[]> {
      const record = await findVisible(id, viewerId);
      const ids = await checks.similar(record.id, await checks.termsOf(record.id), viewerId, limit);
      return this.listByIds(ids, viewerId);
    },

    /** These checks in this order, as `viewerId` sees them; ids not found are left out. */
    async listByIds(ids: string[], viewerId: string | null): Promise<SentenceCheck[]> {
      return present(inOrder(ids, await checks.findVisibleByIds(ids, viewerId)), viewerId);
    },

    async setPublic(userId: string, id: string, isPublic: boolean): Promise<SentenceCheck> {
      await published.setPublic(userId, id, isPublic);
      return presentOne(await findVisible(id, userId), userId);
    },

    delete(userId: string, id: string): Promise<void> {
      return published.delete(userId, id);
    },

    deleteAll(userId: string): Promise<number> {
      return published.deleteAll(userId);
    },
  };
}

export type ChecksService = ReturnType<typeof createChecksService>;
