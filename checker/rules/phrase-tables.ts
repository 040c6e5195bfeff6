import type { TableLine } from '../engine/phrase-table';
import { PAST_BEFORE_PAST } from './learner-past-perfect';
import { PHRASE_TABLES } from './learner-phrases';
import { VARIETY_PHRASES } from './learner-time-phrases';

/*
 * Every phrase table the checker runs, with the rule its rows' lints carry: the phrase family's, the
 * variety's phrases and the past perfect's. The generic row test and the rule reference read it.
 */
export const ALL_PHRASE_TABLES: readonly TableLine[] = [
  ...PHRASE_TABLES,
  { rule: 'WordloomPhrase', table: VARIETY_PHRASES.american },
  { rule: 'WordloomPhrase', table: VARIETY_PHRASES.british },
  { rule: 'WordloomPastPerfect', table: PAST_BEFORE_PAST, kind: 'Grammar' },
];
