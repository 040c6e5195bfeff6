import type { ReadingResponse, ReadingStatus, ReadingToken } from '@contract';
import { jsonResponse } from '../../test/fixtures';

/** What the server knows of a word: its dictionary form, the learner's status, its book and rank. */
export interface WordFacts {
  lemma?: string;
  status?: ReadingStatus;
  level?: string | null;
  frequencyRank?: number | null;
  wordId?: string | null;
}

/**
 * The tokens POST /reading answers for `text`, one per word as the server cuts them (UTF-16 offsets),
 * with the facts given for a word (lower-cased) and, for the others, an unlisted word in no book.
 */
export function tokensOf(text: string, facts: Record<string, WordFacts> = {}): ReadingToken[] {
  return [...text.matchAll(/[A-Za-z]+(?:'[A-Za-z]+)*/g)].map((match) => {
    const key = match[0].toLowerCase();
    const fact = facts[key] ?? {};
    return {
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
      lemma: fact.lemma ?? key,
      wordId: fact.wordId ?? null,
      status: fact.status ?? 'unlisted',
      level: fact.level ?? null,
      frequencyRank: fact.frequencyRank ?? null,
    };
  });
}

export function aReading(tokens: ReadingToken[]): ReadingResponse {
  const lemmas = new Set(tokens.map((token) => token.lemma));
  const unlisted = new Set(tokens.filter((token) => token.status === 'unlisted').map((token) => token.lemma));
  const byLevel: Record<string, number> = {};
  const counted = new Set<string>();
  for (const token of tokens) {
    if (token.level === null || counted.has(token.lemma)) continue;
    counted.add(token.lemma);
    byLevel[token.level] = (byLevel[token.level] ?? 0) + 1;
  }
  return {
    success: true,
    tokens,
    stats: { words: tokens.length, unique: lemmas.size, unlisted: unlisted.size, byLevel },
  };
}

export const readingAnswer = (tokens: ReadingToken[]) => jsonResponse(aReading(tokens));
