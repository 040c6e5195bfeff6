import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_KEY_ALGORITHM,
  testApiKeySchema,
  updateApiKeySchema,
  type ApiKeyStatusResponse,
  type PublicKeyResponse,
  type TestApiKeyResponse,
  type UpdateApiKeyResponse,
} from '@contract';
import { currentUser, type Authenticate } from '../auth/authenticate';
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
    app.get('/auth/public-key', async (): Promise<PublicKeyResponse> => {
      return { success: true, ...(await apiKeys.publicKey()), algorithm: API_KEY_ALGORITHM };
    });

    app.get(
      '/auth/api-key-status',
      { onRequest: authenticate },
      async (request): Promise<ApiKeyStatusResponse> => {
        return { success: true, ...(await apiKeys.status(currentUser(request).id)) };
      },
    );

    app.put(
      '/auth/api-key',
      { onRequest: authenticate, schema: { body: updateApiKeySchema } },
      async (request): Promise<UpdateApiKeyResponse> => {
        const user = currentUser(request);
        // Saving a key decrypts it with the RSA private key: bounded, so nobody can keep the CPU busy.
        await limiter.consume([['updateApiKeyPerUser', user.id]]);
        const status = await apiKeys.update(user.id, request.body);
        const message = localize(
          request,
          status.useCustomKey ? 'apiKeys.saved' : 'apiKeys.switchedToPlatform',
        );
        return { success: true, ...status, message };
      },
    );

    app.post(
      '/auth/test-api-key',
      { onRequest: authenticate, schema: { body: testApiKeySchema } },
      async (request): Promise<TestApiKeyResponse> => {
        const user = currentUser(request);
        // Each test is a request to a provider on the learner's behalf: bounded, so nobody uses us to probe keys.
        await limiter.consume([['testApiKeyPerUser', user.id]]);
        const language = languageFromHeader(request.headers['accept-language']);
        const { model } = await apiKeys.test(request.body, language);
        return { success: true, model, message: localize(request, 'apiKeys.testSucceeded', { model }) };
      },
    );
  };
}
