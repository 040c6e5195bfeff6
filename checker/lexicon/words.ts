/*
 * A sentence as words with their UTF-16 offsets, and the small closed word classes the learner rules
 * look at around a word. Closed classes (pronouns, auxiliaries, determiners) are grammar, not vocabulary:
 * every open-class word comes from ECDICT (english-forms.ts).
 */

import { tokensOf } from './tokens';

export interface Word {
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
}

let lastSentence: string | null = null;
let lastWords: readonly Word[] = [];

/**
 * The sentence's words, by the one tokenizer (lexicon/tokens.ts). Dozens of learner rules ask for the
 * words of the same sentence in turn, so the last answer is kept: it is read-only, and the same for the
 * same sentence.
 */
export function wordsOf(sentence: string): readonly Word[] {
  if (sentence !== lastSentence) {
    lastWords = Object.freeze(tokensOf(sentence));
    lastSentence = sentence;
  }
  return lastWords;
}

const set = (words: string) => new Set(words.split(' '));

/**
 * A table looked up by the learner's words, with no inherited keys: "constructor", "toString" and
 * "valueOf" are words a learner may write, and a plain object would answer them with a function.
 */
export const wordTable = <T>(entries: Record<string, T>): Readonly<Record<string, T>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));

/** The days named from today, which ECDICT also calls nouns: "We have three classes today". */
export const DAY_WORDS = set('today tonight tomorrow yesterday');
export const SUBJECT_PRONOUNS = set('i you he she it we they');
/** Pronouns that are only ever a subject ("you" and "it" may be objects): a clause starts at one. */
export const SUBJECT_ONLY_PRONOUNS = set('i we they he she');
/** The people a learner writes about: "My brother likes swim", "My friend she is a teacher". */
export const FAMILY_AND_FRIENDS = set(
  'mother father mom mum dad brother sister friend son daughter wife husband parent grandmother grandfather grandma grandpa uncle aunt cousin teacher classmate roommate boyfriend girlfriend',
);
/** People a learner writes about in general, one of them: "Student learn", "Scientist assume". */
export const PEOPLE_IN_GENERAL = set(
  'student teacher child kid parent scientist worker adult citizen learner employee consumer customer user driver farmer player reader tourist visitor doctor politician researcher',
);
/** People "there are" many of, who then do something: "There are many people want to come". */
export const PEOPLE_WORDS = new Set([
  ...set('people men women persons friends families'),
  ...[...PEOPLE_IN_GENERAL].map((one) => (one === 'child' ? 'children' : `${one}s`)),
]);
/** One person: "There is a man wants to see you", "The boy is too weak to lift it". */
export const PERSON_WORDS = new Set([
  ...FAMILY_AND_FRIENDS,
  ...set('man woman boy girl person student child kid lady guy'),
]);
/** "the", the possessives and the demonstratives: before a noun subject, "My mother is", "The weather was". */
export const DEFINITE_DETERMINERS = set('my his her our their your the this that these those');
/**
 * The definite determiners a plural noun can take, and after which no subject pronoun stands: "the/my/these
 * students" (not "this" or "that", which may be the subject: "That helps").
 */
export const PLURAL_DEFINITE_DETERMINERS = new Set(
  [...DEFINITE_DETERMINERS].filter((determiner) => determiner !== 'this' && determiner !== 'that'),
);
/** A determiner of either kind: "the", "my", "this" … or "a", "an" ("I have this car", "Living in a city"). */
export const isDeterminer = (word: string) => DEFINITE_DETERMINERS.has(word) || word === 'a' || word === 'an';
/** Adjectives that are never a noun, between a determiner and its noun subject: "My favourite food is". */
export const SUBJECT_ADJECTIVES = set(
  'favourite favorite best new old little younger older elder main only whole',
);
/** Nouns in -s that one may use as one thing: "The news spreads", "The data shows", "Economics studies". */
export const PLURAL_AS_ONE =
  /^(?:news|means|series|species|headquarters|crossroads|whereabouts|thanks|odds|data|media|\w+ics)$/;
