import { missingApostrophe } from './contractions';
import { editDistance } from './edit-distance';
import { overRegularPlural, overRegularVerb } from './forms';
import { wordRank, isCommonLemma, SHORTHAND } from './spelling-candidates';
import { type SpellingContext, WORD_PREFIXES, sameWord } from './spelling-context';
import { isPinyin, standsAlone } from './unknown-words';
import { isVarietySpelling } from './variety-spelling';
import { isCommonWord } from './word-splits';

/*
 * Choosing and trusting a spelling fix. Harper orders its suggestions by its own edit distance only, so
 * "docters" gets "dockers" first and "succeded" gets "succeed", and its list often misses the word ("palce":
 * "pace", "palace", "pale"). The choice (likeliestWord) adds ECDICT's own nearest words and weighs every
 * candidate by edits, then frequency (ECDICT's corpus rank, or without the dictionary the 5,000 most frequent
 * lemmas); possessives ("science's") for a word written without an apostrophe lose. Whether to apply it
 * (isTrustedSpellingFix, here) is a separate question: names, prefixes, rare words and short words far off are
 * not. The choice lives in spelling-candidates.ts, a word to check in unknown-words.ts, the variety's
 * spellings in variety-spelling.ts, split words in word-splits.ts, missing apostrophes in contractions.ts.
 * Measured on the tune half of JFLEG dev (checker/docs/offline-checker.md).
 */

/** A title before a name: its full stop ends no sentence. */
const TITLE_BEFORE = /\b(?:Mr|Mrs|Ms|Dr|Prof|St)\.\s+$/;

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
