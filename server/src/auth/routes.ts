import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginSchema,
  registerSchema,
  updateFontSettingsSchema,
  updatePreferencesSchema,
  updateProfileSchema,
  userResponseSchema,
} from '@contract';
import { answers, ok } from '../lib/answers';
import { languageFromHeader, localize } from '../lib/language';
import { AppError } from '../lib/errors';
import type { RateLimitName, RateLimiter } from '../lib/rate-limit';
import { currentUser, type Authenticate } from './authenticate';
import type { AccountService } from './service';

export interface AuthRoutesDeps {
  accounts: AccountService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/** /api/auth: sign-up, sign-in and the signed-in user's own account. */
export function authRoutes({ accounts, authenticate, limiter }: AuthRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const userAnswer = answers({ 200: userResponseSchema });

    app.post(
      '/auth/register',
      { schema: { body: registerSchema, response: answers({ 201: authResponseSchema }) } },
      async (request, reply) => {
        // Limits come before any hashing, so a flood costs us a counter, not a CPU.
        await limiter.consume([['registerPerIp', request.ip]]);
        const session = await accounts.register(request.body);
        return reply.code(201).send(ok({ ...session, message: localize(request, 'success.registered') }));
      },
    );

    const loginSchemas = { body: loginSchema, response: answers({ 200: authResponseSchema }) };
    app.post('/auth/login', { schema: loginSchemas }, async (request) => {
      await limiter.consume([['loginPerIp', request.ip]]);
      // Only failures count against the account, so nobody else's wrong guesses can lock the owner out.
      const failures: Array<[RateLimitName, string]> = [
        ['loginFailuresPerAccountAndIp', `${request.body.email}\n${request.ip}`],
        ['loginFailuresPerAccount', request.body.email],
      ];
      await limiter.assertAvailable(failures);
      const session = await accounts.login(request.body).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') await limiter.record(failures);
        throw error;
      });
      return ok({ ...session, message: localize(request, 'success.loggedIn') });
    });

    app.get('/auth/me', { onRequest: authenticate, schema: { response: userAnswer } }, async (request) =>
      ok({ user: accounts.me(currentUser(request)) }),
    );

    app.put(
      '/auth/profile',
      { onRequest: authenticate, schema: { body: updateProfileSchema, response: userAnswer } },
      async (request) => {
        const row = currentUser(request);
        const changesEmail = request.body.email !== undefined;
        // The current password may be guessed here too: it spends the same budget as a login.
        const failures: Array<[RateLimitName, string]> = [
          ['loginFailuresPerAccountAndIp', `${row.email}\n${request.ip}`],
          ['loginFailuresPerAccount', row.email],
        ];
        if (changesEmail) await limiter.assertAvailable(failures);
        const language = languageFromHeader(request.headers['accept-language']);
        const update = await accounts
          .updateProfile(row, request.body, language)
          .catch(async (error: unknown) => {
            if (error instanceof AppError && error.code === 'FORBIDDEN') await limiter.record(failures);
            throw error;
          });
        return ok({ ...update, message: localize(request, 'success.profileUpdated') });
      },
    );

    app.put(
      '/auth/preferences',
      { onRequest: authenticate, schema: { body: updatePreferencesSchema, response: userAnswer } },
      async (request) => {
        const user = await accounts.updatePreferences(currentUser(request), request.body);
        return ok({ user, message: localize(request, 'success.preferencesUpdated') });
      },
    );

    app.put(
      '/auth/font-settings',
      { onRequest: authenticate, schema: { body: updateFontSettingsSchema, response: userAnswer } },
      async (request) => {
        const user = await accounts.updateFontSettings(currentUser(request), request.body);
        return ok({ user, message: localize(request, 'success.fontSettingsUpdated') });
      },
    );
  };
}
