import {
  COMMON_VERBS,
  COUNTABLE_NOUNS,
  IRREGULAR_PLURALS,
  IRREGULAR_VERBS,
  KIND_NOUNS,
  PASSIVE_VERBS,
  SPELLED_PASTS,
} from './generated/english-forms';
import {
  lemmasOfThirdPerson,
  regularPast,
  regularPastSpellings,
  regularPlural,
  regularPluralSpellings,
  thirdPersonOf,
} from './inflect';
import { COUNTED_NOUNS, FAMILY_AND_FRIENDS, PLURAL_NOUNS, SAME_PLURAL, SUBJECT_JOINERS } from './words';

/*
 * Lookups over ECDICT's irregular forms (english-forms.ts): what an over-regularised form ("goed",
 * "childs") stands for, and whether a word is an inflected verb form ("sings", "went").
 */

/**
 * The plural a learner should be told, where the dictionary's is a formal one: "three people" ("persons" is
 * a word of law and notices, and stays a plural of "person"). One way only: "a people", "one people" is a
 * nation, not a person.
 */
const EVERYDAY_PLURALS: Record<string, string> = { person: 'people' };

/** Units of time ECDICT also calls adjectives ("a minute change", "second best"): "30 minutes". */
const TIME_UNITS = ['minute', 'second'];

export interface VerbForms {
  lemma: string;
  past: string;
  participle: string;
}

interface Tables {
  /** "goed" -> go/went/gone */
  overRegularVerbs: Map<string, VerbForms>;
  /** "childs" -> children; "childrens" -> children */
  overRegularPlurals: Map<string, string>;
  /** Every real form of the irregular verbs and plurals: never reported as over-regularised. */
  realForms: Set<string>;
  /** Irregular past, participle or plural -> lemma ("went" -> go, "children" -> child). */
  irregularLemmas: Map<string, string>;
  /** A past that is no participle and no verb of its own -> lemma ("went" -> go; not "made", "found"). */
  pastOnly: Map<string, string>;
  /** A verb's lemma -> its past, where regularPast does not make it ("go" -> went, "prefer" -> preferred). */
  pasts: Map<string, string>;
  /** Verbs whose past is spelled one way in British English and another in American ("travelled"). */
  varietyPasts: Set<string>;
  /** An irregular verb's lemma -> its participle ("do" -> done). */
  participles: Map<string, string>;
  verbs: Set<string>;
  /** Transitive verbs that are nothing else bare after "be" ("build", not "open", "mine", "sleep", "happen"). */
  passiveVerbs: Set<string>;
  /** Countable noun -> its plural ("reason" -> reasons, "child" -> children). */
  plurals: Map<string, string>;
  /** Plural -> countable noun. */
  singulars: Map<string, string>;
  /** Nouns that are adjectives of kind too, with their plurals. */
  kindNouns: Map<string, string>;
}

let tables: Tables | null = null;

/**
 * "brang", "brung", "thunk": a verb in "-ing"/"-ink" whose past is no "-ang"/"-ung" one, made like "ring, rang,
 * rung" (never "sing"/"sang", whose forms are real: the caller keeps real forms and verbs out).
 */
function ringRangForms({ lemma, past }: VerbForms): string[] {
  if (!/i(ng|nk)$/.test(lemma) || /[au]n[gk]$/.test(past)) return [];
  return [lemma.replace(/i(n[gk])$/, 'a$1'), lemma.replace(/i(n[gk])$/, 'u$1')];
}

/** "wented", "tooked", "borned": an irregular past or participle with a regular "-ed" on top. */
function doubledPastForms({ lemma, past, participle }: VerbForms): string[] {
  return [...new Set([past, participle])].filter((form) => form !== lemma).flatMap(regularPastSpellings);
}

