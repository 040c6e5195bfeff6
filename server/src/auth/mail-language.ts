import type { Language } from '@contract';

/*
 * Account mails (reset codes, notices) are written in the language the request asks for
 * (Accept-Language); a request that names none gets the account's saved language.
 */
export function savedLanguage(user: { language: string }): Language {
  return user.language === 'zh' ? 'zh' : 'en';
}
