import type {
  AddWordRequest,
  DictionaryEntryResponse,
  ListWordsQuery,
  RandomWordsQuery,
  UpdateWordRequest,
  Word,
  WordStats,
} from '@contract';
import { uniqueViolation } from '../db/constraint-errors';
import type { Dictionary } from '../dictionary';
import type { RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { cacheTags, clockSecond, type ReadCache } from '../lib/read-cache';
import { slicePage } from '../lib/keyset-page';
import { cursorOrder, decodeCursor } from './cursor';
import { toWordsCsv } from './csv';
import { editWord } from './edit-word';
import { writeAnkiPackage } from './apkg/anki-package';
import { createWordImporter, type ImportList, type ImportReport } from './import';
import { normalizeSearch, toNewWord, toWordRow } from './new-word';
import { asPartOfSpeech, presentListedWord, presentWord } from './present';
import { sortValue, type WordsRepository } from './repository';
import type { NewWordCards } from './review-cards';
import { questionSpelling } from './spelling-check';

export interface WordsServiceDeps {
  words: WordsRepository;
  /** Every new word gets its review card in the transaction that saves it. */
  reviewCards: NewWordCards;
  transaction: RunInTransaction;
  dictionary: Dictionary;
  clock: Clock;
  /** The learner's list pages, kept under the learner's tag, which each of their writes invalidates. */
  readCache: ReadCache;
}

export interface WordPage {
  words: Word[];
  total: number;
  nextCursor: string | null;
  hasMore: boolean;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A learner's vocabulary list: adding with the dictionary's help, listing, and the Words screen's extras. */
export function createWordsService({
  words,
  reviewCards,
  transaction,
  dictionary,
  clock,
  readCache,
}: WordsServiceDeps) {
  const importWords = createWordImporter({ words, reviewCards, transaction, dictionary, clock });

  /*
   * Once a write has committed, and before it answers: the learner's own pages (the word list, whose rows
   * carry their review card, and the review queue) are read again, on every instance. A word moves none
   * of the site's numbers (statistics/service.ts site(): generations, checks, the words generations used,
   * learners with items), so no other tag.
   */
  const learnerPagesChanged = (userId: string) => readCache.invalidate([cacheTags.learner(userId)]);

  async function readPage(userId: string, query: ListWordsQuery, now: Date): Promise<WordPage> {
    const filter = {
      userId,
      search: query.search === undefined ? undefined : normalizeSearch(query.search),
      partOfSpeech: query.partOfSpeech,
      review: query.review && { filter: query.review, now: now.toISOString() },
    };
    const searching = filter.search !== undefined;
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort, searching);
    const total = await words.count(filter);
    // A search reads every row of the list to count; a second pass to find no rows is not needed.
    const rows =
      total === 0 ? [] : await words.page({ ...filter, sort: query.sort, limit: query.limit, after });
    const page = slicePage(rows, query.limit, cursorOrder(query.sort, searching), (row) => ({
      value: sortValue(row, query.sort, searching),
      id: row.id,
    }));
    return {
      words: page.rows.map(presentListedWord),
      total,
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
    };
  }

  return {
    async importWords(userId: string, input: ImportList): Promise<ImportReport> {
      const report = await importWords(userId, input);
      if (report.added.length > 0) await learnerPagesChanged(userId);
      return report;
    },

    async add(userId: string, input: AddWordRequest): Promise<Word> {
      const newWord = toNewWord(input.word, dictionary);
      // The duplicate answer comes first: a word already in the list was accepted once, spelled so.
      if ((await words.existingKeys(userId, [newWord.key])).size > 0) {
        throw errors.conflict('errors.wordExists');
      }
      const suggestions = input.force ? null : questionSpelling(dictionary, newWord.word);
      if (suggestions !== null) throw errors.spellingSuggestion(suggestions);
      // A word given with the sentence it was met in comes from the learner's reading.
      const source = input.context ? 'reading' : undefined;
      const row = toWordRow(userId, newWord, { ...input, source }, clock().toISOString());
      try {
        await transaction(async (trx) => {
          await words.insert(trx, row);
          await reviewCards.addNewCards(trx, [row]);
        });
      } catch (error) {
        // Two tabs adding the same word at once: the UNIQUE constraint decides, the loser gets a 409.
        if (uniqueViolation(error) !== null) throw errors.conflict('errors.wordExists');
        throw error;
      }
      await learnerPagesChanged(userId);
      return presentWord(row);
    },

    /** A page of the learner's list, read through the read cache (a review filter's for this second). */
    list(userId: string, query: ListWordsQuery): Promise<WordPage> {
      const now = clock();
      const moment = query.review ? `:${clockSecond(now)}` : '';
      return readCache.get(
        `words:${userId}:${JSON.stringify(query)}${moment}`,
        [cacheTags.learner(userId)],
        () => readPage(userId, query, now),
      );
    },

    async get(userId: string, id: string): Promise<Word> {
      const row = await words.findById(userId, id);
      if (!row) throw errors.notFound('errors.wordNotFound');
      return presentWord(row);
    },

    /** The learner's own meaning replaces the dictionary's; another user's word answers like a missing one. */
    async update(userId: string, id: string, edit: UpdateWordRequest): Promise<Word> {
      const edited = await transaction(async (trx) => {
        const row = await words.lockForEdit(trx, userId, id);
        if (!row) return undefined;
        const next = editWord(row, edit);
        await words.saveEdit(trx, next);
        return next;
      });
      if (!edited) throw errors.notFound('errors.wordNotFound');
      await learnerPagesChanged(userId);
      return presentWord(edited);
    },

    /** Another user's word answers exactly like a missing one. Its card goes with it (ON DELETE CASCADE). */
    async delete(userId: string, id: string): Promise<void> {
      if (!(await words.delete(userId, id))) throw errors.notFound('errors.wordNotFound');
      await learnerPagesChanged(userId);
    },

    async stats(userId: string): Promise<WordStats> {
      const since = new Date(clock().getTime() - WEEK_MS).toISOString();
      const [totals, parts] = await Promise.all([
        words.totals(userId, since),
        words.countByPartOfSpeech(userId),
      ]);
      const byPartOfSpeech: WordStats['byPartOfSpeech'] = {};
      for (const { partOfSpeech, count } of parts) {
        const part = asPartOfSpeech(partOfSpeech);
        if (part) byPartOfSpeech[part] = count;
      }
      return {
        totalWords: totals.words,
        totalUsage: totals.usage,
        byPartOfSpeech,
        addedThisWeek: totals.addedSince,
      };
    },

    partsOfSpeech(userId: string): Promise<string[]> {
      return words.partsOfSpeech(userId);
    },

    async random(userId: string, { count, partOfSpeech }: RandomWordsQuery): Promise<Word[]> {
      // The database picks which words, not in which order: shuffle them.
      return pickRandom(await words.random({ userId, partOfSpeech }, count), count).map(presentWord);
    },

    lookup(word: string): DictionaryEntryResponse {
      const entry = dictionary.lookupInFull(word);
      if (!entry) throw errors.notFound('errors.notInDictionary');
      return { ...entry, exchanges: { ...entry.exchanges } };
    },

    async exportCsv(userId: string): Promise<string> {
      return toWordsCsv(await words.all(userId));
    },

    async exportAnkiPackage(userId: string): Promise<Buffer> {
      return writeAnkiPackage(await words.all(userId), dictionary, clock());
    },
  };
}

/** `count` distinct items in random order (a partial Fisher–Yates shuffle of a copy). */
export function pickRandom<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const take = Math.min(count, pool.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, take);
}

export type WordsService = ReturnType<typeof createWordsService>;
