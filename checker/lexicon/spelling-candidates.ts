import type { RawSuggestion } from '../engine/lints';
import { commonCorrection } from './common-misspellings';
import { missingApostrophe } from './contractions';
import { editDistance, type EditCosts } from './edit-distance';
import { irregularLemma, isNoun, isVerb, isVerbForm } from './forms';
import { COMMON_WORDS } from './generated/common-words';
import { type SpellingPlace, type SpellingContext, sameWord } from './spelling-context';
import { isOtherVarietySpelling, isVarietySpelling } from './variety-spelling';
import {
  AUXILIARIES,
  isDeterminer,
  JOINING_WORDS,
  MIDDLE_ADVERBS,
  MODALS,
  OBJECT_PRONOUNS,
  SUBJECT_PRONOUNS,
  SUBJECT_ONLY_PRONOUNS,
  matchCase,
  wordTable,
} from './words';

/*
 * How the candidates for a misspelling are weighed: each by its Damerau edit distance, a learner's slips
 * counting less (a vowel for a vowel, a sound-alike consonant, a letter doubled or not), then by ECDICT's
 * corpus rank, Harper's order breaking ties; a fix is picked only by a clear margin.
 */

let ranks: Map<string, number> | null = null;
/** The common words by frequency rank, built on first use. */
const commonRanks = () => (ranks ??= new Map(COMMON_WORDS.map((entry, index) => [entry, index + 1])));

const SUFFIXES: [suffix: string, replacement: string][] = [
  ['ies', 'y'],
  ['ied', 'y'],
  ['es', ''],
  ['s', ''],
  ['ed', ''],
  ['ed', 'e'],
  ['d', ''],
  ['ing', ''],
  ['ing', 'e'],
  ['ly', ''],
  // Not "-er"/"-est": "starter", "butter" and "getter" are no forms of "start", "but" and "get" (a comparative
  // such as "bigger" has the dictionary's rank of "big").
];

/** Frequency rank (1 = most common) of the word or of the lemma it looks inflected from; Infinity if rare. */
export function wordRank(word: string): number {
  const common = commonRanks();
  const lower = word.toLowerCase();
  const forms = [lower];
  for (const [suffix, replacement] of SUFFIXES) {
    if (lower.endsWith(suffix) && lower.length > suffix.length + 2) {
      const stem = lower.slice(0, -suffix.length);
      forms.push(stem + replacement);
      // stopped -> stop, running -> run; not herring -> her.
      const undoubled = stem.slice(0, -1);
      if (stem.length > 3 && stem.at(-1) === stem.at(-2) && isVerb(undoubled)) forms.push(undoubled);
    }
  }
  const irregular = irregularLemma(lower);
  if (irregular) forms.push(irregular);
  let best = Infinity;
  for (const form of forms) best = Math.min(best, common.get(form) ?? Infinity);
  return best;
}

/** Whether the word is itself one of the 5,000 most common lemmas. */
export function isCommonLemma(word: string): boolean {
  return commonRanks().has(word);
}

/** Texting spellings Harper does not know how to fix. */
export const SHORTHAND = wordTable<string>({
  u: 'you',
  ur: 'your',
  r: 'are',
  thx: 'thanks',
  pls: 'please',
  plz: 'please',
  coz: 'because',
  cuz: 'because',
  bcoz: 'because',
});

const ENDINGS = /(ed|ing|s)$/;

const VOWELS = /^[aeiou]$/;
/** Consonants that sound alike, which learners who spell by ear swap: "refuced", "dependend". */
const SOUND_ALIKE = new Set(['cs', 'sc', 'ck', 'kc', 'sz', 'zs', 'dt', 'td', 'bp', 'pb', 'vw', 'wv']);
/**
 * A learner's slips are not all as far: a vowel for another or a consonant that sounds the same
 * ("dependend" for "dependent", not "depended"), or a letter doubled or not ("hirring" for "hiring", not
 * "herring"), cost less than another letter. Measured on the tune half of JFLEG dev.
 */
const LEARNER_EDIT_COSTS: EditCosts = {
  substitute: (from, to) => ((VOWELS.test(from) && VOWELS.test(to)) || SOUND_ALIKE.has(from + to) ? 0.8 : 1),
  insertOrDelete: (_letter, doubled) => (doubled ? 0.7 : 1),
};

/** A slip costs as the learner's edits do, and a vowel left out or put in is one too ("diffrent", "famouse"). */
const SLIP_COSTS: EditCosts = {
  ...LEARNER_EDIT_COSTS,
  insertOrDelete: (letter, doubled) => (doubled ? 0.7 : VOWELS.test(letter) ? 0.8 : 1),
};

