import { isVerb, isVerbForm, lemmaOfPast, participleOf, singularOf } from '../lexicon/forms';
import { lemmasOfThirdPerson } from '../lexicon/inflect';
import { PRESENT_OF_BE } from './learner-sentence-time';
import { replacementLint, type RawLint } from '../engine/lints';
import { adjacentRun, AUXILIARIES, isDeterminer, type Word, wordTable } from '../lexicon/words';
import type { SentenceContext } from './rule';

/*
 * "I am living here since 2010" -> "I have been living here since 2010", "I live here for five years" -> "I
 * have lived here for five years": a state that began in the past and goes on takes the present perfect.
 * Chinese says it in the present ("我从2010年起住在这里", "我在这里住了五年").
 */

/**
 * What "since" names a past point with: a year, "last …", "yesterday", a month or a day, "this morning", a
 * clock time, "then", childhood, "I was a child".
 */
const SINCE_POINT = new RegExp(
  String.raw`^\s+(?:\d{4}\b|last\s+\p{L}|yesterday\b|childhood\b|then\b|(?:this\s+)?(?:morning|afternoon)\b|` +
    String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*o['’]clock\b|` +
    String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|` +
    String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|` +
    String.raw`(?:i|he|she|we|they)\s+(?:was|were)\s+(?:a\s+(?:child|kid|boy|girl|student)|young|little|small|born)\b)`,
  'iu',
);
/**
 * A length of time up to now after "for": "for five years", "for many years", "for a long time" (not "for
 * two years ago", nor hours or weeks: "I am staying here for two weeks" is a plan).
 */
const FOR_LENGTH =
  /^\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|twenty|\d+|many|several|a\s+few)\s+years|years|a\s+long\s+time)\b(?!\s+ago\b)/i;
/** Words of a plan: "next year", "from tomorrow", "we will". */
const FUTURE = /\b(?:next|tomorrow|soon|will|going|plan|plans|planning|later)\b/i;
/** What lasts and has lasted with "for" + years: "I am living here for five years" ("I am staying" is a plan). */
const LASTING = new Set(
  'live lives living work works working study studies studying learn learns learning teach teaches teaching know knows'.split(
    ' ',
  ),
);
/** Things that are good for a length of time: "a visa for five years" is its length, not how long one had it. */
const VALID_FOR = new Set(
  'plan contract visa guarantee warranty lease loan subscription ticket pass membership licence license permit insurance mortgage scholarship budget goal offer deal job position'.split(
    ' ',
  ),
);
/** What one has been for years after "be": "I am a teacher", "We are friends", "They are married". */
const BEEN_AFTER = /^(?:a|an|friends|married|together|neighbours|neighbors|classmates|colleagues)$/;

/**
 * Whether the verb of a perfect says what lasts ("live", "know", "study"; "have" what one owns; "be" a
 * teacher or friends), so that "for" + years is how long it has lasted. "I am here for two years" and "I
 * am staying for two years" are plans.
 */
function lastsUpToNow(perfect: Perfect, next: Word | undefined, between: readonly Word[]): boolean {
  const verb = perfect.to.lower;
  if (LASTING.has(verb)) return true;
  // "I have a visa for five years": how long the thing is good for, now.
  if (/^(?:have|has)$/.test(verb))
    return !between.some((word) => VALID_FOR.has(singularOf(word.lower) ?? word.lower));
  return (
    perfect.from === perfect.to &&
    /^(?:am|is|are)$/.test(verb) &&
    next !== undefined &&
    BEEN_AFTER.test(next.lower)
  );
}

/** "have" or "has" for a subject pronoun. */
const HAVE = wordTable<string>({
  i: 'have',
  you: 'have',
  we: 'have',
  they: 'have',
  he: 'has',
  she: 'has',
  it: 'has',
});
/**
 * Words of a one-off or a count between the verb and "since": "She is the first woman since 1990 to win",
 * "It is ten years since I left" are right in the present.
 */
const NOT_ONGOING = /^(?:first|only|last|next|best|years|months|weeks|days|hours|ages|long|time|\p{L}+est)$/u;
/** Words that open a clause of their own, whose "since" it may be: "I know that since 2015 prices have risen". */
const CLAUSE_OPENERS = /^(?:that|which|who|what|because|if|when|where|how|whether)$/;

/** An edit to the present perfect: the words it replaces, and with what. */
interface Perfect {
  from: Word;
  to: Word;
  text: string;
}

