import type { z } from 'zod';
import { aiModelsResponseSchema } from './ai';
import {
  apiKeyStatusResponseSchema,
  publicKeyResponseSchema,
  testApiKeyResponseSchema,
  updateApiKeyResponseSchema,
} from './api-keys';
import {
  authResponseSchema,
  forgotPasswordResponseSchema,
  userResponseSchema,
  verifyResetCodeResponseSchema,
} from './auth';
import {
  bookWordsResponseSchema,
  booksResponseSchema,
  markKnownResponseSchema,
  planResponseSchema,
  plansResponseSchema,
} from './books';
import { checkListResponseSchema, checkResponseSchema, similarChecksResponseSchema } from './checks';
import {
  deleteAllResponseSchema,
  deleteContentResponseSchema,
  learnerStatisticsResponseSchema,
  likeResponseSchema,
  publicStatsResponseSchema,
  siteStatisticsResponseSchema,
} from './community';
import { healthResponseSchema, publicConfigSchema } from './config';
import { messageResponseSchema } from './envelope';
import { readingResponseSchema } from './reading';
import { wordFileImportResponseSchema } from './word-files';
import {
  generationListResponseSchema,
  generationResponseSchema,
  relatedGenerationsResponseSchema,
} from './generations';
import {
  drillAnswerResponseSchema,
  drillsResponseSchema,
  leechesResponseSchema,
  writeSentenceResponseSchema,
} from './practice';
import {
  mistakesResponseSchema,
  mistakeStatsResponseSchema,
  reviewQueueResponseSchema,
  reviewRateResponseSchema,
  reviewStatsResponseSchema,
} from './review';
import {
  fitParametersResponseSchema,
  forecastResponseSchema,
  resetParametersResponseSchema,
  reviewParametersResponseSchema,
} from './schedule';
import {
  dictionaryLookupResponseSchema,
  importWordsResponseSchema,
  partsOfSpeechResponseSchema,
  wordListResponseSchema,
  wordResponseSchema,
  wordsResponseSchema,
  wordStatsResponseSchema,
} from './words';

/**
 * The JSON success answer of each call under /api, by `METHOD /path` (`:name` for a path parameter).
 * The server declares these on its routes; the web client checks what it receives against them in
 * development and tests. Downloads (CSV, the export file) and NDJSON streams are not here.
 */
