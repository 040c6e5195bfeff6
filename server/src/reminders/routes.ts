import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, translate, unsubscribeQuerySchema } from '@contract';
import { answers, ok } from '../lib/answers';
import { AppError } from '../lib/errors';
import { languageFromHeader, localize } from '../lib/language';
import { reminderPage, type ReminderPage } from './page';
import type { RemindersService } from './service';

export interface RemindersRoutesDeps {
  reminders: RemindersService;
  /** Where learners open the app (config.publicUrl). */
  publicUrl: string;
}

/* A browser (the link opened from the mail) asks for HTML; any other client gets the JSON answer. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

function sendPage(reply: FastifyReply, status: number, page: ReminderPage) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(reminderPage(page));
}

/** /api/reminders: the unsubscribe link of the reminder mails, which works without signing in. */
export function remindersRoutes({ reminders, publicUrl }: RemindersRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reminders/unsubscribe',
      {
        schema: { querystring: unsubscribeQuerySchema, response: answers({ 200: messageResponseSchema }) },
      },
      async (request, reply) => {
        if (!wantsPage(request)) {
          await reminders.unsubscribe(request.query.token);
          return ok({ message: localize(request, 'success.remindersOff') });
        }
        try {
          const language = await reminders.unsubscribe(request.query.token);
          const message = translate(language, 'success.remindersOff');
          return sendPage(reply, 200, {
            language,
            title: 'reminders.unsubscribedTitle',
            message,
            appUrl: publicUrl,
          });
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          const language = languageFromHeader(request.headers['accept-language']);
          const message = translate(language, error.messageKey, error.params);
          return sendPage(reply, error.status, {
            language,
            title: 'reminders.linkInvalidTitle',
            message,
            appUrl: publicUrl,
          });
        }
      },
    );
  };
}