/** The present perfect of the clause's verb ("am" -> "have been", "live" -> "have lived"), or undefined. */
function perfectOf(subject: Word, verb: Word, next: Word | undefined, sentence: string): Perfect | undefined {
  const have = HAVE[subject.lower]!;
  if (verb.lower === PRESENT_OF_BE[subject.lower]) {
    // "I am living" -> "I have been living"; "I am here" -> "I have been here" ("it is" only goes on: "It is
    // raining since"; "It is the first time since" is right).
    const continuous = next !== undefined && /ing$/.test(next.lower) && isVerbForm(next.lower);
    if (continuous && adjacentRun(sentence, [verb, next]))
      return { from: verb, to: next, text: `${have} been ${next.text}` };
    return subject.lower === 'it' ? undefined : { from: verb, to: verb, text: `${have} been` };
  }
  // "I have this car for five years" -> "have had": "have" of what one owns, before its object ("this car",
  // "a dog", "my phone").
  if (verb.lower === have && next && isDeterminer(next.lower))
    return { from: verb, to: verb, text: `${have} had` };
  // An auxiliary or a modal makes the clause some other tense ("I have lived", "I can swim since").
  if (AUXILIARIES.has(verb.lower) || verb.text !== verb.lower) return undefined;
  const third = have === 'has';
  const lemma = third
    ? lemmasOfThirdPerson(verb.lower).find(isVerb)
    : isVerb(verb.lower)
      ? verb.lower
      : undefined;
  const participle = lemma && participleOf(lemma);
  return participle ? { from: verb, to: verb, text: `${have} ${participle}` } : undefined;
}

/**
 * "I lived in Beijing since 2010" -> "I have lived": a simple past with "since" (never with "for": "I lived
 * there for five years" is over). A past that is no present too ("I read it since") is left.
 */
function perfectOfPast(subject: Word, verb: Word): Perfect | undefined {
  const lemma = verb.text === verb.lower && !isVerb(verb.lower) ? lemmaOfPast(verb.lower) : undefined;
  const participle = lemma && participleOf(lemma);
  return participle ? { from: verb, to: verb, text: `${HAVE[subject.lower]} ${participle}` } : undefined;
}

