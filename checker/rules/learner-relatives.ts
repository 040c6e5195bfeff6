import type { PhraseTable } from '../engine/phrase-table';
import { replacementLint as lint, type RawLint } from '../engine/lints';
import {
  irregularLemma,
  isNoun,
  isVerb,
  isVerbForm,
  nounNumber,
  pastOf,
  pluralOf,
  singularOf,
} from '../lexicon/forms';
import { lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import {
  matchCase,
  MIDDLE_ADVERBS,
  MODALS,
  PREPOSITIONS,
  UNCOUNTABLE_NOUNS,
  wordsOf,
  type Word,
  wordTable,
  adjacentRun,
  verbAfterAdverbs,
  isDeterminer,
  startsSentence,
} from '../lexicon/words';

/*
 * Learner rules about relative clauses: what "who", "which" and "where" already stand for, and the verb
 * that agrees with them.
 */

/** Verbs of what people do for a person, whose object shows "who" before them is their subject. */
const DOING_FOR = ['help', 'teach', 'love', 'support', 'encourage', 'understand', 'visit'];

/** Verbs of where people are, whose place shows "who" before them is their subject. */
const BEING_SOMEWHERE = ['live', 'work', 'come', 'study', 'stay'];

/**
 * "<persons> who <pronoun> <verb> me" or "… lives in Beijing": a pronoun that says the persons again after
 * "who". The verb's object, or its place after "in/at/for/from" with a name or a determiner ("works at a
 * bank"), shows that "who" is not its object ("the man who she works for" is right).
 */
function whoThenSubject(persons: string, pronouns: string, number: 'one' | 'plural'): RegExp {
  const formsOf = (verbs: string[]) =>
    verbs.flatMap((verb) => [number === 'one' ? thirdPersonOf(verb) : verb, pastOf(verb)!]).join('|');
  const [personWords, pronounWords] = [persons, pronouns].map((words) => words.split(' ').join('|'));
  const object = `(?:${formsOf(DOING_FOR)})\\s+(?:me|us|him|her|them|you)\\b`;
  const place = `(?:${formsOf(BEING_SOMEWHERE)})\\s+(?:in|at|for|from|near)\\s+(?:(?:a|an|the|my|his|her|our|their)\\b|[A-Z])`;
  return new RegExp(
    `(?<=\\b(?:${personWords})\\s+)(who)\\s+(?:${pronounWords})(?=\\s+(?:${object}|${place}))`,
    'g',
  );
}

/**
 * "The man which lives next door" -> "who", "The book who I bought" -> "which": "who" is for people, "which"
 * for things. Only after a noun that is plainly one or the other, with "the", "a" or a possessive before it
 * ("the man which" cannot be "the man, which …"; "a group who" may be either).
 */
export const RELATIVE_PRONOUN: PhraseTable = [
  [
    // "People which have money", "Many students which are": people counted or plural at a clause's start too.
    /(?<=(?:\b(?:the|a|an|my|his|her|our|their|your|this|that)\s+(?:man|woman|boy|girl|person|teacher|doctor|student|friend|lady|child|people|men|women|boys|girls|teachers|students|friends|children)|(?:^|[.!?;,]\s*|\b(?:and|but|many|some|most|all|few|several|those|these)\s+)(?:people|men|women|boys|girls|teachers|students|friends|children|parents|workers))\s+)which(?=\s+(?:is|was|are|were|lives|lived|live|works|worked|work|has|had|have|teaches|taught|helped|helps|came|comes|sits|sat|want|wants|like|likes|think|thinks|do|does|can|will)\b)/gi,
    (m) => matchCase('who', m[0]),
    '"Who" is for people, "which" for things: "the man who lives next door".',
  ],
  [
    /(?<=\b(?:the|a|an|my|his|her|our|their|your|this|that)\s+(?:book|car|house|film|movie|phone|bag|city|computer|bike|song|dress|shop|restaurant|books|cars|houses|films|movies|phones|bags|cities|songs|shops|restaurants)\s+)who(?=\s+(?:I|you|he|she|we|they|is|was|are|were|has|had)\b)/gi,
    (m) => matchCase('which', m[0]),
    '"Which" (or "that") is for things, "who" for people: "the book which I bought".',
  ],
  // "the man whom I think is honest" -> "who": "who" is the subject of "is" ("I think" only comes between);
  // "the man whom I met" is right.
  [
    /\b([Ww])hom(?=\s+(?:I|you|he|she|we|they|everyone|everybody|people)\s+(?:think|thinks|thought|believe|believes|believed|guess|suppose|know|knew|feel|felt)\s+(?:is|was|are|were|will|can|has|have)\b)/g,
    (m) => `${m[1]}ho`,
    '"Who" is the subject of the verb after "I think": "the man who I think is honest".',
  ],
  // "a place which I was born", "the city which I grew up" -> "where": "which" needs its "in" ("which I grew
  // up in"); a place with nothing after the verb is "where". Not "the house which I bought" (an object).
  [
    /(?<=\b(?:place|city|town|village|house|home|hometown|country|school|room|flat|apartment)\s+)which(?=\s+(?:I|you|he|she|we|they)\s+(?:was\s+born|were\s+born|live|lives|lived|grew\s+up|work|works|worked|study|studies|studied|stay|stays|stayed)(?:\s*[.,!?;]|\s*$|\s+(?:is|was|are|were|has|have|and|but|for|since|when|with|now|today|until)\b))/gi,
    (m) => matchCase('where', m[0]),
    'A place the clause is in takes "where": "the place where I was born" ("which" needs its "in": "which I grew up in").',
  ],
  // "They can do many things what old people cannot do", "everything what I have" -> "that": after a noun
  // or "all", "everything", the relative is "that" ("what" already holds its own noun: "I know what you did").
  [
    /(?<=\b(?:things|thing|everything|anything|something|nothing|all)\s+)what(?=\s+[A-Za-z])/gi,
    // Not "After all what matters is …", where "all" ends "after all".
    (m) => (/\bafter\s+all\s+$/i.test(m.input.slice(0, m.index)) ? m[0] : matchCase('that', m[0])),
    'After a noun or "everything", the relative is "that": "everything that I have" ("what" needs no noun before it).',
  ],
];

/** Words a relative clause repeats: "which" or "where" already stands for them. */
export const RELATIVE_REPEAT: PhraseTable = [
  // "The book which I bought it yesterday" -> "which I bought yesterday" (not "that", which may start any
  // clause: "He said that I bought it").
  [
    /\b(which\s+(?:I|you|he|she|we|they)\s+(?:bought|saw|made|took|wrote|read|got|found|lost|sent|watched|visited|ate|cooked|liked|loved|chose|borrowed|received|used))\s+it\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|for|is|was|very|on)\b)/g,
    (m) => m[1]!,
    '"Which" already stands for the thing: "the book which I bought" (no "it").',
  ],
  // "The book that I bought it yesterday" -> "that I bought yesterday": after a thing named, "that" stands
  // for it.
  [
    /(?<=\b(?:book|car|house|film|movie|phone|bag|computer|bike|song|dress|present|gift|letter|picture|photo|cake)\s+)(that\s+(?:I|you|he|she|we|they)\s+(?:bought|saw|made|took|wrote|read|got|found|lost|sent|watched|ate|cooked|liked|loved|chose|borrowed|received|used|gave\s+(?:me|you|him|her|us|them)))\s+it\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|for|is|was|very|on)\b)/g,
    (m) => m[1]!,
    '"That" already stands for the thing: "the book that I bought" (no "it").',
  ],
  // "The girl who's father is a teacher" -> "whose father": "who's" is "who is".
  [
    /\b([Ww])ho['’]s(?=\s+(?:father|mother|parents|name|brother|sister|husband|wife|son|daughter|family|house|car|job|dog|cat)\b)/g,
    (m) => `${m[1]}hose`,
    '"Whose" says whom something belongs to; "who\'s" is "who is": "The girl whose father is a teacher".',
  ],
  // "a job which salary is high", "a girl who name is Lily" -> "whose salary", "whose name": what belongs to
  // the thing or person named is "whose" (其工资…).
  [
    /\b([a-z]+\s+)(?:which|who)(?=\s+(?:salary|name|price|father|mother|parents|owner|color|colour|size|job|house|car|wife|husband)\s+(?:is|was|are|were)\b)/g,
    // After a noun only: "I asked which price was right" is a question's "which".
    (m) => (isNoun(m[1]!.trim()) ? `${m[1]}whose` : m[0]),
    '"Whose" says what belongs to the one named: "a job whose salary is high", "a girl whose name is Lily".',
  ],
  // "He is the person who I met him yesterday" -> "who I met yesterday": "who" already stands for the
  // person: after a person named (not "I can't remember who I told them was coming", nor "who I saw him
  // with", where "who" is someone else).
  [
    /(?<=\b(?:person|people|man|men|woman|women|girl|boy|friend|friends|teacher|student|one|guy|lady|doctor|child|children)\s+)((?:who|whom)\s+(?:I|you|he|she|we|they)\s+(?:met|saw|know|knew|love|loved|like|liked|called|helped|visited|married|admire|admired|told|asked|trust|trusted))\s+(?:him|her|them)\b(?=\s*[.,!?;]|\s+(?:yesterday|last|in|at|from|is|was|are|were|very|on|two|a|every)\b)/g,
    (m) => m[1]!,
    '"Who" already stands for the person: "the person who I met" (no "him").',
  ],
  // "I have friends who they help me" -> "who help me", "a teacher who she helps me" -> "who helps me":
  // "who" is already the subject, when the pronoun after it is the person named again and the verb has its
  // own object (not "the people who they saw", where "who" is the object, nor "the people who they told me
  // were coming").
  [
    whoThenSubject(
      'friends people students parents children teachers classmates neighbours neighbors',
      'they',
      'plural',
    ),
    (m) => m[1]!,
    '"Who" is already the subject: "friends who help me" (no "they").',
  ],
  [
    whoThenSubject(
      'friend teacher mother father sister brother girl boy man woman person classmate',
      'he she',
      'one',
    ),
    (m) => m[1]!,
    '"Who" is already the subject: "a friend who helps me" (no "he" or "she").',
  ],
  // "This is the place where I was born there" -> "where I was born"; "The city where I live in is beautiful" ->
  // "where I live" (or "which I live in"): "where" is already "in which".
  [
    /\b(where\s+(?:I|you|he|she|we|they)\s+(?:was\s+born|were\s+born|live|lives|lived|grew\s+up|work|works|worked|study|studies|studied|stayed|stay))\s+(?:there\b|in(?=\s*[,.!?;]|\s*$|\s+(?:is|was|are|were|has|have|now|today)\b))/g,
    (m) => m[1]!,
    '"Where" already stands for the place: "the place where I was born" (no "there"), "the city where I live" (no "in").',
  ],
];

