import type { Language } from '@contract';
import type { UserRow } from './repository';

/*
 * Account mails (reset codes, notices) are written in the language the request asks for
 * (Accept-Language); a request that names none gets the account's saved language.
 */
export function savedLanguage(user: UserRow): Language {
  return user.language === 'zh' ? 'zh' : 'en';
}