function load(): Tables {
  const verbs = new Set(COMMON_VERBS);
  const realForms = new Set<string>();
  const irregular = IRREGULAR_VERBS.map((line) => {
    const [lemma, past, participle] = line.split(' ') as [string, string, string];
    realForms.add(lemma).add(past).add(participle);
    verbs.add(lemma);
    return { lemma, past, participle };
  });
  const plurals = IRREGULAR_PLURALS.map((line) => line.split(' ') as [string, string]);
  for (const [noun, plural] of plurals) realForms.add(noun).add(plural);

  const overRegularVerbs = new Map<string, VerbForms>();
  const irregularLemmas = new Map<string, string>();
  for (const forms of irregular) {
    for (const wrong of [
      ...regularPastSpellings(forms.lemma),
      ...ringRangForms(forms),
      ...doubledPastForms(forms),
    ]) {
      if (!realForms.has(wrong) && !verbs.has(wrong)) overRegularVerbs.set(wrong, forms);
    }
    for (const form of [forms.past, forms.participle]) {
      if (!irregularLemmas.has(form)) irregularLemmas.set(form, forms.lemma);
    }
  }
  const pastOnly = new Map<string, string>();
  // "prefer" -> preferred, "hear" -> heard; not "travel" -> travelled, which is British ("traveled").
  const spelled = SPELLED_PASTS.map((line) => line.split(' ') as [string, string]);
  const isVarietyPast = ([lemma, past]: [string, string]) =>
    /[aeiou]l$/.test(lemma) && past === `${lemma}led`;
  const pasts = new Map(spelled.filter((pair) => !isVarietyPast(pair)));
  const varietyPasts = new Set(spelled.filter(isVarietyPast).map(([lemma]) => lemma));
  const participles = new Map(irregular.map(({ lemma, participle }) => [lemma, participle]));
  for (const { lemma, past, participle } of irregular) {
    if (!pasts.has(lemma)) pasts.set(lemma, past);
    if (past !== participle && past !== lemma && !verbs.has(past)) pastOnly.set(past, lemma);
  }
  const overRegularPlurals = new Map<string, string>();
  for (const [noun, plural] of plurals) {
    if (!irregularLemmas.has(plural)) irregularLemmas.set(plural, noun);
    for (const wrong of [...regularPluralSpellings(noun), `${plural}s`]) {
      if (!realForms.has(wrong) && wrong !== plural) overRegularPlurals.set(wrong, plural);
    }
  }
  const irregularPlurals = new Map(plurals);
  const nounPlurals = new Map<string, string>();
  const singulars = new Map<string, string>();
  // And the nouns the learner rules count, which ECDICT also calls adjectives ("a problem child", "a
  // country road") and so leaves out of COUNTABLE_NOUNS.
  for (const noun of new Set([...COUNTABLE_NOUNS, ...COUNTED_NOUNS, ...FAMILY_AND_FRIENDS, ...TIME_UNITS])) {
    const plural = irregularPlurals.get(noun) ?? regularPlural(noun);
    // "two sheep", "these fish": ECDICT gives "sheeps" and "fishes", which a learner should not be told; read
    // as plurals, they are still the noun ("another fishes" -> "another fish").
    nounPlurals.set(noun, SAME_PLURAL.has(noun) ? noun : (EVERYDAY_PLURALS[noun] ?? plural));
    singulars.set(plural, noun);
  }
  // "an experts" -> "an expert": a noun that is an adjective of kind too ("an expert opinion", "a chemical
  // reaction") is read by its plural only, which is surely the noun.
  const kindNouns = new Map<string, string>();
  for (const noun of KIND_NOUNS) {
    const plural = irregularPlurals.get(noun) ?? regularPlural(noun);
    kindNouns.set(noun, plural);
    if (!singulars.has(plural)) singulars.set(plural, noun);
  }
  return {
    overRegularVerbs,
    overRegularPlurals,
    realForms,
    irregularLemmas,
    pastOnly,
    pasts,
    varietyPasts,
    participles,
    verbs,
    passiveVerbs: new Set(PASSIVE_VERBS),
    plurals: nounPlurals,
    singulars,
    kindNouns,
  };
}

function get(): Tables {
  tables ??= load();
  return tables;
}

/** "goed" -> { go, went, gone }; undefined for anything else. */
export function overRegularVerb(word: string): VerbForms | undefined {
  return get().overRegularVerbs.get(word.toLowerCase());
}

