import type { JSONSchema7 } from 'ai';
import { CHECK_ISSUE_TYPES } from '@contract';

/*
 * The JSON Schemas sent to providers as the structured-output format. They are written by hand in the
 * subset every provider's strict mode accepts (all fields required, no additionalProperties, no length
 * or range keywords); the answer is then validated against the contract's zod schemas, which are stricter.
 */

const text: JSONSchema7 = { type: 'string' };

const generationFormat: JSONSchema7 = {
  type: 'object',
  properties: {
    sentence: text,
    translation: { type: ['string', 'null'] },
    grammarExplanation: text,
    grammarPoints: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: text, explanation: text },
        required: ['title', 'explanation'],
        additionalProperties: false,
      },
    },
  },
  required: ['sentence', 'translation', 'grammarExplanation', 'grammarPoints'],
  additionalProperties: false,
};

const offset: JSONSchema7 = { type: ['integer', 'null'] };

const checkFormat: JSONSchema7 = {
  type: 'object',
  properties: {
    correctedSentence: text,
    isCorrect: { type: 'boolean' },
    score: { type: 'number' },
    explanation: text,
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: [...CHECK_ISSUE_TYPES] },
          original: text,
          suggestion: text,
          explanation: text,
          start: offset,
          end: offset,
        },
        required: ['type', 'original', 'suggestion', 'explanation', 'start', 'end'],
        additionalProperties: false,
      },
    },
  },
  required: ['correctedSentence', 'isCorrect', 'score', 'explanation', 'issues'],
  additionalProperties: false,
};

export const GENERATION_FORMAT_NAME = 'sentence_generation';
export const CHECK_FORMAT_NAME = 'sentence_check';

/*
 * The parsing is ours (engine/validate.ts): the output spec only carries the response format. The SDK
 * is loaded with the first model call (providers.ts).
 */
async function outputSpec(format: JSONSchema7, name: string) {
  const { jsonSchema, Output } = await import('ai');
  return Output.object({ schema: jsonSchema<unknown>(format), name });
}
export const generationOutput = () => outputSpec(generationFormat, GENERATION_FORMAT_NAME);
export const checkOutput = () => outputSpec(checkFormat, CHECK_FORMAT_NAME);

export { checkFormat, generationFormat };
