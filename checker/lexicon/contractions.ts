import { wordTable } from './words';

/*
 * A missing apostrophe, the first fix a misspelling gets: "dont" -> "don't", "need't" -> "needn't".
 */

/** The auxiliaries a negation is made of ("doesn't", "can't", "won't"). */
export const NEGATED = new Set(
  'do does did is are was were has have had ca could wo would sha should must might need'.split(' '),
);
/** The stems of "can't", "won't" and "shan't", which are no words before "not". */
const CONTRACTION_STEMS = new Set(['ca', 'wo', 'sha']);
/**
 * A pronoun's short forms typed without the apostrophe, none of them a word of its own ("its", "were",
 * "well", "ill", "id", "hell", "shell", "shed" and "wed" are, and are left).
 */
const CONTRACTIONS = wordTable<string>({
  im: "I'm",
  ive: "I've",
  youre: "you're",
  youve: "you've",
  youll: "you'll",
  youd: "you'd",
  hes: "he's",
  shes: "she's",
  itll: "it'll",
  weve: "we've",
  theyre: "they're",
  theyve: "they've",
  theyll: "they'll",
  theyd: "they'd",
  theres: "there's",
  thats: "that's",
  whats: "what's",
  whos: "who's",
  wheres: "where's",
  hows: "how's",
  heres: "here's",
});

/**
 * A short form a learner typed without its apostrophe ("dont" -> "don't", "werent" -> "weren't", "shes" ->
 * "she's"), or an auxiliary and "not" run together ("doesnot" -> "does not", "donnot" -> "do not"). Harper
 * splits some into two words ("we rent", "ha vent"). Not "cannot", a word.
 */
export function missingApostrophe(word: string): string | null {
  const lower = word.toLowerCase();
  const contraction = CONTRACTIONS[lower];
  if (contraction) return contraction;
  const contracted = /^([a-z]+)nt$/.exec(lower)?.[1];
  if (contracted && NEGATED.has(contracted)) return `${contracted}n't`;
  // "donnot": the "n" of "not" typed twice.
  const full = /^([a-z]+?)n?not$/.exec(lower)?.[1];
  return full && NEGATED.has(full) && !CONTRACTION_STEMS.has(full) ? `${full} not` : null;
}
