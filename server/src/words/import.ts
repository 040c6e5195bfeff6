import { wordTextSchema, type Word } from '@contract';
import type { Dictionary } from '../dictionary';
import type { RunInTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { toNewWord, toWordRow } from './new-word';
import { presentWord } from './present';
import { questionSpelling } from './spelling-check';
import type { WordRow, WordsRepository } from './repository';
import type { NewWordCards } from './review-cards';
import { takeTurns } from '../lib/take-turns';

export interface ImportReport {
  added: Word[];
  duplicates: string[];
  misspelled: Array<{ word: string; suggestions: string[] }>;
  invalid: string[];
}

/** One entry of a list to import: POST /api/words/import's items, or what a file import read. */
export interface ImportItem {
  word: string;
  definition?: string;
  translation?: string;
  /** The sentence the word was met in (a Kindle lookup's usage), and where. */
  context?: { sentence: string; source?: string | null };
}

export interface ImportList {
  words: ImportItem[];
  force?: boolean;
  /** Where the words come from (contract wordSourceSchema): 'import' for a file; 'own' when not said. */
  source?: string;
}

export interface ImportWordsDeps {
  words: WordsRepository;
  reviewCards: NewWordCards;
  transaction: RunInTransaction;
  dictionary: Dictionary;
  clock: Clock;
}

/*
 * Misspelled words of one import that get suggestions; the rest are reported without. Each suggestion is a
 * few hundred microseconds of index seeks, so a list of 500 gibberish words held the event loop for 0.5 s;
 * a list that long is not a list of typos, and the learner can still force it in. A rare real word past
 * the limit still names the common words near it: finding them is what questioned it.
 */
const SUGGESTED_WORDS = 100;
/* Rows per INSERT: well under both dialects' limits on bound parameters. */
const INSERT_CHUNK = 100;

/**
 * POST /api/words/import (an extension for pasting or uploading a list): every item passes the rules of
 * POST /api/words, but a failing item is reported instead of failing the others. The accepted words are
 * written in one transaction; a word added meanwhile by another request counts as a duplicate.
 */
export function createWordImporter({ words, reviewCards, transaction, dictionary, clock }: ImportWordsDeps) {
  /* Each new word with its review card, all in one transaction; a word added meanwhile is left out. */
  function insertAll(rows: WordRow[]): Promise<Set<string>> {
    return transaction(async (trx) => {
      const ids = new Set<string>();
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const part = rows.slice(start, start + INSERT_CHUNK);
        const inserted = await words.insertNew(trx, part);
        await reviewCards.addNewCards(
          trx,
          part.filter((row) => inserted.has(row.id)),
        );
        for (const id of inserted) ids.add(id);
      }
      return ids;
    });
  }

  return async function importWords(userId: string, input: ImportList): Promise<ImportReport> {
    const report: ImportReport = { added: [], duplicates: [], misspelled: [], invalid: [] };
    const createdAt = clock().toISOString();
    const candidates = new Map<string, WordRow>();
    // Every word is looked up in the dictionary: 500 of them take the event loop in turns with other requests.
    const turn = takeTurns();
    for (const item of input.words) {
      await turn();
      const parsed = wordTextSchema.safeParse(item.word);
      if (!parsed.success) {
        report.invalid.push(item.word);
        continue;
      }
      const newWord = toNewWord(parsed.data, dictionary);
      if (candidates.has(newWord.key)) {
        report.duplicates.push(newWord.word);
        continue;
      }
      const { definition, translation, context } = item;
      const given = { definition, translation, context, source: input.source };
      candidates.set(newWord.key, toWordRow(userId, newWord, given, createdAt));
    }

    const existing = await words.existingKeys(userId, [...candidates.keys()]);
    const accepted: WordRow[] = [];
    for (const row of candidates.values()) {
      if (existing.has(row.word_key)) {
        report.duplicates.push(row.word);
        continue;
      }
      const suggest = report.misspelled.length < SUGGESTED_WORDS;
      const suggestions = input.force ? null : questionSpelling(dictionary, row.word, { suggest });
      if (suggestions === null) accepted.push(row);
      else report.misspelled.push({ word: row.word, suggestions });
      await turn();
    }

    const inserted = accepted.length === 0 ? new Set<string>() : await insertAll(accepted);
    for (const row of accepted) {
      if (inserted.has(row.id)) report.added.push(presentWord(row));
      else report.duplicates.push(row.word);
    }
    return report;
  };
}
