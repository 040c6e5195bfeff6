import { replacementLint as lint, type RawLint } from '../engine/lints';
import type { PhraseTable } from '../engine/phrase-table';
import { isVerb, pluralOf } from '../lexicon/forms';
import { wordTable } from '../lexicon/words';

/*
 * Learner rules about who finds something easy or hard: "easy to me to understand" -> "easy for me to", "I am
 * difficult to" -> "It is difficult for me to", "necessary for us protect" -> "for us to protect", "for
 * student to" -> "for students to". The table is the phrase family's (learner-phrases.ts
 * runs it); the passes are one registry line (forSomeoneLints).
 */

/** The object pronoun of a subject one: "I am difficult to" -> "for me". */
const FOR_WHOM = wordTable<string>({ i: 'me', we: 'us', they: 'them', he: 'him', she: 'her', you: 'you' });

/**
 * "I am difficult to understand this question" -> "It is difficult for me to understand this question" (我很难
 * 理解): the learner is not what is difficult. Only with an object after the verb; "He is difficult to talk
 * to", "It is easy to use" are right, their subject is what the verb is done to.
 */
export const DIFFICULT_FOR: PhraseTable = [
  {
    id: 'person-is-difficult-to',
    pattern:
      /(?<=^|[.!?]\s+|\b(?:so|but|and|because)\s+)(I|We|They|He|She|You|we|they|he|she|you)\s+(?:am|are|is|was|were|['’]m|['’]re|['’]s)\s+((?:very|so|really|quite|too)\s+)?(difficult|hard|easy|impossible)\s+to\s+([a-z]+)(?=\s+(?:this|that|these|those|the|a|an|my|his|her|your|our|their|it|English|Chinese|math|maths)\b)/g,
    fix: (m) => {
      const [subject, how, adjective, verb] = [m[1]!, m[2] ?? '', m[3]!, m[4]!];
      if (!isVerb(verb)) return m[0];
      const past = /\b(?:was|were)\b/.test(m[0]);
      const startsSentence = m.index === 0 || /[.!?]\s+$/.test(m.input.slice(0, m.index));
      const it = startsSentence ? 'It' : 'it';
      return `${it} ${past ? 'was' : 'is'} ${how}${adjective} for ${FOR_WHOM[subject.toLowerCase()]!} to ${verb}`;
    },
    en: 'What is difficult is the task: "It is difficult for me to understand this question".',
    zh: '形式主语（it … for sb. to do）：难或容易的是这件事，不是人，要用 it 作形式主语：It is difficult for me to understand this question（我很难理解这个问题）。',
    examples: {
      wrong: [
        [
          'I am difficult to understand this question.',
          'It is difficult for me to understand this question.',
        ],
        ['We were easy to find the hotel.', 'It was easy for us to find the hotel.'],
      ],
      right: ['He is difficult to talk to.', 'It is easy to use.', 'She is hard to please.'],
    },
  },
  // "It's too difficult to me" -> "for me" (对我来说太难): a task is hard "for" someone (not "It seems
  // difficult to me", an opinion; nor "It is important to me").
  {
    id: 'difficult-to-me',
    pattern:
      /\b((?:[Ii]t|[Tt]his|[Tt]hat)\s*(?:is|was|['’]s)\s+(?:(?:very|so|really|quite|too)\s+)?(?:difficult|hard|easy|impossible))\s+to(?=\s+(?:me|us|him|her|them)\s*(?:[.,;!?]|$))/g,
    fix: (m) => `${m[1]} for`,
    en: 'A task is difficult or easy "for" someone: "It is too difficult for me".',
    zh: '形式主语（it … for sb. to do）：“对某人来说难或容易”用 for，不用 to：It is too difficult for me（这对我来说太难了）。',
    examples: {
      wrong: [["It's too difficult to me.", "It's too difficult for me."]],
      right: ['It seems difficult to me.', 'It is important to me.'],
    },
  },
];

/** Adjectives of what it is like for someone to do something: "easy for me to", "important for us to". */
const FOR_ADJECTIVES =
  'easy difficult hard important necessary possible impossible good better best useful helpful dangerous boring interesting fun normal common'.split(
    ' ',
  );
/*
 * The patterns after those adjectives, compiled once (they run on every sentence; `matchAll` copies a pattern,
 * so sharing one is safe): "easy to me to", "necessary for us protect", "important for student to".
 */
const TO_SOMEONE = new RegExp(
  `\\b(?:${FOR_ADJECTIVES.join('|')})\\s+(to)(?=\\s+(?:me|him|her|us|them|you|people|students|children|everyone)\\s+to\\s+\\p{L})`,
  'giu',
);
const FOR_SOMEONE_BARE_VERB = new RegExp(
  `\\b(?:${FOR_ADJECTIVES.join('|')})\\s+for\\s+(?:us|me|them|him|her|you|people|students|children|everyone)\\s+([a-z]+)(?=\\s+(?:the|a|an|this|that|these|those|our|my|your|his|her|their|it|them|English|Chinese|more)\\b)`,
  'gu',
);
/** People spoken of in general after "for": one of them, with no article, stands for all ("for student"). */
const GENERAL_PEOPLE = 'student|child|kid|teacher|parent|worker|learner|person|adult|citizen';
const FOR_ONE_OF_PEOPLE = new RegExp(
  `\\b(?:${FOR_ADJECTIVES.join('|')})\\s+for\\s+(${GENERAL_PEOPLE})(?=\\s+to\\s+\\p{Ll})`,
  'giu',
);

/**
 * "It was easy to me to understand" -> "easy for me to understand": who finds it easy is said with "for"
 * before the infinitive. Only with the second "to" + verb: "This is useful to me" is right.
 */
function forSomeone(sentence: string): RawLint[] {
  return [...sentence.matchAll(TO_SOMEONE)].map((match) => {
    const start = match.index + match[0].length - 2;
    return lint(
      'WordloomForSomeone',
      'WordChoice',
      sentence,
      start,
      start + 2,
      match[1] === 'To' ? 'For' : 'for',
      'Who finds it so is said with "for": "easy for me to …".',
    );
  });
}

/**
 * "It is necessary for us protect the environment" -> "for us to protect": what it is for someone to do takes
 * "to". Only a verb's base form before its object ("the", "this", "English" …), after an adjective of
 * FOR_ADJECTIVES and "for" + the person.
 */
function forSomeoneTo(sentence: string): RawLint[] {
  return [...sentence.matchAll(FOR_SOMEONE_BARE_VERB)].flatMap((match) => {
    const verb = match[1]!;
    if (!isVerb(verb)) return [];
    const start = match.index + match[0].length - verb.length;
    return [
      lint(
        'WordloomForSomeone',
        'Grammar',
        sentence,
        start,
        start + verb.length,
        `to ${verb}`,
        `What it is for someone to do takes "to": "for us to ${verb}".`,
      ),
    ];
  });
}

/**
 * "It is very important for student to study hard" -> "for students": people in general are plural, and one
 * of them needs an article ("for a student"). Only between an adjective of FOR_ADJECTIVES and "to" + verb.
 */
function forPeopleInGeneral(sentence: string): RawLint[] {
  return [...sentence.matchAll(FOR_ONE_OF_PEOPLE)].flatMap((match) => {
    const plural = pluralOf(match[1]!.toLowerCase());
    if (!plural) return [];
    const start = match.index + match[0].length - match[1]!.length;
    return [
      lint(
        'WordloomPeopleInGeneral',
        'Agreement',
        sentence,
        start,
        start + match[1]!.length,
        plural,
        `People in general are plural: "for ${plural}" (or "for a ${match[1]!.toLowerCase()}").`,
      ),
    ];
  });
}

/** The lints of "easy for me to …", in the order the three passes above find them. */
export function forSomeoneLints(sentence: string): RawLint[] {
  return [...forSomeone(sentence), ...forPeopleInGeneral(sentence), ...forSomeoneTo(sentence)];
}
