import { z } from 'zod';
import type { Generation } from '@contract';
import { presentPublished } from '../published';
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
    ...presentPublished(record, likedByMe),
  };
}