/** "childs" -> "children"; undefined for anything else. */
export function overRegularPlural(word: string): string | undefined {
  return get().overRegularPlurals.get(word.toLowerCase());
}

/** Whether this is a common verb's lemma ("sing", "go"). */
export function isVerb(word: string): boolean {
  return get().verbs.has(word.toLowerCase());
}

/** The lemma of an irregular form: "brought" -> bring, "children" -> child. */
export function irregularLemma(word: string): string | undefined {
  return get().irregularLemmas.get(word.toLowerCase());
}

/** Verbs of thinking, which a clause follows without "that": "I think he is", "She knew it was late". */
const THINKING = new Set(
  'think know believe guess mean remember suppose hope wonder bet imagine reckon doubt'.split(' '),
);

let thinkingForms: Set<string> | undefined;

/** Whether this is a verb of thinking in any form: "think", "thinks", "thought", "believed". */
export function isThinkingVerb(word: string): boolean {
  // Derived once from the inflection data: each lemma, its -s form, its past and its participle.
  thinkingForms ??= new Set(
    [...THINKING].flatMap((lemma) =>
      [lemma, thirdPersonOf(lemma), pastOf(lemma), participleOf(lemma)].filter((form) => form !== undefined),
    ),
  );
  return thinkingForms.has(word.toLowerCase());
}

/**
 * Whether a subject right after this word (lower case) starts a clause of its own: after a joining word
 * ("because cars …", "that technology …") or a verb of thinking ("I think cars …", "I believe money …").
 */
export const startsClauseAfter = (word: string) => SUBJECT_JOINERS.has(word) || isThinkingVerb(word);

/** Whether this "that" joins a clause after a verb of thinking ("I think that people …"), as no pronoun does. */
export const isThoughtThat = (word: string, before: string) => word === 'that' && isThinkingVerb(before);

/**
 * The lemma of a verb form that cannot follow a modal or "didn't": a third-person form ("sings" -> sing) or
 * a past that is no participle ("went" -> go, "began" -> begin). A past that is also a participle ("made",
 * "used") is left alone: "it can used" wants a "be" ("can be used"), not "can use".
 */
export function lemmaAfterModal(word: string): string | undefined {
  const lower = word.toLowerCase();
  const { verbs, pastOnly } = get();
  if (verbs.has(lower)) return undefined;
  return pastOnly.get(lower) ?? lemmasOfThirdPerson(lower).find((lemma) => verbs.has(lemma));
}

/**
 * The past of a common verb's lemma: "go" -> went, "stop" -> stopped, "prefer" -> preferred; undefined for no
 * verb, and for one whose past is spelled differently in British and American English ("travel").
 */
export function pastOf(lemma: string): string | undefined {
  const lower = lemma.toLowerCase();
  const { pasts, varietyPasts, verbs } = get();
  if (!verbs.has(lower) || varietyPasts.has(lower)) return undefined;
  return pasts.get(lower) ?? regularPast(lower);
}

/** The participle of a common verb's lemma: "do" -> done, "watch" -> watched (as `pastOf` for a regular one). */
export function participleOf(lemma: string): string | undefined {
  return get().participles.get(lemma.toLowerCase()) ?? pastOf(lemma);
}

/**
 * The participle a verb left bare after "be" stands for ("It was build by" -> built, "is generate by" ->
 * generated); undefined for a word that may stand there bare: a noun, first or countable ("What I need is
 * sleep", "is use"), an adjective, adverb, preposition or pronoun too ("is open", "is back", "is mine"),
 * another verb's past or participle ("found"), its own participle ("put"), or a verb with no passive ("It
 * was happen" wants "It happened").
 */
export function passiveParticiple(word: string): string | undefined {
  const lower = word.toLowerCase();
  const { passiveVerbs, irregularLemmas } = get();
  if (!passiveVerbs.has(lower) || irregularLemmas.has(lower) || isNoun(lower)) return undefined;
  const participle = participleOf(lower);
  return participle === lower ? undefined : participle;
}