const SINGULAR_DETERMINERS = new Set('a an every each this that one'.split(' '));
/** Nouns for a group, which British English gives a plural verb: "a family who are", "a team that have". */
const COLLECTIVE = new Set(
  'family team group couple class staff government company country nation police crowd committee audience band crew public majority minority number lot pair variety series kind sort type'.split(
    ' ',
  ),
);
const RELATIVE_BE = wordTable<string>({ are: 'is', were: 'was', have: 'has' });
const RELATIVE_BE_PLURAL = wordTable<string>({ is: 'are', was: 'were', has: 'have' });
/** Determiners of either number, whose noun's own number decides: "the man who", "my friends who". */
const EITHER_DETERMINERS = new Set('the my your his her our their'.split(' '));
const PLURAL_ONLY_DETERMINERS = new Set('these those many some all both several'.split(' '));

/**
 * The verb "who" takes for its noun: one person, "a person who are" -> "is", "a girl who like" -> "likes";
 * more, "the people who lives" -> "live"; after an adverb too, "the one who always help me" -> "helps". A verb
 * of its own only after "who", not one that may be the subject of the clause ("a man who people respect"),
 * nor one whose past looks the same ("a girl who read": read then?).
 */
function relativeVerb(words: readonly Word[], index: number, plural: boolean): [Word, string] | undefined {
  const who = words[index]!;
  const be = (plural ? RELATIVE_BE_PLURAL : RELATIVE_BE)[words[index + 1]!.lower];
  if (be || who.lower !== 'who') return be ? [words[index + 1]!, be] : undefined;
  const verb = verbAfterAdverbs(words, index + 1);
  if (!verb || verb.text !== verb.lower || MODALS.has(verb.lower) || MIDDLE_ADVERBS.has(verb.lower))
    return undefined;
  // "a man who people respect", "a friend who name is Lily": a verb after it makes the word its subject.
  const after = words[words.indexOf(verb) + 1];
  if (after && (isVerbForm(after.lower) || /^(?:is|was|are|were)$/.test(after.lower))) return undefined;
  if (plural) {
    const lemma = lemmasOfThirdPerson(verb.lower).find((lemma) => isVerb(lemma) && !isVerb(verb.lower));
    return lemma ? [verb, lemma] : undefined;
  }
  // "The man who said he is rich": an irregular past, which the dictionary also lists as a word of its own
  // ("the said person"), agrees with any subject.
  if (!isVerb(verb.lower) || irregularLemma(verb.lower) !== undefined) return undefined;
  const third = thirdPersonOf(verb.lower);
  if (third === verb.lower || pastOf(verb.lower) === verb.lower) return undefined;
  return [verb, third];
}

