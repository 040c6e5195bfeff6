import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { GenerateRequest, Generation, GenerationOutput } from '@contract';
import type { AiEngine, AiRunOptions, GenerateSentenceInput } from '../ai/types';
import { AiAbortedError } from '../ai';
import type { UserRow } from '../auth/repository';
import type { Clock } from '../lib/clock';
import type { RunInTransaction } from '../db/transaction';
import { errors } from '../lib/errors';
import { hotScore } from '../lib/hot-score';
import { decodeKeysetCursor } from '../lib/keyset-cursor';
import { slicePage } from '../lib/keyset-page';
import { inOrder } from '../published/in-order';
import type { PublishedService } from '../published/service';
import type { StatisticsRepository } from '../statistics/repository';
import type { WordRow, WordsRepository } from '../words/repository';
import { asEnglishVariety, asGrammarLanguage } from '../lib/stored-preferences';
import { presentGeneration } from './present';
import type { GenerationRecord, GenerationRow, GenerationsRepository } from './repository';
import type { ListGenerationsQuery } from '../published/schemas';

export interface GenerationsServiceDeps {
  generations: GenerationsRepository;
  words: WordsRepository;
  /** Visibility, privacy, likes and deletion, shared with sentence checks. */
  published: PublishedService;
  statistics: StatisticsRepository;
  transaction: RunInTransaction;
  engine: AiEngine;
  clock: Clock;
}

/** A checked request, ready to run: what is wrong with it is refused before any AI work starts. */
export interface GenerationPlan {
  user: UserRow;
  /** The learner's words, in the order chosen. */
  words: WordRow[];
  settings: Omit<GenerateSentenceInput, 'words'>;
  isPublic: boolean;
}

export interface GenerationPage {
  generations: Generation[];
  nextCursor: string | null;
  hasMore: boolean;
}

const RECENT = 'recent';
const createdAtSchema = z.iso.datetime();

/** Sentences written by the AI from a learner's words: creating them, and who may see or change them. */
export function createGenerationsService({
  generations,
  words,
  published,
  statistics,
  transaction,
  engine,
  clock,
}: GenerationsServiceDeps) {
  async function present(records: GenerationRecord[], viewerId: string | null): Promise<Generation[]> {
    const ids = records.map((record) => record.id);
    const [wordsById, liked] = await Promise.all([
      generations.wordsOf(ids),
      published.likedBy(viewerId, ids),
    ]);
    return records.map((record) =>
      presentGeneration(
        record,
        (wordsById.get(record.id) ?? []).map(({ word }) => word),
        liked.has(record.id),
      ),
    );
  }

  async function findVisible(id: string, viewerId: string | null): Promise<GenerationRecord> {
    return published.visible(await generations.findById(id), viewerId);
  }

  async function presentOne(record: GenerationRecord, viewerId: string | null): Promise<Generation> {
    const [generation] = await present([record], viewerId);
    if (!generation) throw errors.notFound('generations.notFound');
    return generation;
  }

  return {
    /** Every word must be in the caller's list: another user's word answers like a deleted one (404). */
    async plan(user: UserRow, request: GenerateRequest): Promise<GenerationPlan> {
      // Past today's platform calls the answer is a 429 before anything starts (streamed or not).
      await engine.assertDailyQuota({ userId: user.id, timeZone: user.time_zone });
      const ids = [...new Set(request.wordIds)];
      const found = new Map((await words.findByIds(user.id, ids)).map((word) => [word.id, word]));
      const chosen = ids.flatMap((id) => {
        const word = found.get(id);
        return word ? [word] : [];
      });
      if (chosen.length !== ids.length) throw errors.notFound('generations.wordsNotFound');
      return {
        user,
        words: chosen,
        settings: {
          model: request.model,
          maxRetries: request.maxRetries,
          grammarLanguage: request.grammarLanguage ?? asGrammarLanguage(user.grammar_language),
          englishVariety: asEnglishVariety(user.english_variety),
          enableThinking: request.enableThinking,
        },
        isPublic: request.isPublic ?? user.show_in_community === 1,
      };
    },

    /** Asks the AI, then saves the generation and counts the words' use; nothing is saved on failure or abort. */
    async create(plan: GenerationPlan, options: AiRunOptions<GenerationOutput>): Promise<Generation> {
      const { user, settings } = plan;
      const result = await engine.generateSentence(
        { userId: user.id, timeZone: user.time_zone },
        { ...settings, words: plan.words.map(({ word }) => word) },
        options,
      );
      // The learner went away while the answer came in: they asked for nothing to be kept.
      if (options.signal.aborted) throw new AiAbortedError();
      const createdAt = clock().toISOString();
      const row: GenerationRow = {
        id: randomUUID(),
        user_id: user.id,
        sentence: result.output.sentence,
        // API.md: the Chinese translation is null when the explanation is English only.
        translation: settings.grammarLanguage === 'english' ? null : result.output.translation,
        grammar_explanation: result.output.grammarExplanation,
        grammar_points: JSON.stringify(result.output.grammarPoints),
        reasoning: result.reasoning,
        model: result.model,
        provider: result.provider,
        grammar_language: settings.grammarLanguage,
        is_public: plan.isPublic ? 1 : 0,
        likes: 0,
        hot_score: hotScore(0, createdAt),
        created_at: createdAt,
      };
      const chosen = plan.words.map((word, position) => ({
        generation_id: row.id,
        word_id: word.id,
        word: word.word,
        word_key: word.word_key,
        position,
      }));
      // The generation, its words' usage counts and the statistics: all or nothing.
      await transaction(async (trx) => {
        await generations.insert(trx, row);
        const used = await words.addUsage(
          trx,
          user.id,
          plan.words.map(({ id }) => id),
        );
        await generations.insertWords(trx, chosen, used);
        await statistics.record(trx, {
          userId: user.id,
          generation: { total: 1, public: row.is_public },
          wordsUsed: chosen.map(({ word_key }) => word_key),
        });
      });
      return presentGeneration(
        { ...row, author_username: user.username },
        plan.words.map(({ word }) => word),
        false,
      );
    },

    async listOwn(userId: string, query: ListGenerationsQuery): Promise<GenerationPage> {
      const after =
        query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor, RECENT, createdAtSchema);
      const rows = await generations.pageOwn({
        userId,
        wordKey: query.word?.toLowerCase(),
        limit: query.limit,
        after,
      });
      const page = slicePage(rows, query.limit, RECENT, (row) => ({ value: row.created_at, id: row.id }));
      return {
        generations: await present(page.rows, userId),
        nextCursor: page.nextCursor,
        hasMore: page.hasMore,
      };
    },

    async get(id: string, viewerId: string | null): Promise<Generation> {
      return presentOne(await findVisible(id, viewerId), viewerId);
    },

    /** Visible generations sharing words with this one (itself visible to the caller), best overlap first. */
    async related(id: string, viewerId: string | null, limit: number): Promise<Generation[]> {
      const record = await findVisible(id, viewerId);
      const keys = ((await generations.wordsOf([record.id])).get(record.id) ?? []).map(
        ({ word_key }) => word_key,
      );
      return this.listByIds(await generations.related(record.id, keys, viewerId, limit), viewerId);
    },

    /** These generations in this order, as `viewerId` sees them; ids not found are left out. */
    async listByIds(ids: string[], viewerId: string | null): Promise<Generation[]> {
      return present(inOrder(ids, await generations.findVisibleByIds(ids, viewerId)), viewerId);
    },

    async setPublic(userId: string, id: string, isPublic: boolean): Promise<Generation> {
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

export type GenerationsService = ReturnType<typeof createGenerationsService>;
