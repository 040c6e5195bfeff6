import type { ReadingStats, ReadingStatus, ReadingToken } from '@contract';
import type { Dictionary } from '../dictionary';
import { standingsReader, type WordStanding } from './lemmatise';
import type { LearnerKey, ReadingRepository } from './repository';
import { textWords } from './tokenise';

export interface ReadingServiceDeps {
  reading: ReadingRepository;
  dictionary: Dictionary;
}

export interface ReadText {
  tokens: ReadingToken[];
  stats: ReadingStats;
}

/** A text as the learner reads it: each word with its dictionary form, their card for it, its book and rank. */
export function createReadingService({ reading, dictionary }: ReadingServiceDeps) {
  const standingsOf = standingsReader(dictionary);

  return {
    async read(userId: string, text: string): Promise<ReadText> {
      const words = textWords(text);
      const standings = standingsOf(new Set(words.map((word) => word.key)));
      const owned = await ownedLemmas(userId, standings);

      const tokens = words.map(({ text, key, start, end }): ReadingToken => {
        const { lemma, level, frequencyRank } = standings.get(key)!;
        const mine = owned.get(lemma);
        return {
          text,
          start,
          end,
          lemma,
          wordId: mine?.wordId ?? null,
          status: statusOf(mine),
          level,
          frequencyRank,
        };
      });
      return { tokens, stats: statsOf(tokens) };
    },
  };

  /*
   * The learner's word for each lemma: the lemma itself ('go'), else a form of it they saved as written
   * ('went': a typed form keeps its spelling, words/new-word.ts). One read for every key of the text.
   */
  async function ownedLemmas(userId: string, standings: Map<string, WordStanding>) {
    const keys = new Set<string>();
    for (const [key, { lemma }] of standings) keys.add(key).add(lemma);
    const byKey = new Map<string, LearnerKey>();
    for (const row of await reading.learnerKeys(userId, [...keys])) {
      // A word in the list wins over the same word known outside it: it has an id to open.
      if (!byKey.get(row.key)?.wordId) byKey.set(row.key, row);
    }
    const owned = new Map<string, LearnerKey>();
    for (const { lemma } of standings.values()) {
      const row = byKey.get(lemma);
      if (row) owned.set(lemma, row);
    }
    for (const [key, { lemma }] of standings) {
      const row = byKey.get(key);
      if (row && !owned.has(lemma)) owned.set(lemma, row);
    }
    return owned;
  }
}

export type ReadingService = ReturnType<typeof createReadingService>;

/** The card's state as a reader sees it: relearning is learning; "I know this" (is_new 2) is known. */
function statusOf(owned: LearnerKey | undefined): ReadingStatus {
  if (owned === undefined) return 'unlisted';
  if (owned.isNew === 2 || owned.state === 'known') return 'known';
  if (owned.state === 'review') return 'review';
  if (owned.state === 'learning' || owned.state === 'relearning') return 'learning';
  return 'new';
}

/** Counts over distinct lemmas, except `words`, which counts every token. */
function statsOf(tokens: ReadingToken[]): ReadingStats {
  const lemmas = new Map<string, ReadingToken>();
  for (const token of tokens) if (!lemmas.has(token.lemma)) lemmas.set(token.lemma, token);
  const byLevel: Record<string, number> = {};
  let unlisted = 0;
  for (const { level, status } of lemmas.values()) {
    if (status === 'unlisted') unlisted++;
    if (level !== null) byLevel[level] = (byLevel[level] ?? 0) + 1;
  }
  return { words: tokens.length, unique: lemmas.size, unlisted, byLevel };
}