/** Words that open a clause, after which a plural noun with no determiner is its subject: "when companies that". */
const BARE_NOUN_OPENERS = new Set('when if because although though while since and but so'.split(' '));

/**
 * "when international companies that has the certificate" -> "have", "Students who likes music" -> "like": a
 * plural noun with no determiner (one describing word allowed) opening its clause, then "who", "that" or
 * "which" and a verb for one (relativeVerb). With a determiner, relativeAgreement.
 */
function bareRelativeAgreement(sentence: string, words: readonly Word[]): RawLint[] {
  return words.flatMap((who, index) => {
    const noun = words[index - 1];
    if (!noun || !words[index + 1] || !/^(who|that|which)$/.test(who.lower)) return [];
    if (noun.text !== noun.lower && !startsSentence(sentence, noun)) return [];
    if (nounNumber(noun.lower) !== 'plural' || singularOf(noun.lower) === undefined) return [];
    const describing = words[index - 2];
    const adjective =
      describing !== undefined &&
      describing.text === describing.lower &&
      !BARE_NOUN_OPENERS.has(describing.lower) &&
      !isDeterminer(describing.lower) &&
      !isNoun(describing.lower) &&
      !isVerbForm(describing.lower);
    const first = index - (adjective ? 2 : 1);
    const opener = words[first - 1];
    if (opener ? !BARE_NOUN_OPENERS.has(opener.lower) : !startsSentence(sentence, words[first]!)) return [];
    if (COLLECTIVE.has(noun.lower) || UNCOUNTABLE_NOUNS.has(noun.lower)) return [];
    const found = relativeVerb(words, index, true);
    if (!found || !adjacentRun(sentence, words.slice(first, words.indexOf(found[0]) + 1))) return [];
    const [verb, fixed] = found;
    const message = `"${who.text}" stands for "${noun.text}", more than one: "${who.text} ${fixed}".`;
    return [lint('WordloomRelativeAgreement', 'Agreement', sentence, verb.start, verb.end, fixed, message)];
  });
}

