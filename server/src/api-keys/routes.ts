import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_KEY_ALGORITHM,
  apiKeyStatusResponseSchema,
  publicKeyResponseSchema,
  testApiKeyResponseSchema,
  testApiKeySchema,
  updateApiKeyResponseSchema,
  updateApiKeySchema,
} from '@contract';
import { type Authenticate, currentUser } from '../auth';
import { answers, ok } from '../lib/answers';
import { languageFromHeader, localize } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import type { ApiKeysService } from './service';

export interface ApiKeysRoutesDeps {
  apiKeys: ApiKeysService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/** /api/auth: the public key browsers encrypt with, and the signed-in learner's own AI key. */
export function apiKeysRoutes({ apiKeys, authenticate, limiter }: ApiKeysRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/public-key',
      { schema: { response: answers({ 200: publicKeyResponseSchema }) } },
      async () => ok({ ...(await apiKeys.publicKey()), algorithm: API_KEY_ALGORITHM }),
    );

    app.get(
      '/auth/api-key-status',
      { onRequest: authenticate, schema: { response: answers({ 200: apiKeyStatusResponseSchema }) } },
      async (request) => ok(await apiKeys.status(currentUser(request).id)),
    );

    app.put(
      '/auth/api-key',
      {
        onRequest: authenticate,
        schema: { body: updateApiKeySchema, response: answers({ 200: updateApiKeyResponseSchema }) },
      },
      async (request) => {
        const user = currentUser(request);
        // Saving a key decrypts it with the RSA private key: bounded, so nobody can keep the CPU busy.
        await limiter.consume([['updateApiKeyPerUser', user.id]]);
        const status = await apiKeys.update(user.id, request.body);
        const message = localize(
          request,
          status.useCustomKey ? 'apiKeys.saved' : 'apiKeys.switchedToPlatform',
        );
        return ok({ ...status, message });
      },
    );

    app.post(
      '/auth/test-api-key',
      {
        onRequest: authenticate,
        schema: { body: testApiKeySchema, response: answers({ 200: testApiKeyResponseSchema }) },
      },
      async (request) => {
        const user = currentUser(request);
        // Each test is a request to a provider on the learner's behalf: bounded, so nobody uses us to probe keys.
        await limiter.consume([['testApiKeyPerUser', user.id]]);
        const language = languageFromHeader(request.headers['accept-language']);
        const { model } = await apiKeys.test(request.body, language);
        return ok({ model, message: localize(request, 'apiKeys.testSucceeded', { model }) });
      },
    );
  };
}
