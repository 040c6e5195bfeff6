import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addWordSchema,
  importWordsSchema,
  listWordsQuerySchema,
  lookupWordQuerySchema,
  randomWordsQuerySchema,
  wordIdParamsSchema,
  WORDS_EXPORT_FILENAME,
} from '@contract';
import { currentUser, type Authenticate } from '../auth/authenticate';
import { localize } from '../lib/language';
import type { WordsService } from './service';

export interface WordsRoutesDeps {
  words: WordsService;
  authenticate: Authenticate;
}

/** /api/words: the signed-in user's vocabulary list. Every call needs a session; guests get 401. */
export function wordsRoutes({ words, authenticate }: WordsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get('/words', { schema: { querystring: listWordsQuerySchema } }, async (request) => {
      const page = await words.list(currentUser(request).id, request.query);
      return { success: true, ...page };
    });

    app.post('/words', { schema: { body: addWordSchema } }, async (request, reply) => {
      const word = await words.add(currentUser(request).id, request.body);
      return reply.code(201).send({ success: true, word, message: localize(request, 'success.wordAdded') });
    });

    // Extension (not in API.md yet): add a whole list at once, with a report of what was not added.
    app.post('/words/import', { schema: { body: importWordsSchema } }, async (request) => {
      const report = await words.importWords(currentUser(request).id, request.body);
      const counts = { added: report.added.length, total: request.body.words.length };
      return { success: true, ...report, message: localize(request, 'success.wordsImported', counts) };
    });

    // Extension: the list as a spreadsheet download.
    app.get('/words/export', async (request, reply) => {
      const csv = await words.exportCsv(currentUser(request).id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${WORDS_EXPORT_FILENAME}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get('/words/stats', async (request) => {
      return { success: true, stats: await words.stats(currentUser(request).id) };
    });

    app.get('/words/parts-of-speech', async (request) => {
      return { success: true, partsOfSpeech: await words.partsOfSpeech(currentUser(request).id) };
    });

    app.get('/words/random', { schema: { querystring: randomWordsQuerySchema } }, async (request) => {
      return { success: true, words: await words.random(currentUser(request).id, request.query) };
    });

    app.get('/words/lookup', { schema: { querystring: lookupWordQuerySchema } }, async (request) => {
      return { success: true, entry: words.lookup(request.query.word) };
    });

    // Extension: one word by id, for a client that links to it.
    app.get('/words/:id', { schema: { params: wordIdParamsSchema } }, async (request) => {
      return { success: true, word: await words.get(currentUser(request).id, request.params.id) };
    });

    app.delete('/words/:id', { schema: { params: wordIdParamsSchema } }, async (request) => {
      await words.delete(currentUser(request).id, request.params.id);
      return { success: true, message: localize(request, 'success.wordDeleted') };
    });
  };
}
