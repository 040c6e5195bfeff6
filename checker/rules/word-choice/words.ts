import { isNoun, isVerbForm, nounNumber } from '../../lexicon/forms';
import { ADJECTIVES_WITHOUT_BE, PEOPLE_WORDS } from '../../lexicon/words';

/* The words the confused-word phrases (word-choice/confused-words.ts) build their patterns and fixes from. */

/** Verbs after which "cant" and "wont" are plainly "can't" and "won't", whatever comes before. */
export const SHORT_FORM_VERBS = new Set(
  'be go do come swim see find help believe wait stop understand remember speak sleep eat get make have say tell let'.split(
    ' ',
  ),
);
/** Places one goes to that are verbs too: "Their going to school every day" may be a gerund's subject. */
export const PLACES_GONE_TO = new Set(
  'school church bed work market class college hospital town court'.split(' '),
);
/** The adjective of a noun learners put after "very": "very convenience" -> convenient. */
export const ADJECTIVE_OF_NOUN: Record<string, string> = {
  convenience: 'convenient',
  importance: 'important',
  danger: 'dangerous',
  happiness: 'happy',
  beauty: 'beautiful',
  success: 'successful',
  confidence: 'confident',
  health: 'healthy',
  luck: 'lucky',
  comfort: 'comfortable',
  patience: 'patient',
  independence: 'independent',
  silence: 'silent',
  difference: 'different',
  anger: 'angry',
  sadness: 'sad',
  kindness: 'kind',
  difficulty: 'difficult',
  talent: 'talented',
  pollution: 'polluted',
};
/** The nouns of ADJECTIVE_OF_NOUN, as a regular expression's alternatives. */
export const NOUNS_OF_ADJECTIVES = Object.keys(ADJECTIVE_OF_NOUN).join('|');
/** People, before whom a noun says what they are like: "a success man", "a beauty girl". */
export const PEOPLE_NOUNS =
  'man|men|woman|women|girl|girls|boy|boys|person|people|singer|teacher|student|player|writer|actor|actress|businessman|doctor|leader';

/** Nouns of one thing or person, which "such" and "so" count with "a": "such a kind person", "such a day". */
export const ONE_THING =
  'person|man|woman|girl|boy|day|place|city|teacher|friend|country|story|film|movie|book|question|idea|job|trip|holiday|experience|time|party|game|house|song';

/**
 * An adjective that is nothing else: "kind", "beautiful", "busy" (not "light", "fine" as a noun too), and
 * the "un-" opposite of one, itself no noun: "unstable" ("a stable" is a noun), "unhappy".
 */
export const isPlainAdjective = (word: string) =>
  (ADJECTIVES_WITHOUT_BE.has(word) && !isNoun(word)) ||
  (/^un../.test(word) && ADJECTIVES_WITHOUT_BE.has(word.slice(2)) && !isNoun(word));

/** The adjective an "-ly" adverb is made from, when it is one that says how a thing is: "easily" -> easy. */
export function adjectiveOfAdverb(adverb: string): string | undefined {
  const stem = adverb.slice(0, -2);
  return [stem, `${stem.slice(0, -1)}y`, `${stem}le`, `${stem}e`].find((adjective) =>
    isPlainAdjective(adjective),
  );
}

/** The "-ly" adverb of an adjective: "quick" -> quickly, "easy" -> easily, "gentle" -> gently. */
export function adverbOf(adjective: string): string {
  if (/[^aeiou]y$/.test(adjective)) return `${adjective.slice(0, -1)}ily`;
  if (/[^aeiou]le$/.test(adjective)) return `${adjective.slice(0, -1)}y`;
  return `${adjective}ly`;
}

/** "do" in the form of the "make" it replaces. */
export const DO_OF_MAKE: Record<string, string> = { make: 'do', makes: 'does', made: 'did', making: 'doing' };

/** How hair looks, one or two words before it: "long", "long black", "curly". */
export const HAIR_LOOKS =
  '(?:(?:long|short|black|brown|blonde|blond|red|grey|gray|white|curly|straight|beautiful|thick|dark)\\s+){1,2}';

/** Prepositions before a month: "in may people go" may be the month, written small. */
export const MONTH_BEFORE = new Set('in on of by from'.split(' '));
/**
 * Whether "may" before this plural noun is a slip for "many": the modal takes a bare verb, never a plural
 * ("on may subjects", "There are may people"). Not where a verb follows the noun after a preposition of a
 * month (`after`), nor at a sentence's start before other than people ("May flowers").
 */
export const isManyBefore = (noun: string, after: string | undefined, sentenceStart: boolean) =>
  nounNumber(noun) === 'plural' &&
  (!sentenceStart || PEOPLE_WORDS.has(noun)) &&
  !(after !== undefined && isVerbForm(after) && !isNoun(after));

/** Words that take "from" after them, never "form": "come from", "far from", "different from". */
export const FROM_AFTER =
  'come|comes|came|coming|far|away|different|differs|differ|apart|graduate|graduated|graduating|escape|escaped|suffer|suffers|suffered|benefit|benefits|benefited|borrow|borrowed|return|returned|returning|arrive|arrived|prevent|prevents|prevented|protect|protects|protected|originate|originated|ranging|range|ranges|travel|travelled|traveled|moved';