/** "do" negated, in the present or the past. */
const NEGATED_DO = /^(?:don|doesn|didn)['’]t$/;

/**
 * "I didn't see him since last week", "I don't see him since 2010" -> "I haven't seen him": a negated "do"
 * and the verb's base, which the perfect's "haven't" and participle replace.
 */
function negatedPerfect(
  subject: Word,
  not: Word,
  verb: Word | undefined,
  sentence: string,
): Perfect | undefined {
  if (!NEGATED_DO.test(not.lower) || !verb || verb.text !== verb.lower || !isVerb(verb.lower))
    return undefined;
  const participle = participleOf(verb.lower);
  if (!participle || !adjacentRun(sentence, [not, verb])) return undefined;
  return { from: not, to: verb, text: `${HAVE[subject.lower]}n${not.text.slice(-2)} ${participle}` };
}

/** A subject pronoun with "be" in one word: "I'm", "he's", "we're". */
const CONTRACTED_BE = /^(i|you|we|they|he|she|it)'(?:m|re|s)$/;

/**
 * The present perfect of a contracted "be": "I'm living" -> "I've been living", "He's here" -> "He's been
 * here" ("it's" only goes on: "It's raining since").
 */
function contractedPerfectOf(subject: Word, next: Word, sentence: string): Perfect | undefined {
  const pronoun = CONTRACTED_BE.exec(subject.lower)![1]!;
  // The learner's own apostrophe (the word's lower case has a straight one).
  const apostrophe = subject.text.slice(pronoun.length, pronoun.length + 1);
  // "He's been working": "'s" is "has" there, and the perfect is already there.
  if (next.lower === 'been') return undefined;
  const have = `${subject.text.slice(0, pronoun.length)}${apostrophe}${HAVE[pronoun] === 'has' ? 's' : 've'} been`;
  const continuous =
    /ing$/.test(next.lower) && isVerbForm(next.lower) && adjacentRun(sentence, [subject, next]);
  if (continuous) return { from: subject, to: next, text: `${have} ${next.text}` };
  return pronoun === 'it' ? undefined : { from: subject, to: subject, text: have };
}

/** "This is the first time I come here": the words before the subject. */
const FIRST_TIME = /\b(?:this|it)\s+is\s+the\s+first\s+time\s+(?:that\s+)?$/i;

/**
 * "This is the first time I come here" -> "I have come", "It is the first time she visits" -> "has visited":
 * "the first time" up to now takes the present perfect (这是我第一次来这里).
 */
export function firstTimePerfect(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  return words.flatMap((subject, at) => {
    const verb = words[at + 1];
    const have = HAVE[subject.lower];
    if (!have || subject.lower === 'it' || !verb || !FIRST_TIME.test(sentence.slice(0, subject.start)))
      return [];
    const perfect =
      adjacentRun(sentence, [subject, verb]) && perfectOf(subject, verb, words[at + 2], sentence);
    // Not "the first time I am doing this", whose perfect is "I have done", not "have been doing".
    if (!perfect || perfect.from !== verb || perfect.to !== verb) return [];
    return [
      replacementLint(
        'WordloomFirstTimePerfect',
        'Grammar',
        sentence,
        verb.start,
        verb.end,
        perfect.text,
        `"The first time" up to now takes the present perfect: "${subject.text} ${perfect.text}".`,
      ),
    ];
  });
}

/** A "since" clause about childhood that opens the sentence: "Since I was a child, …" (never "because"). */
const SINCE_CHILDHOOD =
  /^\s*Since\s+(?:I|you|he|she|we|they)\s+(?:was|were)\s+(?:a\s+(?:child|kid|boy|girl|student|teenager)|young|little|small|born)\s*,\s*/;

/** "Since I was a child, I like music" -> "I have liked music": what has lasted since then. */
function sinceChildhood(sentence: string, words: readonly Word[]): RawLint[] {
  const opening = SINCE_CHILDHOOD.exec(sentence);
  if (!opening) return [];
  const at = words.findIndex((word) => word.start >= opening[0].length);
  const [subject, verb, next] = [words[at], words[at + 1], words[at + 2]];
  if (!subject || !verb || HAVE[subject.lower] === undefined || !adjacentRun(sentence, [subject, verb]))
    return [];
  const perfect = perfectOf(subject, verb, next, sentence);
  return perfect ? [perfectLint(sentence, subject, perfect, false)] : [];
}

/** The lint that puts the clause's verb in the present perfect, saying why: "since" a point, or "for" a length. */
function perfectLint(sentence: string, subject: Word, perfect: Perfect, length: boolean): RawLint {
  const said = perfect.from === subject ? perfect.text : `${subject.text} ${perfect.text}`;
  return replacementLint(
    'WordloomSincePerfect',
    'Grammar',
    sentence,
    perfect.from.start,
    perfect.to.end,
    perfect.text,
    length
      ? `With "for" + a length of time up to now, what goes on takes the present perfect: "${said}".`
      : `With "since" + a past time, what goes on until now takes the present perfect: "${said}".`,
  );
}

/**
 * "I am living here since 2010" -> "I have been living", "I know him since 2015" -> "I have known him": a
 * subject pronoun that starts its clause, its present verb next to it, and "since" + a past point later in the
 * same clause (no comma, no second clause between).
 */
export function sincePerfect(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [...sinceChildhood(sentence, words)];
  words.forEach((since, index) => {
    const rest = sentence.slice(since.end);
    const length = since.lower === 'for' && FOR_LENGTH.test(rest);
    if (!length && (since.lower !== 'since' || !SINCE_POINT.test(rest))) return;
    // The clause's subject: the nearest subject pronoun before "since" that starts its clause.
    let at = index - 1;
    const isSubject = (word: Word) => HAVE[word.lower] !== undefined || CONTRACTED_BE.test(word.lower);
    while (at >= 0 && !(isSubject(words[at]!) && context.analysis.startsClause(at))) at -= 1;
    const [subject, verb, next] = [words[at], words[at + 1], words[at + 2]];
    if (!subject || !verb || at + 1 >= index) return;
    if (/[,.;:!?]/.test(sentence.slice(subject.end, since.start))) return;
    const between = words.slice(at + 2, index);
    const ongoing = (word: Word) =>
      !NOT_ONGOING.test(word.lower) && !CLAUSE_OPENERS.test(word.lower) && HAVE[word.lower] === undefined;
    if (!between.every(ongoing)) return;
    if (!adjacentRun(sentence, [subject, verb])) return;
    const perfect = CONTRACTED_BE.test(subject.lower)
      ? contractedPerfectOf(subject, verb, sentence)
      : (perfectOf(subject, verb, next, sentence) ??
        (length
          ? undefined
          : (perfectOfPast(subject, verb) ?? negatedPerfect(subject, verb, next, sentence))));
    if (!perfect || (length && !lastsUpToNow(perfect, next, between))) return;
    // "We are studying for two years in the UK next year": a plan, not what has lasted.
    const clause = sentence.slice(subject.start).split(/[.;!?]/)[0]!;
    if (length && FUTURE.test(clause)) return;
    lints.push(perfectLint(sentence, subject, perfect, length));
  });
  return lints;
}