/**
 * Whether a misspelling is one of a learner's cheap slips from the word: a vowel for another, left out or put
 * in, a consonant that sounds the same, a letter doubled or not ("importand", "remein", "diffrent"); with
 * `swaps`, two neighbouring letters swapped too ("exsit"). Not another letter that makes another word
 * ("ispossible" -> "impossible").
 */
export function isSlipOf(misspelling: string, word: string, { swaps = false } = {}): boolean {
  const [from, to] = [misspelling.toLowerCase(), word.toLowerCase()];
  if (editDistance(from, to, 1, SLIP_COSTS) < 1) return true;
  if (!swaps) return false;
  const at = [...from].findIndex((letter, index) => letter !== to[index]);
  return (
    from.length === to.length &&
    at >= 0 &&
    from[at] === to[at + 1] &&
    from[at + 1] === to[at] &&
    from.slice(at + 2) === to.slice(at + 2)
  );
}

/**
 * The word a misspelling most likely stands for: Harper's suggestions and the dictionary's words one edit
 * away (Harper's list misses "place" for "palce", "like" for "lke", "doubts" for "douts"), each weighed by
 * how far it is (Damerau edits: "thife" is one swap from "thief", two from "the"), how common it is (the
 * hundred most common words all count as equally common, or "the" would win every tie), and where Harper put
 * it. Null when two words are as likely ("dhe": "the"? "he"? "she"?): a guess is no fix.
 * Measured on the tune half of JFLEG dev.
 */
function likeliestWord(
  original: string,
  suggested: readonly string[],
  context: Pick<SpellingContext, 'variety' | 'rank' | 'nearest' | 'place'>,
): string | null {
  const [best, next] = rankedSpellings(original, suggested, context);
  if (!best) return null;
  return next && next.cost - best.cost < CLEAR_MARGIN && !sameWord(next.text, best.text) ? null : best.text;
}

