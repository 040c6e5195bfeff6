import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginSchema,
  registerSchema,
  updateFontSettingsSchema,
  updatePreferencesSchema,
  updateProfileSchema,
  type UpdateProfileResponse,
} from '@contract';
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
    app.post('/auth/register', { schema: { body: registerSchema } }, async (request, reply) => {
      // Limits come before any hashing, so a flood costs us a counter, not a CPU.
      await limiter.consume([['registerPerIp', request.ip]]);
      const session = await accounts.register(request.body);
      return reply
        .code(201)
        .send({ success: true, ...session, message: localize(request, 'success.registered') });
    });

    app.post('/auth/login', { schema: { body: loginSchema } }, async (request) => {
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
      return { success: true, ...session, message: localize(request, 'success.loggedIn') };
    });

    app.get('/auth/me', { onRequest: authenticate }, async (request) => {
      const user = accounts.me(currentUser(request));
      return { success: true, user };
    });

    app.put(
      '/auth/profile',
      { onRequest: authenticate, schema: { body: updateProfileSchema } },
      async (request): Promise<UpdateProfileResponse> => {
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
        return { success: true, ...update, message: localize(request, 'success.profileUpdated') };
      },
    );

    app.put(
      '/auth/preferences',
      { onRequest: authenticate, schema: { body: updatePreferencesSchema } },
      async (request) => {
        const user = await accounts.updatePreferences(currentUser(request), request.body);
        return { success: true, user, message: localize(request, 'success.preferencesUpdated') };
      },
    );

    app.put(
      '/auth/font-settings',
      { onRequest: authenticate, schema: { body: updateFontSettingsSchema } },
      async (request) => {
        const user = await accounts.updateFontSettings(currentUser(request), request.body);
        return { success: true, user, message: localize(request, 'success.fontSettingsUpdated') };
      },
    );
  };
}
