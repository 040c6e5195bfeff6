import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readingRequestSchema, readingResponseSchema } from '@contract';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
import type { ReadingService } from './service';

export interface ReadingRoutesDeps {
  reading: ReadingService;
  authenticate: Authenticate;
}

/*
 * 20,000 characters of text may take 240,000 bytes of JSON (an emoji written as two \uXXXX escapes), over
 * the API's 64 KB: this call takes 320 KB, so a text too long gets the 400 that says how long it may be.
 */
const READING_BODY_LIMIT = 320 * 1024;

/** POST /api/reading: a pasted text, word by word, as the signed-in learner meets it. Guests get 401. */
export function readingRoutes({ reading, authenticate }: ReadingRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reading',
      {
        onRequest: authenticate,
        bodyLimit: READING_BODY_LIMIT,
        schema: { body: readingRequestSchema, response: answers({ 200: readingResponseSchema }) },
      },
      async (request) => ok(await reading.read(currentUser(request).id, request.body.text)),
    );
  };
}