/**
 * "a person who are" -> "is", "the people who lives" -> "live", "a place which have" -> "has": the verb agrees
 * with the noun "who", "that" or "which" stands for.
 */
export function relativeAgreement(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = bareRelativeAgreement(sentence, words);
  words.forEach((who, index) => {
    const noun = words[index - 1];
    if (!noun || noun.text !== noun.lower || !words[index + 1] || !/^(who|that|which)$/.test(who.lower))
      return;
    // "a person who", or one adjective between: "a beautiful girl who".
    const before = words[index - 2]?.lower;
    const adjective =
      before !== undefined &&
      !SINGULAR_DETERMINERS.has(before) &&
      !EITHER_DETERMINERS.has(before) &&
      !PLURAL_ONLY_DETERMINERS.has(before);
    const start = index - (adjective ? 3 : 2);
    const determiner = words[start];
    // The word before the determiner: "of", "for", "and" there put the noun inside a larger subject.
    const outside = words[start - 1]?.lower ?? '';
    if (!determiner || (adjective && (isNoun(words[index - 2]!.lower) || isVerb(words[index - 2]!.lower))))
      return;
    // A singular countable noun after "a", "every", "this" ("a person who"), or after "the", "my" … a noun
    // whose number is in the word ("the man who", "the people who").
    const d = determiner.lower;
    const number = nounNumber(noun.lower);
    // After "the", "my" …, only "who" and a noun that no phrase or "and" holds: in "the modules for the
    // interpreter that are" and "the war and the destruction that have", the clause is about more.
    // "that" only where the noun opens the sentence ("The companies that has …"): nothing before it to stand for.
    const either =
      EITHER_DETERMINERS.has(d) &&
      (who.lower === 'who' || determiner.start === 0) &&
      !/^(?:and|or)$/.test(outside) &&
      !PREPOSITIONS.has(outside);
    const one =
      (SINGULAR_DETERMINERS.has(d) && pluralOf(noun.lower) !== undefined) ||
      (either && number === 'singular');
    const many = (either || PLURAL_ONLY_DETERMINERS.has(d)) && number === 'plural';
    if ((!one && !many) || COLLECTIVE.has(noun.lower) || UNCOUNTABLE_NOUNS.has(noun.lower)) return;
    const found = relativeVerb(words, index, many);
    if (!found) return;
    const [verb, fixed] = found;
    // "the portions of that line that are acted upon", "families in this country who have": "that" or
    // "who" may stand for the noun before the phrase.
    if (outside === 'of' || PREPOSITIONS.has(outside)) return;
    // "a pig and a spider who become friends": two nouns joined, whom "who" may stand for together.
    if (!many && /^(?:and|or)$/.test(outside)) return;
    // "My sister, who live in Shanghai": a comma may set the clause off its noun.
    const setOff = who.lower === 'who' && sentence.slice(noun.end, who.start) === ', ';
    const run = words.slice(start, words.indexOf(verb) + 1);
    const joined = setOff
      ? adjacentRun(sentence, run.slice(0, index - start)) && adjacentRun(sentence, run.slice(index - start))
      : adjacentRun(sentence, run);
    if (!joined) return;
    lints.push(
      lint(
        'WordloomRelativeAgreement',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        fixed,
        `"${who.text}" stands for "${determiner.text} ${noun.text}", ${many ? 'more than one' : 'one'}: "${who.text} ${fixed}".`,
      ),
    );
  });
  return lints;
}
