import type { PublishedItemColumns } from '../db/tables';
import { asGrammarLanguage } from '../lib/stored-preferences';

/*
 * Generations and sentence checks are both published items: made with an AI call, public or private,
 * liked, listed in feeds. This is the part of their answers they share.
 */

/** The columns every published item has, with the author's name joined. */
export type PublishedRecord = Omit<PublishedItemColumns, 'id' | 'user_id' | 'hot_score'> & {
  author_username: string;
};

/** The shared fields as the API shows them; `likedByMe` is false for guests. */
export function presentPublished(record: PublishedRecord, likedByMe: boolean) {
  return {
    reasoning: record.reasoning,
    model: record.model,
    provider: record.provider,
    grammarLanguage: asGrammarLanguage(record.grammar_language),
    isPublic: record.is_public === 1,
    likes: record.likes,
    likedByMe,
    author: { username: record.author_username },
    createdAt: record.created_at,
  };
}
