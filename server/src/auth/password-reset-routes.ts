import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
  verifyResetCodeResponseSchema,
  verifyResetCodeSchema,
} from '@contract';
import { answers, ok } from '../lib/answers';
import { localize, requestedLanguage } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import type { PasswordResetService } from './password-reset-service';

export interface PasswordResetRoutesDeps {
  passwordReset: PasswordResetService;
  limiter: RateLimiter;
}

/** /api/auth: forgot password, verify the e-mailed code, set the new password. */
export function passwordResetRoutes({
  passwordReset,
  limiter,
}: PasswordResetRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/forgot-password',
      { schema: { body: forgotPasswordSchema, response: answers({ 200: forgotPasswordResponseSchema }) } },
      async (request) => {
        await limiter.consume([
          ['forgotPasswordPerIp', request.ip],
          ['forgotPasswordPerEmail', request.body.email],
        ]);
        const { expiresInMinutes } = await passwordReset.requestCode(
          request.body.email,
          requestedLanguage(request.headers['accept-language']),
        );
        return ok({ message: localize(request, 'success.codeSent'), expiresInMinutes });
      },
    );

    app.post(
      '/auth/verify-reset-code',
      { schema: { body: verifyResetCodeSchema, response: answers({ 200: verifyResetCodeResponseSchema }) } },
      async (request) => {
        await limiter.consume([
          ['verifyResetCodePerIp', request.ip],
          ['verifyResetCodePerEmail', request.body.email],
        ]);
        const { resetToken } = await passwordReset.verifyCode(request.body.email, request.body.code);
        return ok({ resetToken, message: localize(request, 'success.codeVerified') });
      },
    );

    app.post(
      '/auth/reset-password',
      { schema: { body: resetPasswordSchema, response: answers({ 200: messageResponseSchema }) } },
      async (request) => {
        await limiter.consume([['resetPasswordPerEmail', request.body.email]]);
        const { email, resetToken, newPassword } = request.body;
        await passwordReset.resetPassword(email, resetToken, newPassword);
        return ok({ message: localize(request, 'success.passwordReset') });
      },
    );
  };
}
