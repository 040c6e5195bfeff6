import { ENGLISH_VARIETIES, GRAMMAR_LANGUAGES, type EnglishVariety, type GrammarLanguage } from '@contract';

/* Preference values as stored in text columns, read back as the contract's types with their defaults. */

export function asGrammarLanguage(value: string): GrammarLanguage {
  return GRAMMAR_LANGUAGES.find((language) => language === value) ?? 'bilingual';
}

/** The learner's English variety as stored; American for anything else. */
export function asEnglishVariety(value: string | undefined): EnglishVariety {
  return ENGLISH_VARIETIES.find((variety) => variety === value) ?? 'american';
}
