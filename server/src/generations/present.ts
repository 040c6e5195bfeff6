import { z } from 'zod';
import {
  ENGLISH_VARIETIES,
  GRAMMAR_LANGUAGES,
  type EnglishVariety,
  type Generation,
  type GrammarLanguage,
} from '@contract';
import type { GenerationRecord } from './repository';

const grammarPointsSchema = z.array(z.object({ title: z.string(), explanation: z.string() }));

/** The generation as the API shows it; `likedByMe` is false for guests. */
export function presentGeneration(record: GenerationRecord, words: string[], likedByMe: boolean): Generation {
  return {
    id: record.id,
    words,
    sentence: record.sentence,
    translation: record.translation,
    grammarExplanation: record.grammar_explanation,
    grammarPoints: grammarPointsSchema.parse(JSON.parse(record.grammar_points)),
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

export function asGrammarLanguage(value: string): GrammarLanguage {
  return GRAMMAR_LANGUAGES.find((language) => language === value) ?? 'bilingual';
}

/** The learner's English variety as stored; American for anything else. */
export function asEnglishVariety(value: string | undefined): EnglishVariety {
  return ENGLISH_VARIETIES.find((variety) => variety === value) ?? 'american';
}
