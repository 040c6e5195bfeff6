import { randomUUID } from 'node:crypto';
import type { GenerateRequest, Generation, GenerationOutput } from '@contract';
import { AiAbortedError, type AiEngine, type AiRunOptions } from '../ai';
import type { Learner } from '../auth';
import type { Clock } from '../lib/clock';
import type { RunInTransaction } from '../db/transaction';
import { errors } from '../lib/errors';
import {
  createPublishedItems,
  type ListGenerationsQuery,
  newPublishedColumns,
  planPublishing,
  type PublishedService,
  type PublishingPlan,
} from '../published';
import type { StatisticsRepository } from '../statistics';
import type { WordRow, WordsRepository } from '../words';
import { presentGeneration } from './present';
import type { GenerationRecord, GenerationsRepository } from './repository';

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
export interface GenerationPlan extends PublishingPlan {
  user: Learner;
  /** The learner's words, in the order chosen. */
  words: WordRow[];
}

export interface GenerationPage {
  generations: Generation[];
  nextCursor: string | null;
  hasMore: boolean;
}

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
  const items = createPublishedItems<GenerationRecord, Generation>({
    published,
    reads: generations,
    async present(records, liked) {
      const [wordsById, likedByViewer] = await Promise.all([
        generations.wordsOf(records.map((record) => record.id)),
        liked,
      ]);
      return records.map((record) =>
        presentGeneration(
          record,
          (wordsById.get(record.id) ?? []).map(({ word }) => word),
          likedByViewer.has(record.id),
        ),
      );
    },
  });

  return {
    ...items.actions,

    /** Every word must be in the caller's list: another user's word answers like a deleted one (404). */
    async plan(user: Learner, request: GenerateRequest): Promise<GenerationPlan> {
      // Past today's platform calls the answer is a 429 before anything starts (streamed or not).
      await engine.assertDailyQuota({ userId: user.id, timeZone: user.preferences.timeZone });
      const ids = [...new Set(request.wordIds)];
      const found = new Map((await words.findByIds(user.id, ids)).map((word) => [word.id, word]));
      const chosen = ids.flatMap((id) => {
        const word = found.get(id);
        return word ? [word] : [];
      });
      if (chosen.length !== ids.length) throw errors.notFound('generations.wordsNotFound');
      return { user, words: chosen, ...planPublishing(user, request, user.preferences.showInCommunity) };
    },

    /** Asks the AI, then saves the generation and counts the words' use; nothing is saved on failure or abort. */
    async create(plan: GenerationPlan, options: AiRunOptions<GenerationOutput>): Promise<Generation> {
      const { user, settings } = plan;
      const result = await engine.generateSentence(
        { userId: user.id, timeZone: user.preferences.timeZone },
        { ...settings, words: plan.words.map(({ word }) => word) },
        options,
      );
      // The learner went away while the answer came in: they asked for nothing to be kept.
      if (options.signal.aborted) throw new AiAbortedError();
      const item = newPublishedColumns(randomUUID(), user, result, plan, clock().toISOString());
      const own = {
        id: item.id,
        sentence: result.output.sentence,
        // Kept whatever the explanation language: "English only" is about explanations (issue 48).
        translation: result.output.translation,
        grammar_explanation: result.output.grammarExplanation,
        grammar_points: JSON.stringify(result.output.grammarPoints),
      };
      const chosen = plan.words.map((word, position) => ({
        generation_id: item.id,
        word_id: word.id,
        word: word.word,
        word_key: word.word_key,
        position,
      }));
      // The generation, its words' usage counts and the statistics: all or nothing.
      await transaction(async (trx) => {
        await published.insert(trx, item);
        await generations.insert(trx, own);
        const used = await words.addUsage(
          trx,
          user.id,
          plan.words.map(({ id }) => id),
        );
        await generations.insertWords(trx, chosen, used);
        await statistics.record(trx, {
          userId: user.id,
          generation: { total: 1, public: item.is_public },
          wordsUsed: chosen.map(({ word_key }) => word_key),
        });
      });
      await published.created(item);
      return presentGeneration(
        { ...item, ...own, author_username: user.username },
        plan.words.map(({ word }) => word),
        false,
      );
    },

    async listOwn(userId: string, query: ListGenerationsQuery): Promise<GenerationPage> {
      const page = await items.ownPage(userId, query, (after) =>
        generations.pageOwn({ userId, wordKey: query.word?.toLowerCase(), limit: query.limit, after }),
      );
      return { generations: page.rows, nextCursor: page.nextCursor, hasMore: page.hasMore };
    },

    /** Visible generations sharing words with this one (itself visible to the caller), best overlap first. */
    async related(id: string, viewerId: string | null, limit: number): Promise<Generation[]> {
      const record = await items.findVisible(id, viewerId);
      const keys = ((await generations.wordsOf([record.id])).get(record.id) ?? []).map(
        ({ word_key }) => word_key,
      );
      return items.listByIds(await generations.related(record.id, keys, viewerId, limit), viewerId);
    },
  };
}

export type GenerationsService = ReturnType<typeof createGenerationsService>;
