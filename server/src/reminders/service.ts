import type { Language } from '@contract';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { asLanguage } from '../lib/stored-preferences';
import type { RemindersRepository } from './repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

export interface RemindersServiceDeps {
  reminders: RemindersRepository;
  tokens: UnsubscribeTokens;
  clock: Clock;
}

/** The reminder mails' own call: their unsubscribe link. */
export function createRemindersService({ reminders, tokens, clock }: RemindersServiceDeps) {
  return {
    /**
     * Turns the learner's reminder mails off (again is the same); answers the learner's language. A forged
     * or expired token, or one of an account that is gone, is a 400 naming the token.
     */
    async unsubscribe(token: string): Promise<Language> {
      const invalid = () => errors.invalidField('token', 'errors.unsubscribeLinkInvalid');
      const userId = tokens.verify(token);
      if (userId === null) throw invalid();
      const language = await reminders.turnOff(userId, clock().toISOString());
      if (language === undefined) throw invalid();
      return asLanguage(language);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
