/*
 * Regular English inflection: what a learner produces when they apply the rule to an irregular word
 * ("goed", "childs"), and what the rule gives back for a regular one. Irregular forms come from ECDICT
 * (english-forms.ts). The one morphology of Wordloom: the server's word forms use it too (checker/text.ts).
 */

const CONSONANT_Y = /[^aeiou]y$/;
/** Short words ending consonant-vowel-consonant double the last letter: stop -> stopped. */
const DOUBLES = /^[^aeiou]*[aeiou][^aeiouwxy]$/;

/** A word with an ending that starts with a vowel (-ed, -er, -est): hope -> hoped, stop -> stopped. */
function withVowelEnding(word: string, ending: 'ed' | 'er' | 'est'): string {
  if (word.endsWith('e')) return `${word}${ending.slice(1)}`;
  if (DOUBLES.test(word)) return `${word}${word.at(-1)}${ending}`;
  if (CONSONANT_Y.test(word)) return `${word.slice(0, -1)}i${ending}`;
  return `${word}${ending}`;
}

export const regularPast = (verb: string): string => withVowelEnding(verb, 'ed');

/** Every regular-looking past a learner may write: "runed" and "runned", "stoped" and "stopped". */
export function regularPastSpellings(verb: string): string[] {
  const forms = new Set([regularPast(verb), `${verb}ed`]);
  if (DOUBLES.test(verb)) forms.add(`${verb}${verb.at(-1)}ed`);
  return [...forms];
}

export function regularPlural(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (CONSONANT_Y.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Regular-looking plurals a learner may write for a noun: "childs", "tooths", "mouses", "potatos". */
export function regularPluralSpellings(noun: string): string[] {
  return [...new Set([regularPlural(noun), `${noun}s`])];
}

/** The lemmas a form ending in -s may come from: "sings" -> sing, "watches" -> watch, "flies" -> fly. */
export function lemmasOfThirdPerson(form: string): string[] {
  const lemmas: string[] = [];
  if (form.endsWith('ies') && form.length > 4) lemmas.push(`${form.slice(0, -3)}y`);
  if (form.endsWith('es') && form.length > 3) lemmas.push(form.slice(0, -2));
  if (form.endsWith('s') && !form.endsWith('ss') && form.length > 2) lemmas.push(form.slice(0, -1));
  return lemmas;
}

/** The -ing form of a regular verb: make -> making, stop -> stopping, see -> seeing, lie -> lying. */
export function ingForm(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeio]e$/.test(verb) && verb.length > 2) return `${verb.slice(0, -1)}ing`;
  if (DOUBLES.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** The lemmas an -ing form may come from, each giving that form back: "learning" -> learn, "making" -> make. */
export function lemmasOfIng(form: string): string[] {
  const stem = /^(.+)ing$/.exec(form)?.[1];
  if (!stem) return [];
  const candidates = [
    stem,
    `${stem}e`,
    stem.slice(0, -1),
    stem.endsWith('y') ? `${stem.slice(0, -1)}ie` : '',
  ];
  return candidates.filter((lemma) => lemma.length > 1 && ingForm(lemma) === form);
}

/** The third-person singular of a verb: play -> plays, watch -> watches, study -> studies, go -> goes. */
export function thirdPersonOf(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'be') return 'is';
  // Made as a plural is, but "go" -> "goes" (a noun's -o varies: "photos").
  return verb.endsWith('o') ? `${verb}es` : regularPlural(verb);
}

/**
 * Every regular form of a word, whatever its part of speech: -s/-es, -ed, -ing, -er, -est. The server
 * counts a sentence as using a word the dictionary does not know by these. Which short words double their
 * last letter is a guess by their letters ("stop" -> "stopped", but "bus" -> "buses"), so for those the
 * forms without the doubling count too.
 */
export function regularForms(base: string): string[] {
  const word = base.toLowerCase();
  const forms = new Set([word, regularPlural(word), thirdPersonOf(word), ingForm(word)]);
  for (const ending of ['ed', 'er', 'est'] as const) forms.add(withVowelEnding(word, ending));
  if (DOUBLES.test(word)) for (const ending of ['ed', 'ing', 'er', 'est']) forms.add(`${word}${ending}`);
  return [...forms];
}