/** An irregular verb's participle where it is another word than its lemma: "go" -> gone; not "come", "put". */
export function irregularParticiple(lemma: string): string | undefined {
  const participle = get().participles.get(lemma.toLowerCase());
  return participle && participle !== lemma.toLowerCase() ? participle : undefined;
}

/** The lemma of a past participle: "visited" -> visit, "seen" -> see, "stopped" -> stop; undefined if none. */
export function lemmaOfParticiple(word: string): string | undefined {
  const irregular = irregularLemma(word);
  if (irregular) return isVerb(irregular) ? irregular : undefined;
  if (!/ed$/.test(word) || !isVerbForm(word)) return undefined;
  return [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3), `${word.slice(0, -3)}y`].find(
    (lemma) => lemma.length > 1 && isVerb(lemma) && pastOf(lemma) === word,
  );
}

/** The lemma of a past tense, regular or not: "left" -> leave, "tried" -> try; undefined for another word. */
export function lemmaOfPast(word: string): string | undefined {
  const lower = word.toLowerCase();
  const lemma = lemmaOfParticiple(lower);
  return lemma && pastOf(lemma) === lower ? lemma : undefined;
}

/** Whether this is a past tense: "went", "chose", "visited" (a past, not "go" or "goes"). */
export function isPastTense(word: string): boolean {
  const lower = word.toLowerCase();
  return get().pastOnly.has(lower) || (/ed$/.test(lower) && isVerbForm(lower) && !get().verbs.has(lower));
}

/** The plural of a common countable noun ("reason" -> reasons); undefined for anything else. */
export function pluralOf(noun: string): string | undefined {
  return get().plurals.get(noun.toLowerCase());
}

/** Whether this is a common noun, singular or plural ("reason", "reasons"). */
export function isNoun(word: string): boolean {
  const lower = word.toLowerCase();
  return get().plurals.has(lower) || get().singulars.has(lower);
}

/**
 * Whether a noun is one thing or more, from its own forms: "man" one, "men" and "people" more; undefined for
 * a word that is both or neither ("sheep", "data").
 */
export function nounNumber(noun: string): 'singular' | 'plural' | undefined {
  if (PLURAL_NOUNS.has(noun)) return 'plural';
  const singular = singularOf(noun);
  const plural = pluralOf(noun);
  const isPlural = singular !== undefined && singular !== noun;
  const isSingular = plural !== undefined && plural !== noun;
  return isPlural === isSingular ? undefined : isPlural ? 'plural' : 'singular';
}

/**
 * Whether a word is a noun that is an adjective of kind too ("quality", "expert", "chemical"): a noun only
 * where its place says so ("The quality of …"), and never counted by nounNumber.
 */
export const isKindNoun = (word: string) => get().kindNouns.has(word.toLowerCase());

/** The plural of a noun that is an adjective of kind too ("expert" -> experts), where its place says noun. */
export const kindNounPlural = (word: string) => get().kindNouns.get(word.toLowerCase());

/** The singular of a plural noun ("details" -> detail). */
export function singularOf(word: string): string | undefined {
  return get().singulars.get(word.toLowerCase());
}

/** The singular of a plural noun that is no verb form too ("cars" -> car; not "reasons"). */
export function singularOnlyNoun(word: string): string | undefined {
  const singular = singularOf(word);
  return singular === undefined || get().verbs.has(singular) ? undefined : singular;
}

/** Whether a word is a form of a common verb: "want", "wants", "wanted", "going", "went". */
export function isVerbForm(word: string): boolean {
  const lower = word.toLowerCase();
  const { verbs, irregularLemmas } = get();
  if (verbs.has(lower) || lemmaAfterModal(lower)) return true;
  const irregular = irregularLemmas.get(lower);
  if (irregular !== undefined && verbs.has(irregular)) return true;
  const stem = /^(.+?)(?:ed|d|ing)$/.exec(lower)?.[1];
  // "tried", "carrying": a "y" the ending turned to "i" counts too.
  const lemmas = stem === undefined ? [] : [stem, `${stem}e`, stem.slice(0, -1), stem.replace(/i$/, 'y')];
  return lemmas.some((lemma) => verbs.has(lemma));
}