/** Every candidate for a misspelling (likeliestWord), the likeliest first, with its cost. */
export function rankedSpellings(
  original: string,
  suggested: readonly string[],
  context: Pick<SpellingContext, 'variety' | 'rank' | 'nearest' | 'place'>,
): { text: string; cost: number }[] {
  const lower = original.toLowerCase();
  // The dictionary's rank of each candidate, asked once: it is a query.
  const ranks = new Map<string, number>();
  const dictionaryRank = (word: string) => {
    if (!ranks.has(word)) ranks.set(word, context.rank?.(word) ?? Infinity);
    return ranks.get(word)!;
  };
  const near = (context.nearest?.(original) ?? []).filter(
    (word) =>
      // A name the learner did not capitalise ("wark" -> "Wark") or a rare word is no guess.
      word === word.toLowerCase() &&
      !suggested.includes(word) &&
      editDistance(lower, word, 1) <= 1 &&
      dictionaryRank(word) <= NEAREST_MAX_RANK,
  );
  // "colur": "colour" for a British learner, "color" for an American one, whichever is more common.
  const nearest = near.filter(
    (word) => ![...suggested, ...near].some((other) => isOtherVarietySpelling(word, other, context.variety)),
  );
  // The word people mean by this very misspelling ("definelty" -> "definitely"), in the learner's variety.
  const common = commonCorrection(lower);
  const listed =
    common &&
    ![...suggested, ...nearest].some((other) => isOtherVarietySpelling(common, other, context.variety))
      ? [common]
      : [];
  const ending = ENDINGS.exec(lower)?.[0];
  const candidates = [...new Set([...suggested, ...nearest, ...listed])];
  const misfit = misfitIn(context.place);
  const costs = candidates.map((text, index) => {
    const candidate = text.toLowerCase();
    const rank = Math.max(100, Math.min(wordRank(text), dictionaryRank(text)));
    let cost =
      3 * editDistance(lower, candidate, 3, LEARNER_EDIT_COSTS) +
      (rank === Infinity ? 5.5 : Math.log10(rank)) +
      0.1 * Math.min(index, suggested.length) -
      (listed.includes(candidate) ? LISTED_BONUS : 0);
    // A possessive for a word written without an apostrophe is seldom meant ("livestocks"), and a
    // negation is still one ("need't" -> "needn't", not "need's").
    if (/'s$/i.test(text) && !original.includes("'")) cost += 2.5;
    if (/['’]t$/i.test(original) && !/n['’]t$/i.test(text)) cost += 2.5;
    // "how it woek": "work", not "week"; "the youg generation": "young", not "you".
    if (misfit(candidate)) cost += MISFIT_COST;
    // "succeded" meant a past: keep the learner's ending ("succeed" ends in "ed" but is no past).
    if (
      ending &&
      (!candidate.endsWith(ending) || (ending === 'ed' && /eed$/.test(candidate) && !/eed$/.test(lower)))
    )
      cost += 1;
    return { text, cost };
  });
  return costs.sort((a, b) => a.cost - b.cost);
}

/**
 * Where the misspelling stands: after a subject pronoun or a modal a verb (or an adverb) goes ("it woek" is
 * "work", not "week"; "He realy like it" is "really"), and before a noun or after a determiner no pronoun or
 * determiner does ("the youg generation" is "young", not "you" or "your"). A candidate that cannot stand there
 * costs more than an edit.
 */
function misfitIn(place: SpellingPlace | undefined): (candidate: string) => boolean {
  if (!place) return () => false;
  const [before, beforeThat] = [place.before.at(-1), place.before.at(-2)];
  // "it" and "you" are a subject at a clause's start ("how it woek"), else perhaps an object ("make it bak").
  const subject =
    before !== undefined &&
    (SUBJECT_ONLY_PRONOUNS.has(before) ||
      (/^(?:it|you)$/.test(before) && (beforeThat === undefined || JOINING_WORDS.has(beforeThat))));
  const verbAfter = subject || (before !== undefined && MODALS.has(before));
  const nounAfter = place.after !== undefined && isNoun(place.after) && !isVerbForm(place.after);
  const afterDeterminer = before !== undefined && isDeterminer(before);
  // An adverb may stand between a subject and its verb: "He realy like it" is "really".
  const verbOrAdverb = (word: string) =>
    isVerb(word) || isVerbForm(word) || AUXILIARIES.has(word) || MIDDLE_ADVERBS.has(word) || /ly$/.test(word);
  const pronoun = (word: string) => SUBJECT_PRONOUNS.has(word) || OBJECT_PRONOUNS.has(word);
  return (candidate) =>
    (verbAfter && !verbOrAdverb(candidate)) ||
    (nounAfter && pronoun(candidate)) ||
    (afterDeterminer && (pronoun(candidate) || isDeterminer(candidate)));
}
/** What a candidate that cannot stand where the misspelling does costs: more than an edit (3). */
const MISFIT_COST = 4;

/**
 * How much a word the common-misspellings list gives for this misspelling counts, in the cost's units (an
 * edit costs 3): enough to settle a near tie, not to outweigh an edit. Measured on the tune half (0.5 to 5).
 */
const LISTED_BONUS = 1;
/** The dictionary's nearest words are guesses only among the 20,000 most common ("carree" -> "carres" no). */
export const NEAREST_MAX_RANK = 20_000;
/** Two guesses this close are a tie. Wider margins cost more right fixes than they saved wrong ones (tune half). */
const CLEAR_MARGIN = 0.03;

/** The words Harper offers in place of a flagged one. */
export const replacements = (suggestions: readonly RawSuggestion[]) =>
  suggestions.filter((s) => s.kind === 'replace' && s.text.length > 0).map((s) => s.text);

/**
 * The replacement to use for a misspelled word, or null when there is none to trust: also null when one of
 * Harper's suggestions shows the word is the other variety's spelling of it ("theorise" for an American).
 */
export function pickSpelling(
  original: string,
  suggestions: readonly RawSuggestion[],
  context: Pick<SpellingContext, 'variety' | 'rank' | 'nearest' | 'place'> = { variety: 'american' },
): string | null {
  const lower = original.toLowerCase();
  const shorthand = SHORTHAND[lower] ?? missingApostrophe(lower);
  if (shorthand) return matchCase(shorthand, original);
  const texts = replacements(suggestions);
  if (texts.some((text) => isVarietySpelling(original, text, context))) return null;
  // "chinese" -> "Chinese": only the capital was missing.
  const sameLetters = texts.find((text) => text.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  // "dont" -> "don't": only the apostrophe was missing (a pronoun's "'s", "shes", is missingApostrophe's). Not
  // a possessive: "homeworks" and "livestocks" are plurals of uncountable nouns ("homework"), not
  // "homework's" (the choice below weighs that up).
  const apostrophe = texts.find(
    (text) => !/['’]s$/i.test(text) && text.replace(/['’]/g, '').toLowerCase() === lower,
  );
  if (apostrophe) return apostrophe;
  const likeliest = likeliestWord(original, texts, context);
  return likeliest === null ? null : matchCase(likeliest, original);
}
