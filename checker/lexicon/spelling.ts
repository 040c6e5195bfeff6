import type { EnglishVariety } from '@contract';
import { COMMON_WORDS } from './generated/common-words';
import { commonCorrection } from './common-misspellings';
import { editDistance, type EditCosts } from './edit-distance';
import { irregularLemma, isNoun, isVerb, isVerbForm, overRegularPlural, overRegularVerb } from './forms';
import type { RawSuggestion } from '../engine/lints';
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
 * Choosing and trusting a spelling fix. Harper orders its suggestions by its own edit distance only, so
 * "docters" gets "dockers" first and "succeded" gets "succeed", and its list often misses the word ("palce":
 * "pace", "palace", "pale"). The choice (likeliestWord) adds ECDICT's own nearest words and weighs every
 * candidate by edits, then frequency (ECDICT's corpus rank, or without the dictionary the 5,000 most frequent
 * lemmas); possessives ("science's") for a word written without an apostrophe lose. Whether to apply it
 * (isTrustedSpellingFix) is a separate question: names, prefixes, rare words and short words far off are not.
 * Measured on the tune half of JFLEG dev (checker/docs/offline-checker.md).
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
function isCommonLemma(word: string): boolean {
  return commonRanks().has(word);
}

/** Texting spellings Harper does not know how to fix. */
const SHORTHAND = wordTable<string>({
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

/** A title before a name: its full stop ends no sentence. */
const TITLE_BEFORE = /\b(?:Mr|Mrs|Ms|Dr|Prof|St)\.\s+$/;

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
function rankedSpellings(
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
const NEAREST_MAX_RANK = 20_000;
/** Two guesses this close are a tie. Wider margins cost more right fixes than they saved wrong ones (tune half). */
const CLEAR_MARGIN = 0.03;

/** The words Harper offers in place of a flagged one. */
const replacements = (suggestions: readonly RawSuggestion[]) =>
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

/** The auxiliaries a negation is made of ("doesn't", "can't", "won't"). */
const NEGATED = new Set(
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

/** Whether a word is common: a possessive by its base, a negation when made of an auxiliary. */
function isCommonWord(word: string): boolean {
  const negated = /^(.+)n['’]t$/i.exec(word);
  if (negated) return NEGATED.has(negated[1]!.toLowerCase());
  return wordRank(word.replace(/['’]s$/, '')) < Infinity;
}

/** Whether every part of a split ("alot" -> "a lot") is a common word, the last one a real word. */
export function isCommonSplit(replacement: string): boolean {
  const parts = replacement.split(' ');
  return parts.length >= 2 && parts.every((part) => wordRank(part) < Infinity) && parts.at(-1)!.length >= 3;
}

/**
 * Two words written as one, when the two are a phrase ECDICT has and the one is no word of its own:
 * "inorder" -> "in order", "eachother" -> "each other", "atleast" -> "at least" (not "maybe", "everyday").
 * Only one split may make a phrase; the first letter keeps its case.
 */
export function phraseSplit(original: string, isWord: (word: string) => boolean): string | null {
  const lower = original.toLowerCase();
  if (!/^\p{L}+$/u.test(original) || original.slice(1) !== original.slice(1).toLowerCase() || isWord(lower))
    return null;
  const splits: string[] = [];
  for (let at = 1; at < lower.length; at += 1) {
    const phrase = `${lower.slice(0, at)} ${lower.slice(at)}`;
    if (lower.length - at >= 2 && isWord(phrase)) splits.push(phrase);
  }
  if (splits.length !== 1) return null;
  // "offcourse": "off course" is a phrase, but so is "of course", one letter away: which was meant?
  const phrase = splits[0]!;
  const space = phrase.indexOf(' ');
  const near = [
    phrase.slice(0, space - 1) + phrase.slice(space),
    phrase.slice(0, space + 1) + phrase.slice(space + 2),
  ];
  if (near.some((other) => /\S \S/.test(other) && isWord(other))) return null;
  return original[0] === lower[0] ? phrase : phrase[0]!.toUpperCase() + phrase.slice(1);
}

/** Parts that make one word with the rest: "antidrug", "biofuels", "copays", "outcompete", "shoreless". */
const BOUND_PREFIXES = new Set(
  'anti bio co counter cyber eco ex geo hyper inter micro mid mini multi neo non out over post pre pro re self semi sub super tele trans ultra un under'.split(
    ' ',
  ),
);
const BOUND_SUFFIXES = new Set('less ness ship ful ment able ion ism ist ing ed'.split(' '));

/**
 * Whether to split a word Harper reads as two ("allday" -> "all day", "inmany" -> "in many"): into common
 * words only, never a word ECDICT has ("drawdown", "overwatch") and never off a prefix or suffix that
 * belongs to the word ("antidrug", "shoreless"), each part a word as written ("jumpstarting" is not
 * "jumps tarting").
 */
/**
 * Words of Chinese life that English dictionaries write as one word and ECDICT lacks: "mooncakes" is not
 * "moon cakes" (Oxford and Merriam-Webster give "mooncake").
 */
const CLOSED_COMPOUNDS = new Set(['mooncake', 'mooncakes']);

/** Whether a split breaks a prefix off the word ("exsit" -> "ex sit", "antidrug" -> "anti drug"). */
export const isPrefixSplit = (split: string) => BOUND_PREFIXES.has(split.toLowerCase().split(' ')[0]!);

export function isTrustedSplit(
  original: string,
  replacement: string,
  isWord: (word: string) => boolean,
): boolean {
  const lower = original.toLowerCase();
  if (!isCommonSplit(replacement) || isWord(lower) || CLOSED_COMPOUNDS.has(lower)) return false;
  const parts = replacement.toLowerCase().split(' ');
  // "journalled" -> "journal led": the first part with its last letter doubled and an ending, a British past.
  const rest = lower.slice(parts[0]!.length);
  if (rest[0] === parts[0]!.at(-1) && /^.(?:ed|ing)$/.test(rest)) return false;
  return (
    !BOUND_PREFIXES.has(parts[0]!) &&
    !BOUND_SUFFIXES.has(parts.at(-1)!) &&
    parts.every((part) => isCommonWordAsWritten(part, isWord))
  );
}

/** A common word exactly as written: "jumps" (a form of "jump" ECDICT lists) yes, "tarting" no. */
function isCommonWordAsWritten(word: string, isWord: (word: string) => boolean): boolean {
  return (isCommonLemma(word) || isWord(word)) && wordRank(word) < Infinity;
}

/*
 * British and American spellings of the same word. A spelling "fix" that only moves a word to the learner's
 * variety from the other one is not a fix: Chinese schools teach both, and neither is wrong.
 */
const TO_AMERICAN: [RegExp, string][] = [
  [/our(s|ed|ing|ite|ites|able|er|ers)?$/, 'or$1'],
  [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/tre(s)?$/, 'ter$1'],
  // "travelled", "cancelling", "jeweller": British doubles an "l" after one vowel, American does not (other
  // letters double in both: "stopped").
  [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
  [/ogue(s)?$/, 'og$1'],
  [/ence$/, 'ense'],
];

/** British words that no spelling pattern turns into the American ones. */
const BRITISH_WORDS = wordTable<string>({
  maths: 'math',
  programme: 'program',
  programmes: 'programs',
  grey: 'gray',
  tyre: 'tire',
  tyres: 'tires',
  aluminium: 'aluminum',
  cheque: 'check',
  cheques: 'checks',
  pyjamas: 'pajamas',
  aeroplane: 'airplane',
  aeroplanes: 'airplanes',
  jewellery: 'jewelry',
  sceptical: 'skeptical',
  plough: 'plow',
  mould: 'mold',
  kerb: 'curb',
  draught: 'draft',
  mum: 'mom',
});

function americanSpelling(word: string): string {
  let out = word.toLowerCase();
  const whole = BRITISH_WORDS[out];
  if (whole) return whole;
  for (const [pattern, replacement] of TO_AMERICAN) out = out.replace(pattern, replacement);
  return out;
}

/** Whether a word is spelled the British way ("colour", "organise", "maths"). */
export const isBritishSpelling = (word: string) => americanSpelling(word) !== word.toLowerCase();

/** Whether `original` is the other variety's spelling of `suggestion` ("colour" for an American learner). */
export function isOtherVarietySpelling(
  original: string,
  suggestion: string,
  variety: EnglishVariety,
): boolean {
  const [british, american] = variety === 'american' ? [original, suggestion] : [suggestion, original];
  return (
    british.toLowerCase() !== american.toLowerCase() &&
    americanSpelling(british) === american.toLowerCase() &&
    americanSpelling(american) === american.toLowerCase()
  );
}

/**
 * Whether the learner wrote the other variety's spelling of the suggestion: for an American learner, a
 * British spelling the dictionary has ("authour" looks like a British "author" but is a misspelling).
 */
function isVarietySpelling(
  original: string,
  suggestion: string,
  context: Pick<SpellingContext, 'variety' | 'rank'>,
): boolean {
  if (!isOtherVarietySpelling(original, suggestion, context.variety)) return false;
  // An American form is a word ("traveled"); a British-looking one may be made up, so the dictionary says.
  return context.variety === 'british' || context.rank?.(original) !== null;
}

/** The words around a misspelling, lower-case: the sentence's words before it, and the word after it. */
export interface SpellingPlace {
  before: string[];
  after?: string;
}

export interface SpellingContext {
  variety: EnglishVariety;
  /** Where the misspelling stands, when known: a candidate must fit there. */
  place?: SpellingPlace;
  /** Whether the dictionary (ECDICT) has this word. */
  isWord: (word: string) => boolean;
  /** How common a known word is (1 = most common), null when unranked. */
  rank?: (word: string) => number | null;
  /** The dictionary's nearest words to a misspelling, closest and most common first. */
  nearest?: (word: string) => string[];
}

/**
 * Whether a spelling fix is one to trust. Measured on JFLEG's references (correct text), Harper's spell check
 * is wrong about names ("Bacchan" -> "Bacchic"), words with a prefix ("unmeaningful" -> "meaningful"), rare
 * words ("uncertified" -> "unfortified"), markup ("&rsquo;") and the other variety's spelling ("traveller").
 */
export function isTrustedSpellingFix(
  sentence: string,
  start: number,
  original: string,
  fixed: string,
  context: SpellingContext,
  /** Harper's other guesses for the word. */
  others: readonly string[] = [],
): boolean {
  const { isWord } = context;
  const lower = original.toLowerCase();
  // "chinese" -> "Chinese": only the capital was missing ("MyRA" -> "Myra" is no such fix).
  if (SHORTHAND[lower] || missingApostrophe(lower) || (lower === fixed.toLowerCase() && original === lower))
    return true;
  if (lower === fixed.toLowerCase()) return false;
  // "Seong-ho", "experi-—what we're experiencing", "xiaoming_88", "&rsquo;": part of a compound, a name or
  // markup, or a word broken off.
  if (!standsAlone(sentence, start, original)) return false;
  // "demagogued" -> "demagogue", "refighting" -> "righting": an ending or a prefix on a word Harper does not
  // inflect is no misspelling, and dropping it changes the word.
  if (isInflectedOrPrefixed(lower, fixed.toLowerCase())) return false;
  // A word ECDICT has ("uncertified", "endothermy", "juju") is one Harper does not know, not a misspelling;
  // so is one of the most common words ("afterwards" for an American), with or without the dictionary.
  if (isCommonLemma(lower)) return false;
  // "tty", "xz", "pkg": a short word without a vowel is an abbreviation, not a slip ("xz" had become "x").
  if (lower.length <= 4 && !/[aeiou]/.test(lower)) return false;
  // "borned", "goed", "childs": a learner's regular form of an irregular word is the learner rules' to fix
  // ("was born"), not a slip of the keys ("burned").
  if (overRegularVerb(lower) || overRegularPlural(lower)) return false;
  if (isWord(lower) && !isObscureSpelling(original, fixed, others, context)) return false;
  // "dont" -> "don't": only the apostrophe was missing.
  if (fixed.replace(/['’]/g, '').toLowerCase() === lower) return true;
  const before = sentence.slice(0, start);
  // "Mr. Bacchan" is a name, not a sentence's first word.
  const atSentenceStart = /^[\s"'“‘(]*$|[.!?]\s+$/.test(before) && !TITLE_BEFORE.test(before);
  // All capitals is an acronym ("GIs", "DeMars" too); a capital inside a sentence a name, unless one letter
  // away from a common word and not beside another name ("Lawrence Welk", "Walter Capps").
  if (original.length > 1 && original === original.toUpperCase()) return false;
  if ((original.slice(1).match(/\p{Lu}/gu)?.length ?? 0) > 0) return false;
  if (/^\p{Lu}/u.test(original) && besideName(sentence, start, original.length)) return false;
  // "Longjing tea", "Xiaoming": a capitalised word inside a sentence made only of Mandarin syllables is a
  // Chinese name ("Longjing" -> "Longing" is one letter away); at a sentence's start, one more than an edit
  // away ("Lijiang is famous" -> "Liking"; "Becouse" -> "Because" is a slip).
  if (/^\p{Lu}/u.test(original) && isPinyin(lower)) {
    if (!atSentenceStart || editDistance(lower, fixed.toLowerCase(), 2) > 1) return false;
  }
  // "mapo tofu" -> "map": a short word of Mandarin syllables (one or two: "mapo", "mang") is no English word
  // with a letter added at its end; a longer one more likely a slip of the keys.
  if (lower.length <= 5 && isPinyin(lower) && fixed.toLowerCase() === lower.slice(0, -1)) return false;
  const common = fixed.split(' ').every(isCommonWord);
  if (
    !atSentenceStart &&
    /^\p{Lu}/u.test(original) &&
    !(common && editDistance(lower, fixed.toLowerCase(), 1) <= 1)
  )
    return false;

  // "doens't" -> "doesn't" yes; "don'ts" -> "don's", "own's" -> "owns" no.
  if (/['’]/.test(original) && !(/['’]t$/i.test(original) && /n['’]t$/i.test(fixed))) return false;
  if (isVarietySpelling(original, fixed, context)) return false;
  // "unmeaningful" -> "meaningful": a prefix dropped changes the meaning.
  if (lower.endsWith(fixed.toLowerCase())) return false;
  // Two edits make a short word into too many others ("nocive" -> "native"? "naive"? "noxious"?).
  if (lower.length < 7 && editDistance(lower, fixed.toLowerCase(), 1) > 1) return false;
  // A common word is a likely guess at what the learner meant ("temparture" -> "temperature").
  return common || isTrustedRareFix(lower, fixed, others, isWord);
}

/** Prefixes a learner's word may carry on a common word: "refighting", "unbudge". */
const WORD_PREFIXES = ['re', 'un', 'non', 'pre', 'mis', 'dis', 'over', 'under', 'out', 'co'];

/**
 * Whether `original` is `fixed` with a verb ending ("demagogued" -> "demagogue"), or a prefix on a common
 * word that the fix does not keep as it is ("refighting" -> "righting" or "relighting"; "unknow" ->
 * "unknown" keeps it).
 */
function isInflectedOrPrefixed(original: string, fixed: string): boolean {
  if (fixed.length > 3 && original.startsWith(fixed) && /^(d|ed|ing)$/.test(original.slice(fixed.length)))
    return true;
  return WORD_PREFIXES.some((prefix) => {
    const rest = original.slice(prefix.length);
    const keepsWord = fixed.startsWith(prefix) && fixed.slice(prefix.length).startsWith(rest);
    return original.startsWith(prefix) && !keepsWord && rest.length > 3 && wordRank(rest) < Infinity;
  });
}

/** Whether the word at `start` stands next to another capitalised word (a name of two words or more). */
function besideName(sentence: string, start: number, length: number): boolean {
  // The word before counts even when it starts the sentence: "Senator Capps said" is far more common than a
  // misspelling after a capitalised first word.
  const before = /(\p{L}+)\s+$/u.exec(sentence.slice(0, start))?.[1];
  const after = /^\s+(\p{L}+)/u.exec(sentence.slice(start + length))?.[1];
  return [after, before].some((word) => word !== undefined && /^\p{Lu}\p{Ll}/u.test(word));
}

/**
 * A lower-case word ECDICT has but ranks below its first 30,000, one edit from one of the 1,000 most common
 * words, is that word misspelled ("wil" -> "will", "olde" -> "old"), not a rare word the learner chose;
 * unless another common word is as close ("ther": "the"? "their"?).
 */
function isObscureSpelling(
  original: string,
  fixed: string,
  others: readonly string[],
  { rank }: SpellingContext,
): boolean {
  const own = rank?.(original) ?? null;
  const isCommonNeighbour = (word: string) => {
    const wordRank = rank?.(word) ?? null;
    return wordRank !== null && wordRank <= 1000 && editDistance(original, word.toLowerCase(), 1) <= 1;
  };
  const rivals = others.filter((other) => !sameWord(other, fixed) && isCommonNeighbour(other));
  return (
    original === original.toLowerCase() &&
    own !== null &&
    own > 30_000 &&
    isCommonNeighbour(fixed) &&
    rivals.length === 0
  );
}

/** Whether two guesses are one word, but for a plural or possessive ending ("old", "olds"; "book's"). */
function sameWord(a: string, b: string): boolean {
  const base = (word: string) => word.toLowerCase().replace(/['’]?s$/, '');
  return base(a) === base(b);
}

/**
 * A rarer word ECDICT has is a guess to trust only when the misspelling is long enough to point at it:
 * eight letters or more, the same first letter, at most two edits away (three from ten letters on:
 * "errounuosly" -> "erroneously"), no possessive for a word written without an apostrophe, and no other
 * guess as close ("talkkative" -> "talkative", "magetite" -> "magnetite"). On JFLEG's references these
 * guesses were wrong for real rare words ("gelatinized" -> "relativized", "definetly" -> "defiantly" or
 * "definitely"?), and on learner text for short words with several guesses ("tast" -> "tact"?
 * "tart"? "task"?).
 */
function isTrustedRareFix(
  lower: string,
  fixed: string,
  others: readonly string[],
  isWord: (word: string) => boolean,
): boolean {
  const target = fixed.toLowerCase();
  const edits = lower.length >= 10 ? 3 : 2;
  const distance = editDistance(lower, target, edits);
  if (lower.length < 8 || lower[0] !== target[0] || distance > edits || /['’]s$/.test(target)) return false;
  const rival = others.some(
    (other) => !sameWord(other, target) && editDistance(lower, other.toLowerCase(), distance) <= distance,
  );
  return isWord(fixed) && !rival;
}

/**
 * A word of pinyin syllables ("jiaozi", "hutong", "guanxi"): a Chinese word a learner writes on purpose, not
 * a misspelling. Letters after an initial: the finals of Mandarin, longest first.
 */
const PINYIN =
  /^(?:(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ui|ue|ve|er|a|o|e|i|u|v))+$/;
/** Longer words are no pinyin here, and the pattern is not tried on them (it backtracks). */
const PINYIN_MAX_LENGTH = 20;
/** Whether a lower-case word is made only of Mandarin syllables: "jiaozi", "hutong", "longjing". */
const isPinyin = (word: string) => word.length <= PINYIN_MAX_LENGTH && PINYIN.test(word);

/**
 * Whether a word Harper flags, and the checker could not correct with confidence, is surely misspelled, so
 * the learner is told to check it rather than told the sentence is correct ("importand", "cigarrets"). Only
 * a lower-case word of letters that neither Harper nor ECDICT knows, standing alone (not part of a name,
 * an address, a file or markup), not pinyin, and not the other variety's spelling ("colour").
 */
export function isUnknownWord(
  sentence: string,
  start: number,
  original: string,
  suggestions: readonly string[],
  context: SpellingContext,
): boolean {
  // Without the dictionary (no ranks at all) no word can be called unknown: Harper's list is too small.
  if (context.rank === undefined || !/^[a-z]{3,}$/.test(original) || context.isWord(original)) return false;
  if (isPinyin(original)) return false;
  // "borned" is "born" + "-ed", yet no word: a regular form of an irregular one is asked about.
  const overRegular = overRegularVerb(original) ?? overRegularPlural(original);
  if (!overRegular && isWordFormation(original, context.isWord)) return false;
  if (!standsAlone(sentence, start, original)) return false;
  return !suggestions.some((suggestion) => isOtherVarietySpelling(original, suggestion, context.variety));
}

/**
 * Whether the word at `start` is a word of the sentence on its own: not a compound's first part ("Seong-ho";
 * "new-fasion" is "new-fashion"), a user name ("xiaoming_88"), an address ("example.com", "a@b"), a path or
 * markup ("&rsquo;"). A semicolon or a full stop after a word is punctuation ("very high temparture; it
 * caused…", "temparture.It was").
 */
function standsAlone(sentence: string, start: number, word: string): boolean {
  const before = sentence.slice(Math.max(0, start - 1), start);
  const after = sentence.slice(start + word.length, start + word.length + 2);
  return !/[_/@&\\\p{L}\p{N}]$/u.test(before) && !/^[-‐–—_/@&\\\p{L}\p{N}]|^[.:][\p{Ll}\p{N}]/u.test(after);
}

/** Prefixes that make new words of known ones: "unkept", "nonfluoridated", "ecocertified". */
const FORMATION_PREFIXES = [...WORD_PREFIXES, 'de', 'anti', 'multi', 'eco', 'inter', 'sub', 'super', 'semi'];
/** Endings that make new words of known ones: "demagogued", "disking", "endothermy", "gelatinized". */
const FORMATION_SUFFIXES =
  'ization isation izing ising ized ised izes ises ize ise ness ment ship hood less able ful ity ism ist ing est ers er ed es ly s d y'.split(
    ' ',
  );
/** A word made of parts only this long is looked at; longer ones are no word. */
const FORMATION_MAX_LENGTH = 30;

/**
 * Whether a word the dictionary lacks is made of words it has: a prefix or an ending on one ("unkept",
 * "refighting", "demagogued"), or two common words closed up ("homeowner"). Such a word may be one the
 * learner meant; the checker cannot tell, so it does not ask.
 */
function isWordFormation(word: string, isWord: (word: string) => boolean, depth = 0): boolean {
  if (word.length > FORMATION_MAX_LENGTH || depth > 1) return false;
  const known = (part: string) =>
    part.length >= 3 && (isWord(part) || isWordFormation(part, isWord, depth + 1));
  for (const prefix of FORMATION_PREFIXES) {
    if (word.startsWith(prefix) && known(word.slice(prefix.length))) return true;
  }
  for (const suffix of FORMATION_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    // "gelatinized": "gelatin"; "happiness": "happy"; "stopped": "stop".
    const stems = [stem, `${stem}e`, stem.replace(/i$/, 'y'), stem.replace(/(.)\1$/, '$1')];
    if (stems.some((form) => form.length >= 3 && isWord(form))) return true;
  }
  // Two words of four letters or more: "homeowner", not "importand" ("import and").
  for (let i = 4; i <= word.length - 4; i += 1) {
    if (wordRank(word.slice(0, i)) < Infinity && wordRank(word.slice(i)) < Infinity) return true;
  }
  return false;
}

/** How many guesses a word to check shows. */
const MAX_GUESSES = 3;

/**
 * What an unknown word may have been meant as, the likeliest first: Harper's suggestions and the dictionary's
 * nearest words as the spelling fix weighs them, without names, possessives, splits ("import and" for
 * "importand": the split was refused), or two forms of one word. Guesses, shown as such: none of them goes
 * into the corrected sentence.
 */
export function spellingGuesses(
  original: string,
  suggestions: readonly RawSuggestion[],
  context: Pick<SpellingContext, 'variety' | 'rank' | 'nearest' | 'place'>,
): string[] {
  const texts = replacements(suggestions);
  // "borned": the irregular word it was made from comes first ("born", "bore"; "childs": "children").
  const verb = overRegularVerb(original);
  const guesses: string[] = verb
    ? [...new Set([verb.participle, verb.past])]
    : [overRegularPlural(original) ?? []].flat();
  for (const { text } of rankedSpellings(original, texts, context)) {
    if (text !== text.toLowerCase() || /['’\s]/.test(text) || guesses.some((guess) => sameWord(guess, text)))
      continue;
    // A rare word is no guess a learner can use ("cigarrets": "garrets").
    if (Math.min(wordRank(text), context.rank?.(text) ?? Infinity) > NEAREST_MAX_RANK) continue;
    guesses.push(text);
    if (guesses.length === MAX_GUESSES) break;
  }
  return guesses;
}
