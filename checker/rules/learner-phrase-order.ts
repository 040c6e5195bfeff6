import type { PhraseTable } from '../engine/phrase-table';
import { isVerbForm, lemmaOfParticiple, pastOf } from '../lexicon/forms';
import { ingForm, thirdPersonOf } from '../lexicon/inflect';
import { MODALS, AUXILIARIES } from '../lexicon/words';

/*
 * Learner rules about the order of words in a phrase, as Chinese puts them: "speaks very well English" ->
 * "speaks English very well" (说英语说得很好), "pick up it" -> "pick it up", "Today is very hot" -> "It is very hot
 * today" (今天很热). Tables of the phrase family (learner-phrases.ts runs them).
 */

/** Verbs whose particle goes after a pronoun object: "pick it up", "turn it off", "give it up". */
const SEPARABLE_VERBS =
  'pick turn give wake set throw take put fill write hand clean tidy cut switch bring let shut'
    .split(' ')
    .flatMap((verb) => [verb, thirdPersonOf(verb), ingForm(verb), pastOf(verb) ?? verb])
    .join('|');

/** A pronoun object of a phrasal verb, which goes before the particle: "pick it up". */
export const PARTICLE_ORDER: PhraseTable = [
  // "I'll pick up you at 8" -> "pick you up", "Please turn off it" -> "turn it off": a pronoun object goes
  // between the verb and its particle ("turn on him", to attack, is another verb; "put on" is left alone).
  // Only where the pronoun ends its phrase: "gave up her job" is her job.
  [
    new RegExp(
      `\\b(${SEPARABLE_VERBS})\\s+(up|off|down|away|out|back)\\s+(it|them|him|her|me|us|you)(?=\\s*[.,!?;:]|\\s*$|\\s+(?:at|for|to|in|on|with|now|again|today|tomorrow|tonight|yesterday|please|first|later|soon|and|or|but|because|so|when|if|before|after)\\b)`,
      'gi',
    ),
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    'A pronoun goes between the verb and its particle: "pick you up", "turn it off".',
  ],
];

/** "Today is very hot" -> "It is very hot today" (今天很热): the weather is "it", the day says when. */
export const WEATHER_IT: PhraseTable = [
  [
    /(?<=^|[.!?]\s+)(Today|Yesterday|Tomorrow)\s+(is|was|will\s+be)\s+((?:very|so|really|quite|too|extremely|a\s+bit|a\s+little)\s+)?(hot|cold|warm|cool|humid|freezing)(?=\s*[.!,]|\s*$)/g,
    (m) => `It ${m[2]} ${m[3] ?? ''}${m[4]} ${m[1]!.toLowerCase()}`,
    'The weather is "it": "It is very hot today".',
  ],
];

