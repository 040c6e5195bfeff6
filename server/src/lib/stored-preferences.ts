import { GRAMMAR_LANGUAGES, LANGUAGES, type GrammarLanguage, type Language } from '@contract';

/* Preference values as stored in text columns, read back as the contract's types with their defaults. */

export function asGrammarLanguage(value: string): GrammarLanguage {
  return GRAMMAR_LANGUAGES.find((language) => language === value) ?? 'bilingual';
}

export function asLanguage(value: string): Language {
  return LANGUAGES.find((language) => language === value) ?? 'en';
}
