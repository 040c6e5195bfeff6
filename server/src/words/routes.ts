import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANKI_PACKAGE_TYPE,
  addWordSchema,
  dictionaryLookupResponseSchema,
  importWordsResponseSchema,
  importWordsSchema,
  listWordsQuerySchema,
  lookupWordQuerySchema,
  messageResponseSchema,
  partsOfSpeechResponseSchema,
  randomWordsQuerySchema,
  updateWordSchema,
  wordIdParamsSchema,
  wordListResponseSchema,
  wordResponseSchema,
  WORDS_ANKI_FILENAME,
  WORDS_EXPORT_FILENAME,
  wordsExportQuerySchema,
  wordsResponseSchema,
  wordStatsResponseSchema,
} from '@contract';
import { z } from 'zod';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
import { sendCached } from '../lib/cached-answer';
import { localize } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import { wordFileRoutes } from './import-formats/routes';
import type { WordsService } from './service';

export interface WordsRoutesDeps {
  words: WordsService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/** /api/words: the signed-in user's vocabulary list. Every call needs a session; guests get 401. */
export function wordsRoutes({ words, authenticate, limiter }: WordsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get(
      '/words',
      { schema: { querystring: listWordsQuerySchema, response: answers({ 200: wordListResponseSchema }) } },
      async (request, reply) => {
        const page = await words.list(currentUser(request).id, request.query);
        return sendCached(request, reply, page, () => ok(page));
      },
    );

    app.post(
      '/words',
      { schema: { body: addWordSchema, response: answers({ 201: wordResponseSchema }) } },
      async (request, reply) => {
        const word = await words.add(currentUser(request).id, request.body);
        return reply.code(201).send(ok({ word, message: localize(request, 'success.wordAdded') }));
      },
    );

    // Add a whole list at once, with a report of what was not added.
    app.post(
      '/words/import',
      { schema: { body: importWordsSchema, response: answers({ 200: importWordsResponseSchema }) } },
      async (request) => {
        await limiter.consume([['importWordsPerUser', currentUser(request).id]]);
        const report = await words.importWords(currentUser(request).id, request.body);
        const counts = { added: report.added.length, total: request.body.words.length };
        return ok({ ...report, message: localize(request, 'success.wordsImported', counts) });
      },
    );

    // A file of words from Kindle, 有道, 欧路, Anki or a list (multipart, parsed by this plugin only).
    await app.register(wordFileRoutes({ importWords: words.importWords, limiter }));

    // The list as a spreadsheet download, or as an Anki package.
    const exportAnswer = {
      content: {
        'text/csv': { schema: z.string() },
        [ANKI_PACKAGE_TYPE]: { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) },
      },
    };
    app.get(
      '/words/export',
      { schema: { querystring: wordsExportQuerySchema, response: answers({ 200: exportAnswer }) } },
      async (request, reply) => {
        if (request.query.format === 'apkg') {
          const apkg = await words.exportAnkiPackage(currentUser(request).id);
          return reply
            .type(ANKI_PACKAGE_TYPE)
            .header('content-disposition', `attachment; filename="${WORDS_ANKI_FILENAME}"`)
            .header('cache-control', 'no-store')
            .send(apkg);
        }
        const csv = await words.exportCsv(currentUser(request).id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${WORDS_EXPORT_FILENAME}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.get(
      '/words/stats',
      { schema: { response: answers({ 200: wordStatsResponseSchema }) } },
      async (request) => ok({ stats: await words.stats(currentUser(request).id) }),
    );

    app.get(
      '/words/parts-of-speech',
      { schema: { response: answers({ 200: partsOfSpeechResponseSchema }) } },
      async (request) => ok({ partsOfSpeech: await words.partsOfSpeech(currentUser(request).id) }),
    );

    app.get(
      '/words/random',
      { schema: { querystring: randomWordsQuerySchema, response: answers({ 200: wordsResponseSchema }) } },
      async (request) => ok({ words: await words.random(currentUser(request).id, request.query) }),
    );

    app.get(
      '/words/lookup',
      {
        schema: {
          querystring: lookupWordQuerySchema,
          response: answers({ 200: dictionaryLookupResponseSchema }),
        },
      },
      async (request) => ok({ entry: words.lookup(request.query.word) }),
    );

    // Extension: one word by id, for a client that links to it.
    app.get(
      '/words/:id',
      { schema: { params: wordIdParamsSchema, response: answers({ 200: wordResponseSchema }) } },
      async (request) => ok({ word: await words.get(currentUser(request).id, request.params.id) }),
    );

    app.put(
      '/words/:id',
      {
        schema: {
          params: wordIdParamsSchema,
          body: updateWordSchema,
          response: answers({ 200: wordResponseSchema }),
        },
      },
      async (request) => {
        const word = await words.update(currentUser(request).id, request.params.id, request.body);
        return ok({ word, message: localize(request, 'success.wordUpdated') });
      },
    );

    app.delete(
      '/words/:id',
      { schema: { params: wordIdParamsSchema, response: answers({ 200: messageResponseSchema }) } },
      async (request) => {
        await words.delete(currentUser(request).id, request.params.id);
        return ok({ message: localize(request, 'success.wordDeleted') });
      },
    );
  };
}