export const API_ANSWERS = {
  'GET /health': healthResponseSchema,
  'GET /config': publicConfigSchema,
  'POST /auth/register': authResponseSchema,
  'POST /auth/login': authResponseSchema,
  'GET /auth/me': userResponseSchema,
  'PUT /auth/profile': userResponseSchema,
  'PUT /auth/preferences': userResponseSchema,
  'PUT /auth/font-settings': userResponseSchema,
  'POST /auth/forgot-password': forgotPasswordResponseSchema,
  'POST /auth/verify-reset-code': verifyResetCodeResponseSchema,
  'POST /auth/reset-password': messageResponseSchema,
  'GET /auth/public-key': publicKeyResponseSchema,
  'GET /auth/api-key-status': apiKeyStatusResponseSchema,
  'PUT /auth/api-key': updateApiKeyResponseSchema,
  'POST /auth/test-api-key': testApiKeyResponseSchema,
  'GET /reminders/unsubscribe': messageResponseSchema,
  'GET /words': wordListResponseSchema,
  'POST /words': wordResponseSchema,
  'POST /words/import': importWordsResponseSchema,
  'POST /words/import/file': wordFileImportResponseSchema,
  'POST /reading': readingResponseSchema,
  'GET /words/stats': wordStatsResponseSchema,
  'GET /words/parts-of-speech': partsOfSpeechResponseSchema,
  'GET /words/random': wordsResponseSchema,
  'GET /words/lookup': dictionaryLookupResponseSchema,
  'GET /words/:id': wordResponseSchema,
  'PUT /words/:id': wordResponseSchema,
  'DELETE /words/:id': messageResponseSchema,
  'GET /ai/models': aiModelsResponseSchema,
  'POST /generate': generationResponseSchema,
  'GET /generations': generationListResponseSchema,
  'GET /generations/public': generationListResponseSchema,
  'GET /generations/public/stats': publicStatsResponseSchema,
  'DELETE /generations/all': deleteAllResponseSchema,
  'GET /generations/:id': generationResponseSchema,
  'GET /generations/:id/related': relatedGenerationsResponseSchema,
  'POST /generations/:id/like': likeResponseSchema,
  'PUT /generations/:id/privacy': generationResponseSchema,
  'DELETE /generations/:id': messageResponseSchema,
  'POST /check': checkResponseSchema,
  'GET /checks': checkListResponseSchema,
  'GET /checks/public': checkListResponseSchema,
  'GET /checks/public/stats': publicStatsResponseSchema,
  'DELETE /checks/all': deleteAllResponseSchema,
  'GET /checks/:id': checkResponseSchema,
  'GET /checks/:id/similar': similarChecksResponseSchema,
  'POST /checks/:id/like': likeResponseSchema,
  'PUT /checks/:id/privacy': checkResponseSchema,
  'DELETE /checks/:id': messageResponseSchema,
  'GET /statistics': siteStatisticsResponseSchema,
  'GET /statistics/me': learnerStatisticsResponseSchema,
  'DELETE /content': deleteContentResponseSchema,
  'GET /review/queue': reviewQueueResponseSchema,
  'GET /review/stats': reviewStatsResponseSchema,
  'POST /review/:wordId': reviewRateResponseSchema,
  'DELETE /review/:wordId/ratings/:reviewId': reviewRateResponseSchema,
  'POST /review/:wordId/known': reviewRateResponseSchema,
  'DELETE /review/:wordId/known': reviewRateResponseSchema,
  'POST /review/:wordId/sentence': writeSentenceResponseSchema,
  'GET /review/leeches': leechesResponseSchema,
  'POST /review/:wordId/suspend': reviewRateResponseSchema,
  'DELETE /review/:wordId/suspend': reviewRateResponseSchema,
  'GET /review/forecast': forecastResponseSchema,
  'GET /review/parameters': reviewParametersResponseSchema,
  'POST /review/parameters': fitParametersResponseSchema,
  'DELETE /review/parameters': resetParametersResponseSchema,
  'GET /books': booksResponseSchema,
  'GET /books/:id/words': bookWordsResponseSchema,
  'POST /plans': planResponseSchema,
  'GET /plans': plansResponseSchema,
  'PUT /plans/:bookId': planResponseSchema,
  'DELETE /plans/:bookId': messageResponseSchema,
  'POST /plans/:bookId/known': markKnownResponseSchema,
  'GET /mistakes': mistakesResponseSchema,
  'GET /mistakes/stats': mistakeStatsResponseSchema,
  'GET /mistakes/drills': drillsResponseSchema,
  'POST /mistakes/drills/:id': drillAnswerResponseSchema,
} as const satisfies Record<string, z.ZodType>;

export type ApiCall = keyof typeof API_ANSWERS;

const MATCHERS = Object.entries(API_ANSWERS).map(([call, schema]) => {
  const [method, path] = call.split(' ') as [string, string];
  // Static segments win over parameters (/generations/public is not an id), as in the server's router.
  const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
  return { method, pattern, schema, parameters: (path.match(/:/g) ?? []).length };
});
MATCHERS.sort((a, b) => a.parameters - b.parameters);

/** The success schema of a request to `path` (under /api, without its query), or undefined. */
export function answerSchemaOf(method: string, path: string): z.ZodType | undefined {
  const bare = path.split('?')[0] ?? path;
  return MATCHERS.find((matcher) => matcher.method === method && matcher.pattern.test(bare))?.schema;
}
