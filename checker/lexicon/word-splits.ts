import { NEGATED } from './contractions';
import { wordRank, isCommonLemma } from './spelling-candidates';

/*
 * Which of Harper's split words to trust: "alot" -> "a lot", a common phrase written as one word, and not a
 * prefix or a suffix left on its own ("un known" is joined, "decisionmaking" is left).
 */

/** Whether a word is common: a possessive by its base, a negation when made of an auxiliary. */
export function isCommonWord(word: string): boolean {
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