/** Words in the order Chinese puts them ("说英语说得很好" -> "speaks very well English"). */
export const WORD_ORDER: PhraseTable = [
  // "I have seen already that movie" -> "I have already seen that movie": "already" goes between the
  // auxiliary and the participle when an object follows.
  [
    /\b(have|has|had|['’]ve)\s+([a-z]+)\s+already(?=\s+(?:the|that|this|these|those|my|his|her|our|their|your|it|them|a|an)\b)/g,
    (m) => (lemmaOfParticiple(m[2]!) ? `${m[1]} already ${m[2]}` : m[0]),
    '"Already" goes between "have" and the participle: "I have already seen that movie".',
  ],
  // "I like very much it" -> "I like it very much": a pronoun object comes right after its verb.
  [
    /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s+(very\s+much)\s+(it|them|him|her|this|that|you)\b(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    '"Very much" goes after the object: "I like it very much".',
  ],
  // "He plays always football" -> "He always plays football", "I visit often my grandmother" -> "I often
  // visit": how often does not come between a verb and its object ("I go often to the park", "We went often
  // to the beach" are English, if less usual).
  [
    /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)([a-z]+)\s+(always|usually|often|never|seldom|sometimes|rarely)(?=\s+(?:the|a|an|my|his|her|our|their|football|basketball|tennis|games|music|TV|English)\b)/g,
    (m) =>
      isVerbForm(m[2]!) &&
      !/^(?:am|is|are|was|were|do|does|did|have|has|had)$/.test(m[2]!) &&
      !MODALS.has(m[2]!)
        ? `${m[1]}${m[3]} ${m[2]}`
        : m[0],
    'How often goes before the verb, not between it and its object: "He always plays football".',
  ],
  // "They know already the answer" -> "They already know", "Knowledge plays also a role" is left (a noun
  // subject may be a verb too): "also", "already", "still" go before the verb, not between it and its object.
  [
    /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)([a-z]+)\s+(also|already|still)(?=\s+(?:the|a|an|my|his|her|our|their|your|this|these|those|it|them)\b)/g,
    (m) =>
      isVerbForm(m[2]!) && !AUXILIARIES.has(m[2]!) && !/^(?:had|been|being)$/.test(m[2]!)
        ? `${m[1]}${m[3]} ${m[2]}`
        : m[0],
    '"Also", "already" and "still" go before the verb, not between it and its object: "They already know the answer".',
  ],
  // "I every day go to school" -> "I go to school every day": a time phrase goes at the end of the clause.
  [
    /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)(every\s+(?:day|morning|evening|night|week|weekend|year))\s+([a-z][^.,;!?]*?)(?=\s*[.,;!?]|\s*$)/g,
    (m) => (isVerbForm(m[3]!.split(/\s+/)[0]!) ? `${m[1]}${m[3]} ${m[2]}` : m[0]),
    'A time phrase goes at the end: "I go to school every day".',
  ],
  // "I yesterday went to the park" -> "Yesterday I went": a time goes first or last, not between the
  // subject and its verb.
  [
    /(?<=^|[.!?]\s+)(I|You|We|They|He|She)\s+(yesterday|today|tomorrow)\s+(?=[a-z]+\b)/g,
    (m) => `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)} ${m[1] === 'I' ? 'I' : m[1]!.toLowerCase()} `,
    'A time goes first or last: "Yesterday I went to the park".',
  ],
  // "She speaks very well English" -> "speaks English very well": the object comes before "well".
  [
    /\b(speak|speaks|spoke|speaking)\s+((?:very\s+|really\s+|quite\s+)?(?:well|fluently))\s+(English|Chinese|French|German|Japanese|Spanish|Korean|Russian|Italian)\b/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    'The object goes before "well": "speaks English very well".',
  ],
  // "I like very much reading", "I like very much apples" -> "I like reading very much", "apples very much":
  // "very much" goes after a short object that ends the sentence.
  [
    /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s+(very\s+much)\s+((?:[a-z]+ing|[a-z]+s|the|my|your|his|her|our|their|this|these|those|English|Chinese|French|Japanese|music|math|maths|sports|football|basketball|animals)(?:\s+[a-z]+){0,2})(?=\s*[.!]|\s*$)/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    '"Very much" goes after the object: "I like reading very much".',
  ],
  // "He often is late" -> "He is often late": "always", "often" … come after "be" (not the emphatic past,
  // "He always was a good boy", nor "It never is easy"), nor before a passive ("it usually is expected").
  [
    /\b(I|you|he|she|it|we|they|He|She|It|We|They|You)\s+(always|often|usually|sometimes|seldom|rarely)\s+(am|is|are)\b(?=\s+(?![a-z]+ed\b)[a-z])/g,
    (m) => `${m[1]} ${m[3]} ${m[2]}`,
    '"Always", "often", "never" and the like go after "am/is/are": "He is often late".',
  ],
  // "Only by working hard we can succeed" -> "can we succeed": after "only" and a phrase of how or when, the
  // verb comes before its subject. Only a phrase, not a clause ("Only if you try, you can" has its own
  // subject), with no pronoun of its own, and a modal or "be" to move.
  [
    /(?<=^|[.!?]\s+)(Only\s+(?:by|through|with|in\s+this\s+way|in\s+that\s+way|then|now|later|recently)\b(?:\s+(?!(?:I|you|we|they|he|she|it)\b)[A-Za-z'’-]+){0,6}\s*,?\s+)(I|you|we|they|he|she|it)\s+(can|could|will|would|should|must|may|might|am|is|are|was|were)\b/g,
    (m) => `${m[1]!.replace(/\s*,?\s+$/, ' ')}${m[3]} ${m[2]}`,
    'After "only" and a phrase of how or when, the verb comes first: "Only by working hard can we succeed".',
  ],
];