/** Adjectives that describe a thing counted, before its noun: "two new shirts", "my young students". */
export const DESCRIBING_ADJECTIVES = set(
  'new old big small good bad nice young beautiful interesting different cheap expensive',
);
/** Whether a definite determiner goes with a noun of this number: not "this parents", "these food". */
export function determinerFits(determiner: string, number: 'singular' | 'plural'): boolean {
  if (!DEFINITE_DETERMINERS.has(determiner)) return false;
  return !(number === 'plural' ? /^(?:this|that)$/ : /^(?:these|those)$/).test(determiner);
}
/** A time that comes again: "every day", "on Sundays". */
export const EVERY_TIME =
  /\b(?:every\s+(?:day|morning|afternoon|evening|night|week|weekend|month|year|summer|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on\s+(?:weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays))\b/i;
/** How often: a habit, so the verb is in the present ("She usually plays"). */
export const FREQUENCY = set('usually always often sometimes never seldom rarely normally generally');
export const MODALS = set('can could will would shall should may might must');
/** The finite auxiliaries and modals: "do", "is", "can", "have" … ("I have lived", "Do you"). */
export const AUXILIARIES = set(
  'do does did is are was were am can could would will should shall may might must have has had',
);
/** Prepositions: the word after one is its object ("for him", "to whom"), never a subject or a possessor. */
export const PREPOSITIONS = set(
  'to for with of about from by at on in into onto than like without within upon over under after before among between through during against',
);
/**
 * Words that start a verb's object, which show the word before them is a verb: "help me", "watch a film".
 * Not "this": "What about work this weekend?" is a time.
 */
export const OBJECT_WORDS = set('me him her us them it the a an my his its our their your some');
/**
 * Words that start what follows a verb, which show the word before them is one: its object ("them", "the",
 * "my") or where it goes ("home", "to", "with"): "If the teacher teach them", "… and play with my friend".
 */
export const AFTER_A_VERB = new Set([
  ...OBJECT_WORDS,
  ...set('this these those you any home back to at into from with in on for'),
]);
/**
 * Words that show the word before them is a verb with its object or its place: "help them", "watch a film",
 * "teach children", "learn English", "study abroad", "eat out", "go home", "go shopping". Not a preposition
 * ("What about access to the park?" asks about a noun), nor "this" ("What about work this weekend?").
 */
export const VERB_OBJECTS = new Set([
  ...OBJECT_WORDS,
  ...set('more abroad hard children people others english chinese out home there together shopping'),
]);
/** Words after which a new clause starts: "…, and we go", "because the book is". */
export const CLAUSE_JOINERS = set(
  'and or but so because when while if that although though since until after before as where whether unless',
);
/**
 * The same without "and" and "or", which also join two subjects ("My friend and she play", "the notice and
 * this notice are"): for rules that fix a verb by its subject's number.
 */
export const SUBJECT_JOINERS = new Set([...CLAUSE_JOINERS].filter((word) => word !== 'and' && word !== 'or'));

/** What a subjunctive clause follows: "I suggest that he go", "It is important that she be". */
export const DEMAND_BEFORE =
  /\b(?:suggest|suggests|suggested|insist|insists|insisted|recommend|recommends|recommended|demand|demands|demanded|propose|proposes|proposed|require|requires|required|request|requests|requested|ask|asks|asked|important|essential|necessary|vital)\s+(?:that\s+)?$/i;

/** Question words a question's "do" may follow: "Why does he needs it?", "What do you do yesterday?" */
export const QUESTION_WORDS = set('what where when why how who which whom');

/** Whether `word` starts a sentence of the text (a quote or bracket may open it). */
export const startsSentence = (sentence: string, word: Word) =>
  /(?:^|[.!?]\s+)["'“‘(]?$/.test(sentence.slice(0, word.start));

/**
 * Whether words[index] starts its clause: the text's first word, the first after a sentence's or a clause's
 * punctuation (a quote or bracket may open it), or the first after one of `joiners` or after a comma and a
 * joining word.
 */
export function startsClause(
  sentence: string,
  words: readonly Word[],
  index: number,
  joiners: ReadonlySet<string> = CLAUSE_JOINERS,
): boolean {
  if (/(?:^|[.!?;:,"”]\s*)["'“‘(]?\s*$/.test(sentence.slice(0, words[index]!.start))) return true;
  const previous = words[index - 1];
  if (previous === undefined) return false;
  // ", and she": after a comma even "and" starts a clause, not a second subject.
  return (
    joiners.has(previous.lower) ||
    (CLAUSE_JOINERS.has(previous.lower) && /[,;]\s*$/.test(sentence.slice(0, previous.start)))
  );
}

/**
 * Words after which a subject pronoun still belongs to the clause or phrase before it ("that they", "and
 * we", "for what you", "then you"): no comma goes between them.
 */
export const JOINING_WORDS = set(
  'that which who whom whose what when where why how if then because as than and or but so nor to of for with by in on at from about into like since until till after before while once whether unless though although even only',
);
/** A modal's negation, which is a modal whatever comes before it ("can't", "won't"). */
export const NEGATED_MODALS = set("can't cannot couldn't won't wouldn't shan't shouldn't mustn't mightn't");
/** Words between an auxiliary and its verb that do not change which form the verb takes. */
export const MIDDLE_ADVERBS = set(
  'not never already just ever also always recently often still really finally even only once',
);
/** The word at `from`, or the one after up to two middle adverbs ("could even began", "does she really"). */
export function verbAfterAdverbs(words: readonly Word[], from: number): Word | undefined {
  let at = from;
  while (words[at] && MIDDLE_ADVERBS.has(words[at]!.lower) && at < from + 2) at += 1;
  return words[at];
}
const PERFECT_AUXILIARIES = set("have has had having haven't hasn't hadn't");
const BE_FORMS = set("am is are was were be been being isn't aren't wasn't weren't");

/** "have", "hasn't", "I've", "she'd": an auxiliary that takes a past participle ("'s" is left out: is or has). */
export function isPerfectAuxiliary(word: Word): boolean {
  return PERFECT_AUXILIARIES.has(word.lower) || /'ve$/.test(word.lower);
}

/** A form of "be" (a passive takes the participle too), contractions included. */
export function isBeForm(word: Word): boolean {
  return BE_FORMS.has(word.lower) || /'(m|re)$/.test(word.lower);
}
/** Words that make the following noun plural. */
export const PLURAL_QUANTIFIERS = set(
  'two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand many several few both these those',
);

export function isPluralNumber(word: Word): boolean {
  return PLURAL_QUANTIFIERS.has(word.lower) || (/^\d+$/.test(word.text) && Number(word.text) > 1);
}

/**
 * "a" or "an" by the sound a word starts with: "an idea", "an unusual", "a useful", "a university", "an hour";
 * a number in digits as it is said: "an 8", "an 11", "an 18", "an 80", "a 20".
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  // As the number is said: "an 8", "an 80", "an 800" (eight …), "an 11", "an 18"; "a 110" (one hundred …).
  if (/^\d+$/.test(word)) return /^(?:8\d*|11|18)$/.test(word) ? 'an' : 'a';
  return /^(?:[aeio]|u(?:n(?!i)|[gmprt](?!i))|hour|honest|honou?r|heir)/i.test(word) ? 'an' : 'a';
}

/** The object form of each subject pronoun: "I want that you come" -> "want you to come". */
export const OBJECT_OF_SUBJECT = wordTable<string>({
  i: 'me',
  you: 'you',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
});
/** The object pronouns of people: "me", "you", "him", "her", "us", "them". */
export const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(Object.values(OBJECT_OF_SUBJECT));
/** The subject pronoun of an object one: "suggested that I go" (me), "I hope he can come" (him). */
export const SUBJECT_OF_OBJECT = wordTable<string>({
  me: 'I',
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
});
/** The reflexive of each subject pronoun: "you" -> yourself. */
export const REFLEXIVES = wordTable<string>({
  i: 'myself',
  you: 'yourself',
  he: 'himself',
  she: 'herself',
  we: 'ourselves',
  they: 'themselves',
});

/** The case of the word it replaces: all capitals ("TEH" -> "THE"), or a first capital ("Teh" -> "The"). */
export function matchCase(word: string, like: string): string {
  if (like.length > 1 && /\p{L}/u.test(like) && like === like.toUpperCase()) return word.toUpperCase();
  const first = like[0];
  return first && first !== first.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/**
 * "fire you you will", "told you you were": an object, then the next clause's subject (before a modal or a
 * verb), not a word repeated by mistake. The match's index is the first word.
 */
export const OBJECT_THEN_SUBJECT =
  /\b(you|it)(\s+)\1(?=\s+(?:will|would|can|could|should|must|may|might|are|is|have|has|do|does|did|was|were|won't|can't|don't|doesn't|didn't)\b)/gi;

/** Verbs of telling, whose object may be followed by a clause without "that": "I told you you were right". */
export const TELLING_VERB_BEFORE =
  /\b(?:tell|tells|told|telling|show|shows|showed|shown|ask|asks|asked|remind|reminds|reminded|warn|warns|warned|promise|promises|promised|assure|assures|assured|teach|teaches|taught|convince|convinced|inform|informed|bet)\s+$/i;

/**
 * Nouns with no plural and no "a" that learners count: "informations", "a advice", "a good news" (the
 * article rule leaves "a knowledge of", "a research project" and "a weather report" alone).
 */
export const UNCOUNTABLE_NOUNS = set(
  'information advice furniture equipment homework luggage baggage evidence feedback news knowledge research progress weather traffic scenery pollution fun machinery jewelry jewellery software garbage rubbish clothing',
);
/**
 * Uncountable nouns whose -s form is wrong in every sense, fixed even where Harper knows it ("machineries");
 * not "informations" (charges at law), "knowledges" (in philosophy) or "researches" (a verb).
 */
export const NEVER_PLURAL = set(
  'machinery jewelry jewellery software garbage rubbish clothing furniture homework luggage baggage equipment',
);
/**
 * Verbs of how things are, not of what happened ("She like apples", "My friend live in Shanghai"): said of a
 * person, nearly always in the present, where "He go" may want "went" as much as "goes".
 */
export const STATIVE_VERBS = set(
  'like love hate want need know think believe understand prefer remember forget hope wish mind enjoy live',
);
/** Whether a verb right after a noun says the noun is plural: "The mans are", "All of the student have". */
export const showsPlural = (verb: string) => /^(?:are|were|have|don['’]t|aren['’]t|weren['’]t)$/.test(verb);
/** Nouns that are plural with no singular beside them: "People in China are", "The police in town are". */
export const PLURAL_NOUNS = set('people police cattle clothes');
/**
 * Nouns of stuff, or of a strain one is under, which "many" does not count ("many money" -> "a lot of
 * money", "There are lots of pressure" -> "is"), though they have plurals in other senses ("the waters of the
 * Nile", "two coffees", "the pressures of work"), so a plural of theirs is no error.
 */
const MASS_NOUNS = set(
  'money water milk rice bread sugar salt meat juice air fun music food work pressure stress',
);
/** Whether "many" or a number cannot count this noun: "many homework", "many money". */
export const isMassNoun = (word: string) => UNCOUNTABLE_NOUNS.has(word) || MASS_NOUNS.has(word);

/** Whether only spaces separate two words. */
export const adjacent = (sentence: string, a: Word, b: Word) => /^\s+$/.test(sentence.slice(a.end, b.start));

/** Whether only spaces separate each word of a run from the next: "I will call you", not "you, I". */
export const adjacentRun = (sentence: string, run: readonly Word[]) =>
  run.every((word, i) => i === 0 || adjacent(sentence, run[i - 1]!, word));

/** Adverbs a learner writes where the adjective goes ("I feel happily", "He makes me angrily"), and the adjective. */
export const ADJECTIVE_OF_ADVERB = wordTable<string>({
  happily: 'happy',
  beautifully: 'beautiful',
  sadly: 'sad',
  lonelily: 'lonely',
  angrily: 'angry',
  nervously: 'nervous',
  uncomfortably: 'uncomfortable',
  comfortably: 'comfortable',
  obviously: 'obvious',
  clearly: 'clear',
  certainly: 'certain',
  apparently: 'apparent',
  evidently: 'evident',
  necessarily: 'necessary',
  importantly: 'important',
});

/** "these" and "those" for more, and the word for one: "this", "that". */
export const SINGULAR_DEMONSTRATIVE = wordTable<string>({ these: 'this', those: 'that' });
/** The demonstrative of the other number: "this" <-> "these", "that" <-> "those". */
export const DEMONSTRATIVE_OF_OTHER_NUMBER = wordTable<string>({
  ...SINGULAR_DEMONSTRATIVE,
  ...Object.fromEntries(Object.entries(SINGULAR_DEMONSTRATIVE).map(([many, one]) => [one, many])),
});

/** The plural verb for a singular one ("is" -> "are"): "My friends is", "people was". */
export const PLURAL_VERB = wordTable<string>({
  is: 'are',
  was: 'were',
  has: 'have',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
});
/** The singular verb for a plural one ("are" -> "is"): "The book are". */
export const SINGULAR_VERB = wordTable<string>(
  Object.fromEntries(Object.entries(PLURAL_VERB).map(([one, many]) => [many, one])),
);

/**
 * What may follow an adjective that ends its phrase, as a pattern's source: the clause ends, or goes on with a
 * joining word, a time or place, or the adjective's preposition ("afraid of dogs", "too heavy for me").
 */
export const AFTER_ADJECTIVE = String.raw`(?:\s*(?:[.,!?;:]|$)|\s+(?:and|but|because|so|now|today|yesterday|nowadays|here|there|after|when|these|this|to|of|about|at|with|in|on|for|that)\b)`;

/** Nouns whose plural is the singular ("the sheep are", "the fish are"): their number is not in the word. */
export const SAME_PLURAL = new Set(
  'sheep fish deer species aircraft series means offspring salmon trout moose swine bison cattle police headquarters crossroads'.split(
    ' ',
  ),
);

/**
 * Nouns for a group, which "one of the" takes as they are ("one of the family", "one of the team") and which
 * may take a plural verb ("the youth have", "the team are" in British English).
 */
export const GROUP_NOUNS = new Set(
  'family team group crowd class staff crew gang club band audience public committee couple pair lot generation youth government majority minority army jury population company faculty personnel management council community rest remainder'.split(
    ' ',
  ),
);

/**
 * Adjectives learners write without "be" (他很高: "He very tall"), none of them also a verb ("They free the
 * birds", "He tired quickly" are right).
 */
export const ADJECTIVES_WITHOUT_BE = set(
  'tall short hungry thirsty happy sad afraid sorry ready glad beautiful kind friendly good bad late angry nervous young old rich poor strong weak smart clever lazy fat thin sick ill healthy hot cold careful important difficult easy interesting boring famous lucky honest polite shy noisy expensive cheap big small handsome pretty ugly cute busy fine right wrong full hard necessary possible impossible useful popular dangerous safe convenient delicious comfortable sleepy serious true nice great',
);
/**
 * What a person feels ("-ed") against what makes them feel it ("-ing"), and the words the feeling is about
 * with: "interested in", "bored with". Not "amazing" ("I feel amazing", "She is amazing at chess"), nor
 * "annoying at" ("He is annoying at times").
 */
export const FEELINGS = wordTable<[feeling: string, about: string[]]>({
  interesting: ['interested', ['in']],
  exciting: ['excited', ['about']],
  boring: ['bored', ['with', 'of']],
  tiring: ['tired', ['of']],
  surprising: ['surprised', ['at', 'by']],
  disappointing: ['disappointed', ['in', 'with']],
  confusing: ['confused', ['about']],
  embarrassing: ['embarrassed', ['about']],
  frightening: ['frightened', ['of']],
  satisfying: ['satisfied', ['with']],
  annoying: ['annoyed', ['with']],
  relaxing: ['relaxed', ['about']],
  exhausting: ['exhausted', []],
  depressing: ['depressed', ['about']],
  terrifying: ['terrified', ['of']],
  shocking: ['shocked', []],
});

/** Adjectives in "-ing" that say what a thing is like, beside FEELINGS: "amazing", "challenging". */
const ING_ADJECTIVES = set(
  'amazing charming outstanding promising amusing touching caring willing daring appealing pleasing stunning entertaining inspiring encouraging convincing challenging demanding rewarding frustrating worrying',
);
/** Whether an "-ing" word is (also) an adjective: "interesting", "amazing" ("It will be amazing"). */
export const isIngAdjective = (word: string) => word in FEELINGS || ING_ADJECTIVES.has(word);
/** Whether a word says how someone is, so an "'s" before it is "is", not "has": "He's tired", "She's busy". */
export const isStateAdjective = (word: string) => ADJECTIVES_WITHOUT_BE.has(word) || FELT.has(word);
/** The "-ed" side of FEELINGS: "interested", "bored", "tired". */
const FELT = new Set(Object.values(FEELINGS).map(([feeling]) => feeling));

/** "-ing" words that describe people rather than do something to them: "Working people are". */
export const PEOPLE_OF_A_KIND = new Set(
  'working living dying aging ageing missing remaining leading suffering starving following'.split(' '),
);

/** Countries, cities and continents learners write about, as a pattern's alternatives: no "the", "in" them. */
export const PLACE_NAMES =
  'China|Japan|Beijing|Shanghai|Guangzhou|Shenzhen|America|England|France|Germany|Canada|Australia|Korea|Russia|India|Italy|Spain|Europe|Asia|Africa|London|Paris|Tokyo';

/**
 * Nouns an essay counts that are also said as stuff, with no article and no plural: "a lot of experience", "a
 * lot of difference", "a lot of opportunity to think", "There is little risk".
 */
const ALSO_UNCOUNTED_NOUNS = set(
  'experience risk difference opportunity benefit chance place way part type source result system skill story trip town village school subject process',
);

/** Nouns an essay counts and never says as stuff: "a lot of problem" is "problems". */
export const ALWAYS_COUNTED_NOUNS = set(
  'idea thing example reason problem question situation choice decision method job point step solution answer mistake lesson goal dream habit task challenge advantage disadvantage factor issue topic aspect role tool person friend country city company product book movie game day plan',
);

/**
 * Nouns an essay counts: "a good idea", "a great experience", "an important reason". Only these: many nouns
 * are also uncountable after an adjective ("It is hard work", "good news", "common sense", "good practice").
 */
export const COUNTED_NOUNS = new Set([...ALWAYS_COUNTED_NOUNS, ...ALSO_UNCOUNTED_NOUNS]);

/** Things that come in pairs, said in the plural: "shoes", "glasses" ("a shoes" is no shoe but a pair). */
export const PAIR_NOUNS = new Set(
  'shoes glasses sunglasses trousers jeans pants shorts socks gloves boots sneakers scissors pyjamas pajamas'.split(
    ' ',
  ),
);
