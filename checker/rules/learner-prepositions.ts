import { sameFormOf, type PhraseTable } from '../engine/phrase-table';
import { isVerb, lemmaOfPast, nounNumber, pluralOf, singularOf } from '../lexicon/forms';
import { ingForm } from '../lexicon/inflect';
import {
  indefiniteArticle,
  matchCase,
  REFLEXIVES,
  PREPOSITIONS,
  GROUP_NOUNS,
  isMassNoun,
  PLURAL_NOUNS,
  PLACE_NAMES,
  SUBJECT_OF_OBJECT,
  OBJECT_OF_SUBJECT,
  ADJECTIVE_OF_ADVERB,
  isStateAdjective,
  DAY_WORDS,
} from '../lexicon/words';

/*
 * Learner rules about a phrase's preposition, or a word used where English has another: "in the other
 * hand", "depend of", "married with", "return back", "listen music", "wait me", "borrow me your pen".
 */

/** Verbs of having or using time, after which "many time" is an amount: "I don't have many time". */
const TIME_HAD_BEFORE =
  /\b(?:have|has|had|need|needs|needed|spend|spends|spent|waste|wastes|wasted|take|takes|took|give|gives|gave)\s+(?:not\s+)?$/i;

/**
 * What may follow "go shopping" when the -ing word is the activity: a preposition, a time, a joining word
 * ("go to shopping with my mother", "tomorrow", "and"); any other word may be the noun it describes ("go to
 * shopping malls", "went to swimming class").
 */
const AFTER_ACTIVITY = new Set([
  ...PREPOSITIONS,
  ...DAY_WORDS,
  ...'now later again together alone every last next this and or but so because when then often once'.split(
    ' ',
  ),
]);

/**
 * Where a subject pronoun starts its clause, as a lookbehind: "the music I enjoy." has its object before it.
 */
const SUBJECT_STARTS_CLAUSE =
  '(?<=(?:^|[.!?,;:]\\s*|\\b(?:hope|hoped|think|thought|because|and|so|but|when|if|wish|know|sure)\\s+))';

/** The verbs after "Welcome you to" that make an invitation: "You are welcome to visit our school". */
const WELCOMED_TO_DO = new Set(
  'visit join see stay use try contact attend share enjoy call ask write bring take play study work live'.split(
    ' ',
  ),
);

/** Phrases with the wrong preposition, and what they should be ("in the other hand" -> "on the other hand"). */
export const PREPOSITION_PHRASES: PhraseTable = [
  [
    /\b([Ii])n(?=\s+the\s+other\s+hand\b)/g,
    (m) => (m[1] === 'I' ? 'On' : 'on'),
    'It is "on the other hand".',
  ],
  [/\b(depend(?:s|ed|ing)?)\s+of\b/gi, (m) => `${m[1]} on`, 'It is "depend on".'],
  // "They take responsible for it" -> "take responsibility for": "take" wants the noun.
  [
    /\b((?:take|takes|took|taken|taking)\s+(?:full\s+)?)responsible(?=\s+for\b)/gi,
    (m) => `${m[1]}responsibility`,
    'One takes "responsibility" for something (or is "responsible" for it).',
  ],
  // "You can trust on me" -> "trust me": "trust" takes its object directly ("rely on me", "count on me").
  [
    /\b(trust(?:s|ed|ing)?)\s+on(?=\s+(?:me|you|him|her|us|them|it|my|your|his|their|our)\b)/gi,
    (m) => m[1]!,
    '"Trust" takes its object directly: "You can trust me" (or "rely on me").',
  ],
  // "Thank you for your help me" -> "for helping me": "help" with an object is the verb.
  [
    /\b([Tt]hanks?|[Tt]hank\s+you)\s+for\s+your\s+help\s+(me|us|him|her|them)\b/g,
    (m) => `${m[1]} for helping ${m[2]}`,
    'It is "thank you for helping me" (or "for your help").',
  ],
  // "He is two years older to me" -> "than me": a comparison of age or size takes "than".
  [
    /\b(older|younger|taller|shorter|bigger|smaller|heavier|richer|elder)\s+to(?=\s+(?:me|him|her|us|them|you|my|his|our|their|your)\b)/g,
    (m) => `${m[1]} than`,
    'A comparison takes "than": "two years older than me".',
  ],
  // "I prefer to read than (to) watch TV" -> "rather than watch": "prefer to" compares with "rather than"
  // (not "prefer to earn more than that": a comparative's "than").
  [
    /\b(prefer|prefers|preferred)(\s+to\s+[a-z]+(?:\s+[a-z]+){0,3}?)(?<!\b(?:more|less|fewer|better|worse|rather|other|longer|faster|earlier|later|sooner|higher|lower|bigger|smaller|cheaper))\s+than\s+(?:to\s+)?(?=[a-z])/g,
    (m) => `${m[1]}${m[2]} rather than `,
    '"Prefer to do" compares with "rather than": "I prefer to read rather than watch TV".',
  ],
  // "As we all know that, smoking is harmful" -> "As we all know, smoking …": "as" already stands for what
  // is known.
  [
    /(?<=^|[.!?]\s+)(As\s+(?:we|you|everyone|everybody)\s+(?:all\s+)?know)\s+that\b,?/g,
    (m) => `${m[1]},`,
    '"As we all know" takes no "that": "As we all know, smoking is harmful".',
  ],
  // "Please take care yourself", "take care the environment" -> "take care of": one takes care of someone.
  [
    /\b(take|takes|took|taking)\s+care\s+(?=(?:yourself|yourselves|himself|herself|themselves|myself|ourselves|(?:the|my|your|his|her|our|their)\s+[a-z]+)\b)/gi,
    (m) => `${m[1]} care of `,
    'One takes care "of" someone: "Take care of yourself".',
  ],
  // "We should protect environment" -> "the environment": the world around us is "the environment".
  [
    /\b((?:protect|protects|protected|protecting|pollute|pollutes|polluted|polluting|save|saves|saved|saving|damage|damages|damaged|damaging|destroy|destroys|destroyed|destroying|harm|harms|harmed|harming)\s+)(environment)\b/g,
    (m) => `${m[1]}the ${m[2]}`,
    'The world around us is "the environment": "protect the environment".',
  ],
  // "He is good in math" -> "good at": one is good at a subject or a skill ("good in a crisis" is a time).
  [
    /\b((?:good|bad|better|best|great|excellent|poor|terrible|weak|strong)\s+)in(?=\s+(?:math|maths|mathematics|English|Chinese|physics|chemistry|biology|history|geography|science|sports?|music|art|drawing|painting|singing|dancing|swimming|cooking|writing|speaking|reading|languages?|computers?|programming)\b)/g,
    (m) => `${m[1]}at`,
    'One is "good at" a subject or a skill: "good at math".',
  ],
  // An activity with its object: "good in playing the piano" (not "strong in manufacturing", a trade).
  [
    /\b((?:good|bad|poor|terrible)\s+)in(?=\s+[a-z]{2,}ing\s+(?:the|a|an|my|his|her|our|their|your|it|them|people|friends|others|basketball|football|soccer|tennis|volleyball|badminton|baseball|golf|chess|games|cards|music)\b)/g,
    (m) => `${m[1]}at`,
    'One is "good at" doing something: "good at playing the piano".',
  ],
  [
    /\b([Ii]n)(?=\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*:))/g,
    (m) => (m[1] === 'In' ? 'On' : 'on'),
    'A date takes "on": "on May 5th" ("in" a month or a year).',
  ],
  // "My teacher was angry on me" -> "angry with me": one is angry with a person (生我的气).
  [
    /\b((?:angry|mad|upset)\s+)(?:on|to)(?=\s+(?:me|him|her|us|them|you|my|his|our|their)\b)/gi,
    (m) => `${m[1]}with`,
    'One is "angry with" a person: "My teacher was angry with me".',
  ],
  // "She arrived at Beijing", "I'm living at Shanghai" -> "in": a city or a country takes "in" ("at" a
  // building or a stop: "at Beijing Airport", "at Shanghai Station").
  [
    new RegExp(
      `\\b((?:arrive|arrives|arrived|arriving|live|lives|lived|living|stay|stays|stayed|staying)\\s+)at(?=\\s+(?:${PLACE_NAMES})\\b(?!\\s+[A-Z]))`,
      'g',
    ),
    (m) => `${m[1]}in`,
    'A city or a country takes "in": "arrived in Beijing" ("at" a building or a stop: "at Beijing Airport").',
  ],
  // "They arrived in the airport" -> "at the airport": a building or a stop takes "at" (a city "in").
  [
    /\b((?:arrive|arrives|arrived|arriving)\s+)in(?=\s+the\s+(?:airport|station|bus\s+stop|hotel|office|school|hospital|restaurant|cinema|museum|library|gate|hall)\b)/gi,
    (m) => `${m[1]}at`,
    'A building or a stop takes "at": "We arrived at the airport" (a city takes "in").',
  ],
  // "We talked about it in the phone" -> "on the phone" (在电话里): a call is "on the phone" (not "the photos
  // in the phone").
  [
    /\b((?:talk|talks|talked|talking|speak|speaks|spoke|speaking|chat|chats|chatted|chatting)(?:\s+(?:to|with)\s+(?:me|him|her|us|them|you|my\s+[a-z]+))?(?:\s+about\s+(?:it|this|that))?\s+)in(?=\s+the\s+phone\b)/gi,
    (m) => `${m[1]}on`,
    'A call is "on the phone": "We talked on the phone".',
  ],
  // "The bus is full with people" -> "full of"; "We should focus in our studies" -> "focus on"; "He apologized
  // me" -> "apologized to me"; "We must face with the problem" -> "face the problem" ("be faced with" is
  // right).
  [/\b([Ff]ull\s+)with\b/g, (m) => `${m[1]}of`, 'What fills something is "full of": "full of people".'],
  [
    /\b((?:focus|focuses|focused|focusing|concentrate|concentrates|concentrated|concentrating)\s+)in(?=\s+(?:the|my|your|his|her|our|their|this|that|what|studying|learning|work)\b)/gi,
    (m) => `${m[1]}on`,
    'One focuses "on" something: "focus on our studies".',
  ],
  [
    /\b((?:apologize|apologizes|apologized|apologizing|apologise|apologises|apologised|apologising)\s+)(?=(?:me|him|her|us|them|you)\b)/gi,
    (m) => `${m[1]}to `,
    'One apologizes "to" someone: "He apologized to me".',
  ],
  [
    /\b((?:must|should|can|will|could|would|have\s+to|has\s+to|need\s+to|to)\s+face)\s+with(?=\s+(?:the|a|an|this|that|these|those|many|some|our|my|your|his|her|their)\b)/gi,
    (m) => m[1]!,
    'One faces a problem, with no "with" ("be faced with" is right too): "We must face the problem".',
  ],
  // "She is 20 years old girl" -> "a 20-year-old girl": a person or thing of an age after "be" takes "a".
  [
    /\b((?:is|was|am|are)\s+)((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\d{1,3})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\s+(year|month)s?\s+old(?=\s+(?:boy|girl|child|kid|son|daughter|baby|man|woman|student|dog|cat|car|house|building|tree)\b)/gi,
    (m) => `${m[1]}${indefiniteArticle(m[2]!)} ${m[2]}-${m[3]!.toLowerCase()}-old`,
    'Before a noun, an age is one word with hyphens, and one person takes "a": "a 20-year-old girl".',
  ],
  // "a five years old boy", "a 15-years-old boy" -> "a five-year-old boy": before a noun, an age is one word
  // and "year" is singular.
  [
    /\b((?:a|an|my|his|her|our|their|your|the|this|that)\s+)((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\d{1,3})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)[\s-]+(year|month|week|day)s[\s-]+old(?=\s+(?:boy|girl|child|kid|son|daughter|baby|man|woman|brother|sister|student|dog|cat|car|house|building|tree)s?\b)/gi,
    // "a 11 years old boy" -> "an 11-year-old boy": the article as the number is said.
    (m) => {
      const article = indefiniteArticle(m[2]!);
      const before = /^an?\s+$/i.test(m[1]!) ? `${m[1]![0] === 'A' ? 'A' : 'a'}${article.slice(1)} ` : m[1];
      return `${before}${m[2]}-${m[3]!.toLowerCase()}-old`;
    },
    'Before a noun, an age is one word with hyphens and a singular "year": "a five-year-old boy".',
  ],
  [
    /\b(hardly|barely|scarcely)\s+never\b/gi,
    (m) => `${m[1]} ever`,
    '"Hardly" is a negation already: "She is hardly ever late".',
  ],
  // "I will discuss with my teacher about this" -> "discuss this with my teacher": "discuss" takes what is
  // talked about as its object (和老师讨论这件事).
  [
    /\b(discuss(?:es|ed|ing)?)\s+with\s+(me|you|him|her|us|them|(?:my|your|his|her|our|their|the)\s+[a-z]+)\s+about\s+(it|this|that|them|(?:the|this|that|my|our|your|his|her|their)\s+[a-z]+)(?=\s*(?:[.,!?]|$))/g,
    (m) => `${m[1]} ${m[3]} with ${m[2]}`,
    '"Discuss" takes what is talked about as its object: "discuss this with my teacher".',
  ],
  // "She looks like very happy" -> "looks very happy": "like" comes before a noun ("looks like her mother"); a
  // word for how someone is follows "look" itself.
  [
    /\b((?:look|looks|looked|seem|seems|seemed)\s+)like\s+((?:(?:very|so|really|quite)\s+)?([a-z]+))(?=\s*(?:[.,!?]|$))/g,
    (m) => (isStateAdjective(m[3]!) || /^(?:very|so|really|quite)\s/.test(m[2]!) ? `${m[1]}${m[2]}` : m[0]),
    'How someone looks follows "look" itself: "She looks very happy" ("looks like" comes before a noun).',
  ],
  // "The noise prevented me to sleep" -> "prevented me from sleeping": one prevents someone from doing.
  [
    /\b(prevent(?:s|ed|ing)?\s+(?:me|you|him|her|us|them|people|students|children)\s+)to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]}from ${ingForm(m[2]!)}` : m[0]),
    'One prevents someone from doing something: "The noise prevented me from sleeping".',
  ],
  // "The weather of Beijing is cold" -> "The weather in Beijing": weather is in a place (北京的天气).
  [
    new RegExp(
      `\\b([Ww]eather\\s+)of(?=\\s+(?:${PLACE_NAMES}|(?:my|our|his|her|their|your)\\s+(?:hometown|city|town|village|country))\\b)`,
      'g',
    ),
    (m) => `${m[1]}in`,
    'Weather is in a place: "The weather in Beijing is cold".',
  ],
  // "Can you give me some suggestion?" -> "some suggestions": advice given as suggestions is counted (not
  // "There was some suggestion that …": a hint).
  [
    /(?<=\b(?:give|gives|gave|given|giving|have|has|had|need|needs|want|wants|get|got)\s+(?:(?:me|you|him|her|us|them)\s+)?)(some|any)\s+suggestion\b(?!['’])/g,
    (m) => `${m[1]} suggestions`,
    '"Suggestion" is counted: "Can you give me some suggestions?" (or "some advice").',
  ],
  // "With the development of economy" -> "of the economy": a country's economy is one, and takes "the".
  [
    /\b((?:development|growth|rise|decline|state|health|recovery)\s+of\s+)(economy)\b/g,
    (m) => `${m[1]}the ${m[2]}`,
    'A country\'s economy takes "the": "the development of the economy".',
  ],
  // "This is my first time to come to China" -> "my first time coming": a first time is followed by -ing
  // (not "my first time, to be honest").
  [
    /\b((?:my|his|her|our|their|your)\s+first\s+time\s+)to\s+(?!be\s+(?:honest|frank)\b)([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]}${ingForm(m[2]!)}` : m[0]),
    '"My first time" is followed by the -ing form: "my first time coming to China".',
  ],
  // "Mostly people like it" -> "Most people": "mostly" is an adverb ("It is mostly people who" is right).
  [
    /(^|[.!?]\s+)Mostly(\s+people\b)/g,
    (m) => `${m[1]}Most${m[2]}`,
    '"Most people" is most of the people; "mostly" means "mainly".',
  ],
  // "pay attention on" -> "to"; "famous of" -> "for"; "different with" -> "from" (和…不同); "responsible of" ->
  // "for".
  [
    /\b(pa(?:y|ys|id|ying)\s+(?:more\s+|much\s+|close\s+|no\s+|little\s+)?attention)\s+on\b/gi,
    (m) => `${m[1]} to`,
    'It is "pay attention to".',
  ],
  // "This problem should be paid attention" -> "paid attention to": the passive keeps its "to" at the end.
  [
    /\b((?:is|are|was|were|be|been|being)\s+paid\s+(?:more\s+|much\s+|close\s+|special\s+|enough\s+)?attention)(?=\s*(?:[.!?;,]|$))/gi,
    (m) => `${m[1]} to`,
    'It is "pay attention to", in the passive too: "This problem should be paid attention to".',
  ],
  // "It is useful for we to learn" -> "for us to": the subject of "to" after "for" is an object pronoun.
  [
    /\b([Ff]or\s+)(I|we|they|he|she)(?=\s+to\s+[a-z])/g,
    (m) => `${m[1]}${OBJECT_OF_SUBJECT[m[2]!.toLowerCase()]!}`,
    'After "for", a pronoun is an object, also before "to": "It is useful for us to learn".',
  ],
  [
    /\b((?:is|are|was|were|be|been|become|became|very|most|world|also)\s+famous)\s+of\b/gi,
    (m) => `${m[1]} for`,
    'A place or a person is "famous for" something.',
  ],
  [
    /\b((?:is|are|was|were|be|very|quite|so|completely|totally|a\s+little|much)\s+different)\s+with\b/gi,
    (m) => `${m[1]} from`,
    'It is "different from" something.',
  ],
  [
    /\b((?:am|is|are|was|were|be|been|['’]m|['’]re|['’]s)\s+(?:not\s+)?responsible)\s+of\b/gi,
    (m) => `${m[1]} for`,
    'One is "responsible for" something.',
  ],
  // "Welcome you to China" -> "Welcome to China" (欢迎你来中国): the greeting takes no object; before a verb,
  // "Welcome you to visit our school" -> "You are welcome to visit our school" (欢迎你来参观).
  [
    /(^|[.!?]\s+)(Welcome)\s+you(?=\s+to\s+(\p{L}+)(?<!\s+to\s+come)\b)/gu,
    (m) => (WELCOMED_TO_DO.has(m[3]!) ? `${m[1]}You are welcome` : `${m[1]}${m[2]}`),
    'The greeting is "Welcome to …"; to invite someone, "You are welcome to visit …".',
  ],
  // "I will reply you soon" -> "reply to you" (回复你): the verb takes "to" (not "a reply you will like": the noun).
  [
    /(?<!\b(?:a|the|my|your|his|her|our|their|no|any|this|that)\s+)\b(reply|replies|replied|replying)(?=\s+(?:me|you|him|her|us|them)\b)/gi,
    (m) => `${m[1]} to`,
    'One replies "to" someone: "I will reply to you soon".',
  ],
  [
    /\b([Bb]ecause)\s+of(?=\s+(?:I|we|he|she|they|you)\s+(?:am|is|are|was|were|have|has|had|can|could|will|would|do|does|did|don['’]t|doesn['’]t|didn['’]t)\b)/g,
    (m) => m[1]!,
    '"Because of" takes a noun ("because of the rain"); a clause takes "because": "because he is ill".',
  ],
  // "My bag is heavier than your." -> "than yours": a possessive standing alone is "yours", "mine" (not
  // "taller than her": "her" is the person too).
  [
    /\b(than\s+)(my|your|our|their)(?=\s*[.,!?;]|\s*$)/gi,
    (m) => `${m[1]}${{ my: 'mine', your: 'yours', our: 'ours', their: 'theirs' }[m[2]!.toLowerCase()]}`,
    'A possessive standing alone is "mine", "yours", "ours": "My bag is heavier than yours".',
  ],
  // "two hundreds books" -> "two hundred books", "10 yuans" -> "10 yuan": a number counted keeps "hundred",
  // "thousand" and "million" as they are ("hundreds of books" is another way to say it), and "yuan" has no -s.
  [
    /\b((?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|few|\d+)\s+)(hundred|thousand|million)s(?!\s+of\b)(?=\s+[a-z])/gi,
    (m) => `${m[1]}${m[2]}`,
    'After a number, "hundred", "thousand" and "million" take no -s: "two hundred books".',
  ],
  [/\b(yuan|renminbi|jiao|fen)s\b/gi, (m) => m[1]!, 'Chinese money takes no -s: "10 yuan".'],
  // "She has married for two years" -> "has been married", "He has died for three years" -> "has been
  // dead": a state that lasts takes "been" and the adjective, the verb happens once.
  [
    /\b(has|have|had)\s+(married|died)(?=\s+for\s+(?:a|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a\s+few|\d+)\s+(?:years?|months?|weeks?|days?)\b)/gi,
    (m) => `${m[1]} been ${m[2]!.toLowerCase() === 'died' ? 'dead' : 'married'}`,
    'A state that lasts takes "been": "She has been married for two years", "He has been dead for three years".',
  ],
  // Adjectives and nouns with their own preposition: "interested in", "fond of", "proud of", "strict with",
  // "congratulations on" (learners use the one Chinese suggests: 对…感兴趣, 为…骄傲, 对…严格).
  [
    /\b((?:interested|interesting)\s+)about\b(?=\s+(?!what|how|why|whether|when|where|who)[a-z])/gi,
    (m) => `${m[1]}in`,
    'One is "interested in" something: "I\'m very interested in history".',
  ],
  [
    /\b(fond)\s+(?:to|with|about)(?=\s+[a-z]+ing\b|\s+(?:me|him|her|us|them|you|it|the|my|his|our|their|your)\b)/gi,
    (m) => `${m[1]} of`,
    'One is "fond of" something: "He is fond of reading".',
  ],
  [
    /\b(proud)\s+for(?=\s+(?:me|him|her|us|them|you|my|his|our|their|your)\b)/gi,
    (m) => `${m[1]} of`,
    'One is "proud of" someone: "I\'m proud of you".',
  ],
  [
    /\b(strict)\s+to(?=\s+(?:me|him|her|us|them|you|my|his|our|their|your|children|students|the\s+(?:children|students|kids))\b)/gi,
    (m) => `${m[1]} with`,
    'One is "strict with" someone: "My parents are very strict with me".',
  ],
  // "keen in music" -> "keen on", "proud on my son", "jealous on her sister" -> "of", "addicted in games" ->
  // "to", "famous in his songs" -> "famous for" (not "famous in China": a place).
  [
    /\b(keen)\s+(?:in|at|for)(?=\s+[a-z])/gi,
    (m) => `${m[1]} on`,
    'One is "keen on" something: "I am keen on music".',
  ],
  [
    /\b(proud|jealous|envious|fond)\s+(?:on|at)(?=\s+[a-z])/gi,
    (m) => `${m[1]} of`,
    'It is "proud of", "jealous of": "I am proud of my son".',
  ],
  [
    /\b(addicted)\s+(?:in|on|with)(?=\s+[a-z])/gi,
    (m) => `${m[1]} to`,
    'One is "addicted to" something: "He is addicted to games".',
  ],
  [
    /\b(famous|known)\s+in(?=\s+(?:his|her|its|their|my|your|our)\s+[a-z]+)/gi,
    (m) => `${m[1]} for`,
    'One is "famous for" what one does: "He is famous for his songs".',
  ],
  // "He gave to me a book" -> "gave me a book": the person right after the verb takes no "to" ("gave a book
  // to me" is the other order).
  [
    /\b(give|gives|gave|given|giving|tell|tells|told|telling|show|shows|showed|shown|showing|send|sends|sent|sending|teach|teaches|taught|teaching)\s+to\s+(me|him|her|us|them)(?=\s+(?:a|an|the|my|his|her|our|their|your|some|this|that|these|those)\s+[a-z]+)/gi,
    (m) => `${m[1]} ${m[2]}`,
    'The person right after the verb takes no "to": "He gave me a book" (or "gave a book to me").',
  ],
  // "The food smells well" -> "smells good": how a thing smells, tastes or sounds is an adjective ("Dogs can
  // smell well" says how they smell).
  [
    /(?<=\b(?:[Ii]t|[Tt]his|[Tt]hat|[Tt]he\s+(?:food|soup|cake|dish|meal|coffee|tea|bread|idea|plan|music|song|flower|flowers))\s+(?:smells|smelled|smelt|tastes|tasted|sounds|sounded)\s+(?:very\s+|so\s+|really\s+)?)well\b/g,
    () => 'good',
    'How a thing smells, tastes or sounds is an adjective: "The food smells good".',
  ],
  // "It is harmful for our health" -> "harmful to", "Smoking is bad to health" -> "bad for": what harms health
  // is harmful "to" it, and bad "for" it.
  [
    /\b(harmful)\s+for(?=\s+(?:(?:our|your|their|his|her|my|the|people['’]s|one['’]s)\s+)?health\b)|\b(bad)\s+to(?=\s+(?:(?:our|your|their|his|her|my|the|people['’]s|one['’]s)\s+)?health\b)/gi,
    (m) => (m[1] ? `${m[1]} to` : `${m[2]} for`),
    'Something is "harmful to" health, and "bad for" it.',
  ],
  // "worried for my exam" -> "about": a worry about a thing ("worried for you" fears on someone's behalf).
  [
    /\b(worried)\s+for(?=\s+(?:my|the|his|her|our|their|your)\s+(?:exams?|tests?|future|health|job|work|studies|study|results?|grades?|interview|English)\b)/gi,
    (m) => `${m[1]} about`,
    'One is "worried about" something: "I am worried about my exam".',
  ],
  // "tired with doing homework" -> "tired of": what one has had enough of takes "of".
  [
    /\b(tired)\s+with(?=\s+[a-z]+ing\b)/gi,
    (m) => `${m[1]} of`,
    'One is "tired of" doing something: "I am tired of doing homework".',
  ],
  // "She is kind with everyone" -> "kind to", "satisfied about the result" -> "satisfied with".
  [
    /\b(kind)\s+with(?=\s+(?:everyone|everybody|me|him|her|us|them|you|people|others|animals|children|strangers)\b)/gi,
    (m) => `${m[1]} to`,
    'One is "kind to" someone: "She is kind to everyone".',
  ],
  [
    /\b(satisfied)\s+(?:about|for|to)(?=\s+(?:the|my|his|her|our|their|your|it|this|that)\b)/gi,
    (m) => `${m[1]} with`,
    'One is "satisfied with" something: "I am satisfied with the result".',
  ],
  [
    /\b([Cc]ongratulations)\s+for\b/g,
    (m) => `${m[1]} on`,
    'It is "congratulations on": "Congratulations on your success".',
  ],
  // "I graduated in Peking University" -> "from" (not "graduated in 2010", "in physics": a time, a subject).
  [
    /\b(graduate|graduates|graduated|graduating)\s+in(?=\s+(?:(?:a|the)\s+(?:university|college|school)\b|(?:\p{Lu}\p{L}*\s+){1,4}(?:University|College|School|Institute)\b))/gu,
    (m) => `${m[1]} from`,
    'One graduates "from" a school or a university: "I graduated from Peking University".',
  ],
  // "We must obey to the rules" -> "obey the rules": the verb takes its object directly.
  [
    /\b(obey|obeys|obeyed|obeying)\s+to\b/gi,
    (m) => m[1]!,
    '"Obey" takes its object directly: "obey the rules".',
  ],
  // "Let's talk it" -> "talk about it" (not "talk it over", "talk it through").
  [
    /\b(talk|talks|talked|talking)\s+(?=(?:it|this|that)\s*(?:[.,!?;]|$))/gi,
    (m) => `${m[1]} about `,
    'One talks "about" something: "Let\'s talk about it".',
  ],
  // "the most beautiful place I have ever been" -> "been to": one has been "to" a place.
  [
    /\b((?:place|places|city|cities|country|countries|town|towns|restaurant|restaurants|park|parks|museum|museums|beach|beaches|village|villages|island|islands|hotel|hotels|shop|shops|mountain|mountains)\s+(?:that\s+|which\s+)?(?:I|we|you|they|he|she)(?:\s+(?:have|has|had)|['’]ve)\s+(?:ever\s+|never\s+)?been)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]} to`,
    'One has been "to" a place: "the most beautiful place I have ever been to".',
  ],
  // "I am come from China", "I'm come from China" -> "I come from China" (or "I am from China"); not
  // "He's come from Japan", where "'s" is "has".
  [
    /\b(I|you|we|they|he|she)(?:\s+(?:am|is|are)\s+|['’](?:m|re)\s+)come(?=\s+from\b)/gi,
    (m) => `${m[1]} ${/^(he|she)$/i.test(m[1]!) ? 'comes' : 'come'}`,
    'Either "I come from China" or "I am from China", not both verbs.',
  ],
  // "She is live in Shanghai" -> "She lives in Shanghai": "live" (住) is the verb, with no "be" (not "The show is
  // live in London", a broadcast: only a person lives somewhere).
  [
    /\b(I|you|we|they|he|she)(?:\s+(?:am|is|are)\s+|['’](?:m|re|s)\s+)live(?=\s+(?:in|at|with|near|alone|here|there|together)\b)/gi,
    (m) => `${m[1]} ${/^(he|she)$/i.test(m[1]!) ? 'lives' : 'live'}`,
    'Where one lives is said with the verb alone: "She lives in Shanghai".',
  ],
  // "We have the breakfast at seven", "We have a lunch at twelve" -> "have breakfast", "have lunch": meals
  // take no article (not "the breakfast you made", "a big lunch", "a dinner party").
  [
    /\b((?:have|has|had|having|eat|eats|ate|eating|eaten)\s+)(?:the|a)\s+(breakfast|lunch|dinner|supper)\b(?=\s*[.,!?;]|\s*$|\s+(?:at|in|with|together|every|before|after|early|late|now|today|tonight|first)\b)/gi,
    (m) => `${m[1]}${m[2]}`,
    'Meals take no article: "We have breakfast at seven".',
  ],
  // "Successful people take risk" -> "take risks" (or "a risk"): a risk is counted ("at risk", "risk
  // management" are not after "take"; "take the risk of" names one).
  [
    /\b((?:take|takes|took|taking|taken)\s+)risk\b(?![-'’]|\s+(?:of|management|assessment)\b)/gi,
    (m) => `${m[1]}risks`,
    'A risk is counted: "take risks" (or "take a risk").',
  ],
  // "I go to the bed at ten" -> "go to bed", "I stayed at the home all day" -> "at home": before a time (not
  // "at the home of a friend", "went to the bed and lay down").
  [
    /\b((?:go|goes|went|going|gone)\s+to|(?:stay|stays|stayed|staying|was|were|am|is|are|be)\s+at)\s+the\s+(bed|home)\b(?=\s*[.!?;]|\s*$|\s+(?:at|early|late|now|every|tonight|all\s+day)\b)/gi,
    (m) => (/to$/i.test(m[1]!) === (m[2]!.toLowerCase() === 'bed') ? `${m[1]} ${m[2]}` : m[0]),
    'It is "go to bed" and "at home", with no "the".',
  ],
  // "I go to the school every day" -> "go to school": going there as a pupil, a habit, takes no "the" ("I
  // went to the school yesterday" may be a visit to one).
  [
    /\b((?:go|goes|walk|walks|ride|rides|cycle|cycles|drive|drives)\s+to)\s+the\s+(school|church|college|class)\b(?=\s+(?:every\s+(?:day|morning|week|weekday|Sunday|Monday)|on\s+(?:weekdays|foot)|by\s+(?:bus|bike|bicycle|car|train|subway)|at\s+(?:\d|seven|eight|six|nine)))/gi,
    (m) => `${m[1]} ${m[2]}`,
    'Going there to learn or to pray takes no "the": "I go to school every day".',
  ],
  // "The China is a big country" -> "China": a country's or a city's name takes no "the" (not "the China
  // Daily", "the Japan of today", "the Beijing subway": only before a verb, a preposition or the end).
  [
    new RegExp(
      `\\b([Tt]he)\\s+(${PLACE_NAMES})(?=\\s*[.,!?;]|\\s*$|\\s+(?:is|was|has|have|are|and|in|at|for|with|to|from|last|this|next|because|but)\\b)`,
      'g',
    ),
    (m) => (m[1] === 'The' ? m[2]! : m[0].slice(4)),
    'A country or a city takes no "the": "China is a big country".',
  ],
  // "I saw it in the TV" -> "on TV" (not "in the TV cabinet").
  [
    /\b([Ii])n\s+(?:the\s+)?TV\b(?=\s*[.,!?;]|\s*$|\s+(?:last|yesterday|today|tonight|every|and|but|when|with)\b)/g,
    (m) => `${m[1] === 'I' ? 'O' : 'o'}n TV`,
    'What is shown is "on TV".',
  ],
  // "I go to school by the bus", "on bus" -> "by bus": how one travels takes "by" and no article, after a
  // verb of going (not "by the bus stop", "on the bus", "He waited by the car": next to it).
  [
    /(?<=\b(?:go|goes|went|going|come|comes|came|coming|travel|travels|travelled|traveled|get|gets|got|getting)\b[^.,;!?]{0,40}\s)(?:by\s+the|on)\s+(bus|train|plane|subway|taxi|car|bike|bicycle)\b(?=\s*[.,!?;]|\s*$|\s+(?:every|and|but|because|to|from|today|yesterday)\b)/g,
    (m) => `by ${m[1]}`,
    'How one travels takes "by" and no article: "by bus" (or "on the bus").',
  ],
  // "Most of time I stay at home" -> "Most of the time".
  [/\b([Mm]ost)\s+of\s+time\b/g, (m) => `${m[1]} of the time`, 'It is "most of the time".'],
  // "Beside English, I also study French" -> "Besides": "besides" is "as well as"; "beside" is "next to".
  [
    /(?<=^|[.!?]\s+)Beside(?=\s+[^,.!?]+,\s+(?:I|we|he|she|they|you|it)\s+(?:also|can\s+also|will\s+also|should\s+also)\b)/g,
    () => 'Besides',
    '"Besides" means "as well as"; "beside" means "next to".',
  ],
  // "He raised up his hand" -> "raised his hand"; "The price has raised" -> "has risen": one raises
  // something; a price rises.
  [
    /\b(raise|raises|raised|raising)\s+up(?=\s+(?:his|her|my|your|their|our|the)\s+hands?\b)/gi,
    (m) => m[1]!,
    'One raises a hand: "raised his hand" (no "up").',
  ],
  [
    /\b((?:price|prices|cost|costs|number|temperature|level|rent)(?:\s+of\s+[a-z]+)?\s+(?:has|have|had)\s+)raised\b(?=\s*[.,!?;]|\s*$|\s+(?:by|a\s+lot|again|so|quickly|sharply|recently)\b)/gi,
    (m) => `${m[1]}risen`,
    'A price rises by itself ("has risen"); one raises something ("raised the price").',
  ],
  // "Me and my friend went", "I and my friend went" -> "My friend and I went": the subject is "I", and it
  // comes last.
  [
    /(^|[.!?]\s+)(?:Me|I)\s+and\s+((?:my|his|her|our|their)\s+[a-z]+)(?=\s+(?:went|go|are|were|have|had|will|would|can|could|like|love|play|played|met|visited|decided|started)\b)/g,
    (m) => `${m[1]}${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)} and I`,
    'In the subject it is "I", and it comes last: "My friend and I went".',
  ],
  // "I and he are friends", "Me and him are classmates", "Him and me are friends" -> "He and I are": "I"
  // comes last, and a subject
  // takes the subject pronouns.
  [
    /(^|[.!?]\s+)(?:(?:I|Me)\s+and\s+(he|she|they|him|her|them)|(Him|Her|Them)\s+and\s+(?:me|I)|(He|She|They)\s+and\s+me)(?=\s+(?:are|were|have|had|will|went|go|like|love|play|played|met|both)\b)/g,
    (m) => {
      const written = (m[2] ?? m[3] ?? m[4]!).toLowerCase();
      const other = SUBJECT_OF_OBJECT[written] ?? written;
      return `${m[1]}${other[0]!.toUpperCase()}${other.slice(1)} and I`;
    },
    'In the subject, "I" comes last: "He and I are friends".',
  ],
  // "He is a my friend" -> "my friend": "my" already says whose ("a friend of mine" says one of them).
  [
    /\b([Aa])n?\s+(my|your|his|her|our|their)(?=\s+\p{L})/gu,
    (m) => (m[1] === 'A' ? `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}` : m[2]!),
    'A possessive already says whose: "my friend" (or "a friend of mine"), not "a my friend".',
  ],
  // "I have a few money" -> "a little money": "few" counts things, "little" measures stuff.
  [
    /\b([Aa]\s+|(?<=\b(?:have|has|had|very|so|too)\s+))([Ff])ew(\s+)(\p{L}+)/gu,
    (m) =>
      `${m[1] ?? ''}${isMassNoun(m[4]!.toLowerCase()) || m[4] === 'time' ? `${m[2] === 'F' ? 'L' : 'l'}ittle` : `${m[2]}ew`}${m[3]}${m[4]}`,
    '"Few" counts things; stuff that is not counted takes "little": "a little money", "a little time".',
  ],
  // "I'd like a cup of coffees" -> "a cup of coffee": what a cup holds is not counted.
  [
    /\b(an?\s+(?:cup|glass|bottle|bowl|pot|mug)\s+of\s+)(coffee|tea|water|milk|juice|soup|rice|wine|beer)s\b/gi,
    (m) => `${m[1]}${m[2]}`,
    'What a cup holds is not counted: "a cup of coffee".',
  ],
  // "Much of the students were absent" -> "Many of the students", "Every of us" -> "Each of us".
  [
    /\b([Mm])uch(?=\s+of\s+(?:the|my|our|his|her|their|these|those)\s+([a-z]+)\b)/g,
    (m) => (nounNumber(m[2]!) === 'plural' ? `${m[1] === 'M' ? 'M' : 'm'}any` : m[0]),
    'Many of a plural, much of a mass: "Many of the students were absent".',
  ],
  [
    /\b([Ee])very\s+of\b/g,
    (m) => `${m[1] === 'E' ? 'E' : 'e'}ach of`,
    '"Every" takes no "of": "each of us" (or "every one of us").',
  ],
  // "A lot of money were spent" -> "was spent": an amount of stuff is one thing (as the sentence's subject,
  // not "People who have a lot of money are happy").
  [
    /(?<=(?:^|[.!?]\s+)(?:A\s+lot\s+of|Lots\s+of|Much|Plenty\s+of)\s+([a-z]+)\s+)(were|are)\b/g,
    (m) =>
      isMassNoun(m[1]!) || m[1] === 'money' || m[1] === 'time' ? (m[2] === 'were' ? 'was' : 'is') : m[0],
    'An amount of stuff takes a singular verb: "A lot of money was spent".',
  ],
  // "All the student are here" -> "students": "all the" counts more than one (not a group: "all the team").
  [
    /\b([Aa]ll\s+the\s+)(\p{Ll}+)(?=\s+(?:are|were|have)\b)/gu,
    (m) => {
      const noun = m[2]!;
      const counted =
        !GROUP_NOUNS.has(noun) && !isMassNoun(noun) && !PLURAL_NOUNS.has(noun) && !singularOf(noun);
      const plural = counted ? pluralOf(noun) : undefined;
      return `${m[1]}${plural ?? noun}`;
    },
    '"All the" counts more than one: "all the students are".',
  ],
  // "Let's to go" -> "Let's go": "let" takes the bare verb.
  [/\b([Ll]et['’]s)\s+to(?=\s+[a-z])/g, (m) => m[1]!, '"Let\'s" takes the verb alone: "Let\'s go".'],
  // "Thanks your help" -> "Thanks for your help".
  [
    /\b((?:[Tt]hanks|[Tt]hank\s+you)\s+)(?=(?:your|you\s+for)\b)(?!you\s+for\b)/g,
    (m) => `${m[1]}for `,
    'One thanks someone "for" something: "Thanks for your help".',
  ],
  // "I'm looking forward your reply" -> "forward to your reply".
  [
    /\b(look(?:s|ed|ing)?\s+forward)(?=\s+(?:your|you|the|our|his|her|their|my|it|seeing|hearing|meeting|working|this)\b)/gi,
    (m) => `${m[1]} to`,
    'It is "look forward to" something: "I look forward to your reply".',
  ],
  // "Can you give me a favor?" -> "do me a favor".
  [
    /\b(give|gives|gave|giving)(\s+(?:me|him|her|us|them)\s+a\s+favou?r)\b/gi,
    (m) => `${sameFormOf(m, 'give', 'do')}${m[2]}`,
    'One "does" someone a favor.',
  ],
  // "I will back home soon" -> "I will be back home": "back" is no verb here ("back someone up" is).
  [
    /\b((?:will|won't|can|can't|should|must|to|'ll|’ll)\s+)back(?=\s+(?:home|soon|later|tomorrow|here|in\s+(?:a|an|two|ten|five)\b))/gi,
    (m) => `${m[1]}be back`,
    '"Back" is not a verb here: "I will be back home".',
  ],
  // "Thank you for you help" -> "your help": "you" before a noun it owns is "your" (not "for you help me",
  // where a "to" is missing).
  [
    /\b((?:for|to|of|with|about)\s+)you(?=\s+(?:reply|help|letter|answer|email|message|kindness|attention|support|advice|invitation)\b)(?!\s+\w+\s+(?:me|him|her|us|them|it)\b)/gi,
    (m) => `${m[1]}your`,
    '"Your" is the word for what is yours: "your help".',
  ],
  // "close the light" -> "turn off the light" (关灯), as "open the TV" -> "turn on" (Harper's).
  [
    /\b(clos(?:e|es|ed|ing))\s+(?=(?:the|my|your|his|her|our|their)\s+(?:lights?|lamp|TV|television|computer|radio|fan|air\s+conditioner)(?=\s*(?:[.,!?;]|$|(?:when|and|before|after|now|please|if|so|because|for)\b)))/gi,
    (m) => `${sameFormOf(m, 'close', 'turn')} off `,
    'A light or a machine is turned off ("turn off the light"); "close" is for doors and windows.',
  ],
  // "open the computer" -> "turn on the computer" (开电脑), as Harper's "open the TV" -> "turn on".
  [
    /\b(open(?:s|ed|ing)?)\s+(?=(?:the|my|your|his|her|our|their)\s+(?:lights?|lamp|computer|radio|fan|air\s+conditioner)(?=\s*(?:[.,!?;]|$|(?:when|and|before|after|now|please|if|so|because|for)\b)))/gi,
    (m) => `${sameFormOf(m, 'open', 'turn')} on `,
    'A light or a machine is turned on ("turn on the computer"); "open" is for doors, windows and files.',
  ],
  // "I like watching books" -> "reading books" (看书): books are read; films and TV are watched.
  [
    /\b(watch(?:es|ed|ing)?)(?=\s+(?:(?:a|the|my|your|his|her|some|many|these|those|English|Chinese)\s+)?(?:books?|novels?|magazines?|newspapers?|comics?)\b)/gi,
    (m) => sameFormOf(m, 'watch', 'read'),
    'Books and newspapers are read ("read a book", 看书); films and TV are watched.',
  ],
  // "Because of he was ill" -> "Because he was ill": "because of" takes a noun, "because" a clause.
  // A past that is no present too ("because of I got up late"), not "you": "because of you I failed" is a noun.
  // "Due to he was late" -> "Because he was late" too, and "people" with a verb of its own ("because of people
  // want money"; not "because of people like you").
  [
    /\b([Bb]ecause\s+of|[Dd]ue\s+to)(?=\s+(?:I|he|she|we|they|people)\s+([a-z]+)\b)/g,
    (m) =>
      /^(?:am|is|are|was|were|have|has|had|do|does|did|can|could|will|would|want|need|think)$/.test(m[2]!) ||
      (lemmaOfPast(m[2]!) !== undefined && !isVerb(m[2]!))
        ? matchCase('because', m[1]!)
        : m[0],
    '"Because of" takes a noun ("because of the rain"); before a clause it is "because".',
  ],
  // "She entered into the room", "He entered in the classroom" -> "entered the room" ("enter into an
  // agreement" is right, and "He was entered in the race").
  [
    /\b(enter|enters|entered|entering)\s+(?:into|in)(?=\s+(?:the|a|my|his|her|our|their)\s+(?:room|classroom|house|building|office|hall|kitchen|library|shop|store|restaurant|bedroom)\b)/gi,
    (m) => m[1]!,
    'One enters a room, with no "into" or "in".',
  ],
  // "We should face to the problem" -> "face the problem" (面对): "face" takes its object with no "to" (not
  // "face to face").
  [
    /\b(face|faces|faced|facing)\s+to(?=\s+(?:the|this|these|those|a|an|my|our|their|his|her|your|many|such|difficulties|problems|challenges|reality)\b)/gi,
    (m) => m[1]!,
    'One faces a problem, with no "to": "face the problem".',
  ],
  // "I will call to you tomorrow" -> "call you" (给你打电话): on the phone, "call" takes its person with no "to"
  // ("He called to me across the room" is shouting, and right).
  [
    /\b((?:will|['’]ll|can|could|should|shall|must|please|Please|to)\s+call)\s+to(?=\s+(?:you|me|him|her|us|them)\b)/g,
    (m) => m[1]!,
    'On the phone, one calls someone, with no "to": "I will call you tomorrow".',
  ],
  // "The sun rises from the east" -> "in the east" (从东方升起): the sun rises in the east and sets in the west
  // (not "Smoke rises from the east side").
  [
    /\b((?:rise|rises|rose|risen|rising|sets)\s+)from(?=\s+the\s+(?:east|west)(?:\s*[.,!?;]|\s*$|\s+(?:and|every|each)\b))/gi,
    (m) => `${m[1]}in`,
    'The sun rises "in" the east and sets "in" the west.',
  ],
  // "He reached to the station", "We reached at the top" -> "reached the station", "reached the top" (到达):
  // "reach" takes its place with no "to" ("the water reached to my knees", "reach to the top shelf" are
  // another sense).
  [
    /\b(reach|reaches|reached|reaching)\s+(?:to|at)(?=\s+(?:(?:the|my|his|her|our|their|your)\s+(?:station|airport|school|hotel|hospital|city|village|town|destination|office|museum|summit|beach|island|border)\b|home\b|the\s+top\s+of\b|the\s+top(?=\s*[.,!?;]|\s*$)))/gi,
    (m) => m[1]!,
    'One reaches a place, with no "to" or "at" ("reach the station"); "arrive" takes "at" or "in".',
  ],
  // "I reached to Beijing yesterday" -> "reached Beijing": a named place too (not "reached to me", "reached
  // out to Mary").
  [
    /\b([Rr]each(?:es|ed|ing)?)\s+(?:to|at)(?=\s+(?!I\b)[A-Z][a-z]+(?:\s*[.,!?;]|\s*$|\s+(?:yesterday|last|at|in|on|by|after|before|early|late|safely|today|and|this)\b))/g,
    (m) => m[1]!,
    'One reaches a place, with no "to" or "at": "We reached Beijing".',
  ],
  // "He speaks English very fluent" -> "fluently", "very good" -> "very well": how one speaks is an adverb
  // (not "Is speaking English good for you?": there "good" says something of the speaking). The fix is the
  // word alone, so that a fix of the verb ("She speak" -> "speaks") stands beside it.
  [
    /(?<=\b(?:speak|speaks|spoke)\s+(?:English|Chinese|Mandarin|French|German|Japanese|Spanish|Korean|Russian)\s+(?:(?:very|so|quite|really)\s+)?)(fluent|good)\b(?!\s+(?:for|to)\b)/g,
    (m) => (m[1] === 'good' ? 'well' : 'fluently'),
    'How one speaks is said with an adverb: "speaks English fluently", "speaks English very well".',
  ],
  // "It rains heavy today" -> "heavily": how it rains is an adverb ("heavy rain" is the adjective, before its noun).
  [
    /\b(rain|rains|rained|raining|snow|snows|snowed|snowing)\s+(?:(?:very|so|really|quite)\s+)?heavy\b(?!\s+(?:rain|snow)\b)/gi,
    (m) => m[0].replace(/heavy$/i, 'heavily'),
    'How it rains is said with an adverb: "It rains heavily".',
  ],
  // "He makes me very angrily" -> "angry": what one is made is an adjective ("makes me happy").
  [
    /\b((?:make|makes|made|making)\s+(?:me|him|her|us|them|you|people|everyone)\s+(?:(?:very|so|really|quite|more)\s+)?)(angrily|happily|sadly|nervously|uncomfortably|comfortably)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|when|if)\b)/gi,
    (m) => `${m[1]}${ADJECTIVE_OF_ADVERB[m[2]!.toLowerCase()]!}`,
    'What one is made is an adjective: "He makes me very angry".',
  ],
  // "Let's go to picnic" -> "go on a picnic"; "play computer" -> "play computer games".
  [
    /\b(go|goes|went|going|gone)\s+to\s+picnic\b/gi,
    (m) => `${m[1]} on a picnic`,
    'It is "go on a picnic" (or "have a picnic").',
  ],
  [
    /\b(play|plays|played|playing)\s+(?:the\s+)?computer\b(?!\s+(?:games?|science|programs?))/gi,
    (m) => `${m[1]} computer games`,
    'One plays computer games (玩电脑), not a computer.',
  ],
  [
    // With a person: "say hello with a smile" is how, and so is "said hello with them watching". "I want to
    // say sorry with you" (跟你说对不起) too.
    /\b(say|says|said|saying)\s+(hello|hi|sorry|goodbye|thank\s+you|thanks)\s+with\b(?=\s+(?:me|him|her|us|them|you|everyone|everybody|(?:my|his|her|our|their|your|the)\s+(?:friends?|neighbou?rs?|classmates?|teachers?|parents?|family|guests?|mother|father|mom|mum|dad|brother|sister))\b(?!\s+[a-z]+ing\b))/gi,
    (m) => `${m[1]} ${m[2]} to`,
    'One says hello, sorry or goodbye "to" someone.',
  ],
  // "There will have a meeting" -> "There will be" (将会有): "there" + a modal takes "be" (not "will have to be").
  [
    /\b([Tt]here\s+(?:will|would|may|might|must|should|can|could|won't)\s+)have\b(?!\s+(?:been|to)\b)/g,
    (m) => `${m[1]}be`,
    'Saying that something will exist is "there will be", not "there will have".',
  ],
  // "He is afraid to dogs", "She is afraid to the dog" -> "afraid of": what one fears takes "of" ("afraid to
  // go" is a verb; "afraid to dogs" can be none, an infinitive has no -s). Not any "the": "afraid to the point
  // of tears", "to this day".
  [
    /\b((?:afraid|scared|frightened|terrified))\s+to(?=\s+(?:the\s+dark|(?:(?:the|a|an|my|his|her|our|their|your|that|this)\s+)?(?:dogs?|cats?|snakes?|spiders?|insects?|rats?|mice|mouse|ghosts?|strangers?|exams?|doctors?|dentists?)|heights)\b)/gi,
    (m) => `${m[1]} of`,
    'What one fears takes "of": "afraid of dogs" ("afraid to" + a verb: "afraid to go").',
  ],
  // "I'm not familiar to this city" -> "familiar with": one is familiar with what one knows ("The city is
  // familiar to me": what is known is familiar to someone).
  [
    /\b((?:I['’]m|I\s+am|[Ww]e['’]re|[Ww]e\s+are|[Yy]ou['’]re|[Yy]ou\s+are|[Tt]hey['’]re|[Tt]hey\s+are|I\s+was|[Ww]e\s+were)\s+(?:not\s+)?(?:very\s+|quite\s+|really\s+|so\s+)?familiar)\s+to(?=\s+(?:the|this|that|these|those|my|our|your|their|his|her)\s+(?:city|town|place|area|country|job|work|software|computer|system|rules?|culture|language|subject|street|neighbo(?:u)?rhood|school|company|environment|road)s?\b)/g,
    (m) => `${m[1]} with`,
    'One is "familiar with" what one knows: "I am familiar with this city" ("The city is familiar to me").',
  ],
  // "He died for cancer" -> "died of": an illness is what one dies of ("died for his country" is a cause).
  [
    /\b((?:die|dies|died|dying))\s+for(?=\s+(?:cancer|lung\s+cancer|a\s+heart\s+attack|heart\s+disease|a\s+stroke|illness|an\s+illness|a\s+disease|disease|hunger|AIDS|old\s+age|COVID|the\s+flu|flu|malaria|tuberculosis)\b)/gi,
    (m) => `${m[1]} of`,
    'One dies "of" an illness: "died of cancer" ("died for" a cause: "died for his country").',
  ],
  // "We had a lot of fun to play games" -> "fun playing": what one has fun doing takes -ing ("It is fun to
  // play" has no "have").
  [
    /\b((?:have|has|had|having)\s+(?:a\s+lot\s+of\s+|lots\s+of\s+|great\s+|so\s+much\s+|much\s+|some\s+)?fun)\s+to\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!.toLowerCase()) ? `${m[1]} ${ingForm(m[2]!.toLowerCase())}` : m[0]),
    'What one has fun doing takes -ing: "We had fun playing games" ("It is fun to play").',
  ],
  // "I'm afraid of make mistakes" -> "making": after a preposition, a verb takes -ing.
  [
    /\b((?:afraid|scared|tired|fond|capable|instead|proud)\s+of\s+)(make|do|go|speak|lose|fail|get|take|say|meet|talk|eat|fall|be)\b/gi,
    (m) => `${m[1]}${ingForm(m[2]!.toLowerCase())}`,
    'After a preposition, a verb takes the -ing form: "afraid of making mistakes".',
  ],
  // "If you are convenient" -> "If it is convenient for you" (如果你方便): a time or a place is
  // convenient for a person.
  [
    /\b([Ii]f|[Ww]hen|[Ww]henever)\s+you\s+are\s+convenient\b/g,
    (m) => `${m[1]} it is convenient for you`,
    'A time or a place is convenient for you: "if it is convenient for you".',
  ],
  [
    /(^|[.!?]\s+)Are\s+you\s+convenient\b/g,
    (m) => `${m[1]}Is it convenient for you`,
    'A time or a place is convenient for you: "Is it convenient for you?".',
  ],
  // "The population of China is very much" -> "very large" (人口很多): a population is large or small.
  [
    /\b(population\s+(?:of\s+[A-Z][a-z]+\s+)?(?:is|was)\s+(?:very\s+|so\s+|too\s+)?)(?:much|many|more)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]}large`,
    'A population is "large" or "small", not "much".',
  ],
  // "It's very kind for you to help" -> "kind of you": one's character is "of" someone ("good for you" is a
  // benefit, and right).
  [
    /\b((?:very\s+|so\s+|really\s+)?(?:kind|generous|thoughtful|considerate|polite|rude|careless|clever|silly|stupid|brave|selfish|sweet)\s+)for(?=\s+(?:you|him|her|them|me|us)\s+to\b)/g,
    (m) => `${m[1]}of`,
    'What says something about a person takes "of": "It\'s kind of you to help".',
  ],
  // "your kindly help" -> "your kind help": an adjective before a noun.
  [
    /\b((?:your|his|her|their)\s+)kindly(?=\s+(?:help|support|reply|advice|invitation|attention|consideration)\b)/gi,
    (m) => `${m[1]}kind`,
    'Before a noun, the adjective: "your kind help" ("kindly" says how something is done).',
  ],
  // "apply the job" -> "apply for the job" (申请工作).
  [
    /\b(apply|applies|applied|applying)(?=\s+(?:the|a|this|that|your)\s+(?:job|position|post|scholarship|visa|programme|program|course)\b)/gi,
    (m) => `${m[1]} for`,
    'One applies "for" a job or a place: "apply for the job".',
  ],
  // "in the internet", "in TV" -> "on" (as a phrase's end, not "In TV studios", "In the Internet age");
  // "on the newspaper" -> "in".
  [
    /\b([Ii])n(?=\s+(?:the\s+Internet|the\s+internet|TV|television|the\s+radio)(?:\s*[.,!?;]|\s*$|\s+(?:last|yesterday|today|tonight|every|and|but|or|when|because|about|with|for|at|on|in|from|before|after|all|again)\b))/g,
    (m) => `${m[1] === 'I' ? 'O' : 'o'}n`,
    'What is broadcast or online is "on": "on the Internet", "on TV".',
  ],
  [
    /\b((?:read|saw|seen|see|it|was)\s+)on(?=\s+(?:the|a|today's|yesterday's)\s+(?:newspaper|magazine|book)\b)/g,
    (m) => `${m[1]}in`,
    'What is printed is "in" the newspaper or the book.',
  ],
  // "Would you like go with me?" -> "like to go".
  [
    /\b([Ww]ould\s+you\s+like)\s+(go|come|have|eat|drink|see|join|try|play|watch|visit|meet|dance|sit|stay)\b/g,
    (m) => `${m[1]} to ${m[2]}`,
    '"Would you like" is followed by "to" + a verb: "Would you like to go?".',
  ],
  // "He did a great progress" -> "made great progress" (取得进步).
  [
    /\b(do|does|did|doing|done)(?=\s+(?:(?:a|an|great|good|big|much|some|real|little)\s+){0,2}progress\b)/gi,
    (m) => sameFormOf(m, 'do', 'make'),
    'One "makes" progress.',
  ],
  // "do mistakes" -> "make mistakes" (犯错误).
  [
    /\b(do|does|did|doing|done)(\s+(?:(?:a|many|some|few|no|more|fewer|lots\s+of|a\s+lot\s+of|the\s+same|silly|stupid|big|small)\s+)?mistakes?)\b/gi,
    (m) => `${sameFormOf(m, 'do', 'make')}${m[2]}`,
    'One "makes" a mistake; "do" goes with homework and work.',
  ],
  // "She does a cake" -> "makes a cake", "do a noise" -> "make a noise", "did a plan" -> "made a plan" (做).
  // Only after its subject, "to" or a modal: "What does a cake cost?" asks with "does".
  [
    /(?<=\b(?:I|you|he|she|we|they|[Ii]t|to|can|could|will|would|should|must|never|also|always|often|usually|don't|doesn't|didn't)\s+)(do|does|did|doing|done)(\s+(?:a|an|the|my|your|his|her|our|their|some|this|that)\s+(?:(?:big|small|new|good|birthday|chocolate)\s+)?(?:cake|noise|plan|decision|choice|phone\s+call|promise|speech|wish|sandwich|dress|kite|model))\b/gi,
    (m) => `${sameFormOf(m, 'do', 'make')}${m[2]}`,
    'One "makes" a cake, a plan, a decision or a noise (做); "do" goes with homework and work.',
  ],
  // "Please make me a favour" -> "do me a favour" (帮个忙).
  [
    /\b(make|makes|made|making)(\s+(?:(?:me|him|her|us|them|you)\s+)?a\s+favou?r)\b/gi,
    (m) => `${sameFormOf(m, 'make', 'do')}${m[2]}`,
    'One "does" someone a favour: "Could you do me a favour?".',
  ],
  // "make a conclusion" -> "draw a conclusion" (得出结论).
  [
    /\b(make|makes|made|making)(\s+(?:a|the|my|our|this|that|any)\s+conclusions?)\b/gi,
    (m) => `${sameFormOf(m, 'make', 'draw')}${m[2]}`,
    'One "draws" a conclusion from what one knows.',
  ],
  // "I will wait you" -> "wait for you" (等你): "wait" takes "for" before the one waited for ("wait them out"
  // is a phrase of its own).
  [
    /\b(wait|waits|waited|waiting)(\s+)(?=(?:you|me|him|her|us|them)\b(?!\s+out\b)|(?:the|a|an|my|your|his|her|our|their)\s+(?:bus|train|plane|flight|taxi|subway|teacher|doctor|results?|answer|reply|call|letter|email|news|others)\b)/gi,
    (m) => `${m[1]}${m[2]}for `,
    'One waits "for" someone: "I will wait for you".',
  ],
  // "answer to the question" -> "answer the question" (not "the answer to the question", a noun).
  [
    /(?<!\b(?:the|an|my|your|his|her|our|their|no|any)\s+)\b(answer|answers|answered|answering)\s+to(?=\s+(?:the|my|your|his|her|this|that|these|those|all)\s+questions?\b)/gi,
    (m) => m[1]!,
    'The verb "answer" takes its object directly: "answer the question" ("the answer to" is the noun).',
  ],
  // "consider about it" -> "consider it" (考虑): the verb takes its object directly.
  [
    /\b(consider|considers|considered|considering)\s+about\b/gi,
    (m) => m[1]!,
    '"Consider" takes its object directly: "consider it" (or "think about it").',
  ],
  // "Thanks God" -> "Thank God".
  [/\b([Tt]hank)s(?=\s+God\b)/g, (m) => m[1]!, 'It is "Thank God" (a wish: may God be thanked).'],
  // "I make my homework" -> "do my homework" (not "It made the homework easier").
  [
    /\b(make|makes|made|making)(\s+(?:my|your|his|her|our|their|the)?\s*homework)(?=\s*(?:[.,!?;]|$|(?:every|in|at|after|before|on|with|for|now|today|tonight|together|alone|and|but|first)\b))/gi,
    (m) => `${sameFormOf(m, 'make', 'do')}${m[2]}`,
    'One "does" homework; "make" is for things one creates.',
  ],
  // "learn knowledge" -> "gain knowledge" (学习知识): knowledge is what one learns, so it is gained (one may
  // study "the knowledge of the ancients", a body of it).
  [
    /\b(learn|learns|learned|learnt|learning)(\s+(?:(?:a\s+lot\s+of|lots\s+of|much|more|some|new|useful|basic)\s+)?knowledge)\b(?!\s+(?:of|about|from)\b)/gi,
    (m) => {
      const verb = m[1]!.toLowerCase();
      const form = /ing$/.test(verb)
        ? 'gaining'
        : /(?:ed|t|ied)$/.test(verb)
          ? 'gained'
          : /s$/.test(verb)
            ? 'gains'
            : 'gain';
      return `${form}${m[2]}`;
    },
    'Knowledge is what one learns: one "gains" or "acquires" it ("learn" takes a skill or a subject).',
  ],
  // "Let's look a movie" -> "watch a movie" (看电影): one looks at something, and watches a film.
  [
    /\b(look|looks|looked|looking)\s+(?=(?:a|the|this|that)\s+(?:movie|film)\b)/gi,
    (m) => `${sameFormOf(m, 'look', 'watch')} `,
    'A film is "watched": "watch a movie" ("look at" a picture).',
  ],
  // "I hope you to come" -> "I hope you can come": one hopes that someone does something ("want you to").
  [
    /\b(hope|hopes|hoped)\s+(you|he|she|they|we|him|her|them|us)\s+to(?=\s+[a-z]+)/g,
    (m) => {
      const subject = SUBJECT_OF_OBJECT[m[2]!] ?? m[2]!;
      return `${m[1]} ${subject} ${m[1] === 'hoped' ? 'could' : 'can'}`;
    },
    'One hopes that someone does something: "I hope you can come" ("I want you to come").',
  ],
  // "Can you talk me about it?" -> "tell me about it": one tells someone, and talks to them.
  [
    /\b(talk|talks|talked|talking)(?=\s+(?:me|him|her|us|them)\s+about\b)/gi,
    (m) => sameFormOf(m, 'talk', 'tell'),
    'One "tells" someone about something, or "talks to" them about it.',
  ],
  // "We arrived Beijing" -> "arrived in Beijing": "arrive" takes "in" before a city or a country.
  [
    new RegExp(`\\b(arrive|arrives|arrived|arriving)(?=\\s+(?:${PLACE_NAMES})\\b)`, 'g'),
    (m) => `${m[1]} in`,
    '"Arrive" takes "in" before a city or a country: "arrived in Beijing".',
  ],
  // "I will attend to the meeting" -> "attend the meeting" ("attend to" is to deal with: "attend to a patient").
  [
    /\b(attend|attends|attended|attending)\s+to(?=\s+(?:the|a|an|my|his|her|our|their|this|that)\s+(?:meeting|class|lesson|lecture|conference|wedding|party|ceremony|concert|course|seminar)\b)/gi,
    (m) => m[1]!,
    'One "attends" a meeting or a class, with no "to" ("attend to" is to deal with something).',
  ],
  // "He approached to the door", "She resembles with her mother", "We face with many problems", "He
  // accompanied with me": these verbs take their object directly (not "an approach to", a noun; "We are faced
  // with", a passive; "was accompanied with rice").
  [
    /\b(approached|approaching|resemble|resembles|resembled|resembling)\s+(?:to|with)\b(?=\s+(?:the|a|an|my|his|her|our|their|your|this|that|me|him|us|them)\b)/gi,
    (m) => m[1]!,
    'This verb takes its object directly, with no preposition: "approached the door", "resembles her mother".',
  ],
  [
    /\b((?:I|we|you|they|he|she|We|You|They|He|She)\s+(?:face|faces|faced|accompany|accompanies|accompanied))\s+with\b(?=\s+(?:the|a|an|my|his|her|our|their|many|some|me|him|us|them)\b)/g,
    (m) => m[1]!,
    'This verb takes its object directly: "We face many problems" (or "We are faced with").',
  ],
  // "I'm going to visit to my grandmother" -> "visit my grandmother" (not "a visit to", "my visits to": nouns).
  [
    /\b((?:(?:to|will|would|can|could|should|must|I|we|you|they)\s+visit)|(?:he|she|He|She)\s+visits|visited|visiting)\s+to\b(?=\s+(?:my|his|her|our|their|your|the)\s+(?:grandmother|grandfather|grandparents|parents|mother|father|aunt|uncle|friends?|teacher|family|museum|zoo|park)\b)/g,
    (m) => m[1]!,
    '"Visit" takes its object directly: "visit my grandmother" ("a visit to" is the noun).',
  ],
  // "see TV" -> "watch TV" (看电视); "saw it on TV" is right, and so is "saw TV as a threat", "see TV
  // cameras": only where watching ends its clause or a time or place follows.
  [
    /\b(see|sees|saw|seen|seeing)\s+(?=(?:TV|television)(?:\s*[.,!?;]|\s*$|\s+(?:every|at|in|on|with|after|before|today|tonight|yesterday|all|for|and|but|when|together|again|last|this|until|too|now|a\s+lot|much)\b))/g,
    (m) => `${sameFormOf(m, 'see', 'watch')} `,
    'One "watches" TV.',
  ],
  // "made many progresses" -> "made a lot of progress": "progress" is uncountable ("as the game progresses").
  [
    /\b(many|lots\s+of|a\s+lot\s+of|great|big|some|good)\s+progresses\b/gi,
    (m) => (/^(many|lots\s+of|a\s+lot\s+of)$/i.test(m[1]!) ? 'a lot of progress' : `${m[1]} progress`),
    '"Progress" is uncountable: it has no plural.',
  ],
  // "In addition of this" -> "In addition to this"; "For conclusion," and "In the conclusion, I" -> "In
  // conclusion," (not "In the conclusion, the author argues", the text's last part); "Beside that," ->
  // "Besides that," ("besides" adds, "beside" is next to: "beside the river").
  [/\b([Ii]n\s+addition)\s+of\b/g, (m) => `${m[1]} to`, 'It is "in addition to".'],
  [
    /(?<=^|[.!?]\s+)(?:For\s+conclusion(?=\s*,)|In\s+the\s+conclusion(?=\s*,\s*(?:I|we)\b))/g,
    () => 'In conclusion',
    'An essay\'s last paragraph opens with "In conclusion,".',
  ],
  [
    /(?<=^|[.!?]\s+)Beside(?=(?:\s+(?:that|this))?\s*,)/g,
    () => 'Besides',
    '"Besides" means "as well as"; "beside" means "next to" ("beside the river").',
  ],
  // "It depends the weather" -> "depends on the weather" (not "It depends how you do it", which is right).
  [
    /\b((?:depend|depends|depended|depending)\s+)(?=(?:the|a|an|my|your|his|her|our|their|this|that|these|those|it|them|him|me|us|you)\b)/gi,
    (m) => `${m[1]}on `,
    'One depends "on" something: "It depends on the weather".',
  ],
  // "She is crazy at dancing" -> "crazy about" (为…着迷); not "mad at", which is angry with.
  [
    /\b(crazy)\s+at(?=\s+(?:[a-z]+ing|football|basketball|music|games|computer\s+games|movies|films|sports)\b)/gi,
    (m) => `${m[1]} about`,
    'One is "crazy about" what one loves: "She is crazy about dancing".',
  ],
  // "On the other hands" -> "On the other hand": the phrase keeps its one hand.
  [
    /\b([Oo]n\s+the\s+other\s+)hands\b/g,
    (m) => `${m[1]}hand`,
    'The phrase is "on the other hand", with one hand.',
  ],
  // "As a conclusion, …" -> "In conclusion, …": the set phrase that closes an essay.
  [
    /\b([Aa])s\s+(?:a\s+)?conclusion(?=\s*,)/g,
    (m) => (m[1] === 'A' ? 'In conclusion' : 'in conclusion'),
    'An essay closes with "In conclusion, …".',
  ],
  // "In my point of view" -> "From my point of view".
  [
    /\b([Ii])n(?=\s+(?:my|our|his|her|their|your)\s+point\s+of\s+views?\b)/g,
    (m) => (m[1] === 'I' ? 'From' : 'from'),
    'It is "from my point of view" (or "in my view").',
  ],
  // "my point of views" -> "my point of view": one view.
  [/\b(point\s+of\s+view)s\b/gi, (m) => m[1]!, 'It is "point of view", with one view.'],
  // "Firstly of all" -> "First of all"; "As far as I concerned" -> "As far as I am concerned"; "As I know, he is
  // …" -> "As far as I know,": set phrases a learner half remembers ("As we know, …" is right, and so is "On
  // one hand", beside "On the one hand").
  [/\b([Ff])irstly(?=\s+of\s+all\b)/g, (m) => `${m[1]}irst`, 'It is "first of all" (or "firstly").'],
  // "As far as I concern" too: the phrase is passive.
  [
    /\b(as\s+far\s+as\s+(?:I|we))\s+(?:(concerned)|concern)\b/gi,
    (m) => `${m[1]} ${/we$/i.test(m[1]!) ? 'are' : 'am'} concerned`,
    'It is "as far as I am concerned".',
  ],
  [
    /(?<=^|[.!?]\s+)(As)\s+(I)\s+know(?=\s*,)/g,
    (m) => `${m[1]} far as ${m[2]} know`,
    'Saying what one knows is true so far is "as far as I know".',
  ],
  // "In the modern society, people are busy" -> "In modern society": society in general takes no "the" (not "the
  // modern society of Japan").
  [
    /\b([Ii]n)\s+the\s+(modern\s+society|today['’]s\s+society)(?=\s*[,.;!?]|\s+(?:people|we|everyone|many|most|it|there)\b)/g,
    (m) => `${m[1]} ${m[2]}`,
    'Society in general takes no "the": "in modern society".',
  ],
  // "The reasons are as following:" -> "as follows".
  [/\b(as\s+)following(?=\s*(?:[:.]|$))/gi, (m) => `${m[1]}follows`, 'It is "as follows".'],
  // "I go to school by walk" -> "on foot": "by" goes with vehicles ("by bus"). ("By foot" is rarer than "on
  // foot" but in the dictionaries: it is left alone.)
  [/\bby\s+walk\b(?![-‐])/gi, () => 'on foot', '"By" goes with a vehicle ("by bus"); walking is "on foot".'],
  // "The price is very expensive" -> "very high" (价格很贵): the thing is expensive; its price is high. So
  // is a salary: "My salary is very cheap" -> "very low".
  [
    /\b((?:price|prices|cost|rent|fee|fees|salary|salaries|wage|wages|income|pay)\s+(?:is|are|was|were|seems|seemed)\s+(?:(?:very|so|too|quite|really|a\s+bit|a\s+little)\s+)?)(expensive|cheap)\b/gi,
    (m) => `${m[1]}${m[2]!.toLowerCase() === 'expensive' ? 'high' : 'low'}`,
    'A thing is expensive or cheap; its price (or a salary) is high or low ("The price is very high").',
  ],
  // "improve my speaking English" -> "my spoken English" (口语): English as it is spoken.
  [
    /\b((?:my|your|his|her|our|their)\s+)speaking\s+English\b/gi,
    (m) => `${m[1]}spoken English`,
    'English as one speaks it is "spoken English" ("my spoken English").',
  ],
  // "It is depend on you" -> "It depends on you": "depend" is a verb ("dependent" is the adjective).
  [
    /\b(is|was|are|were|am)\s+depend(?=\s+on\b)/gi,
    (m) =>
      ({ is: 'depends', was: 'depended', were: 'depended', are: 'depend', am: 'depend' })[
        m[1]!.toLowerCase()
      ]!,
    '"Depend" is a verb and needs no "be": "it depends on" (or "it is dependent on").',
  ],
  // "She is married with a doctor" -> "married to"; "I married with her", "I will marry with her" -> "married
  // her", "marry her". Not "He is married with two children" (he has them).
  [
    /\b((?:am|is|are|was|were|be|been|being|get|gets|got|gotten|getting|[a-z]+['’](?:m|re|s))\s+married)\s+with\b(?!\s+(?:(?:two|three|four|five|six|\d+|no|one|a|an|young|grown|small)\s+)*(?:children|kids?|child|sons?|daughters?|baby|babies|family|grandchildren)\b)/gi,
    (m) => `${m[1]} to`,
    'It is "married to" someone.',
  ],
  [
    /\b((?:I|you|he|she|we|they)\s+(?:also\s+|finally\s+|later\s+|(?:will|would|can|could|want\s+to|wants\s+to|going\s+to)\s+)?marr(?:y|ies|ied))\s+with\b/gi,
    (m) => m[1]!,
    'You "marry" someone, with no preposition (or "get married to" someone).',
  ],
  // "I will contact with you" -> "contact you" ("in contact with" is the noun, and right).
  [
    /\b((?:I|you|he|she|we|they|He|She|We|They|You|will|would|can|could|should|must|to|please|Please|never|also|not)\s+contact(?:s|ed|ing)?)\s+with\b(?=\s+(?:me|you|him|her|us|them)\b)/g,
    (m) => m[1]!,
    'The verb takes its object directly: "contact someone" (the noun is "in contact with").',
  ],
  // "They can go to anywhere they want" -> "go anywhere": "anywhere", "everywhere" are adverbs, like "home"
  // (after a verb of going only: "a ticket to anywhere" is a noun's).
  [
    /\b((?:go|goes|went|going|gone|come|comes|came|coming|travel|travels|traveled|travelled|traveling|travelling)\s+)to\s+(anywhere|everywhere|somewhere|nowhere)\b/gi,
    (m) => `${m[1]}${m[2]}`,
    '"Anywhere", "everywhere" take no "to": "go anywhere".',
  ],
  // "They spend a lot of money for buying clothes" -> "on buying": money is spent on something.
  [
    /\b((?:spend|spends|spent|spending)\s+(?:(?:a\s+lot\s+of|lots\s+of|much|so\s+much|too\s+much|all|most\s+of|some|their|his|her|my|our|your)\s+)?money\s+)for(?=\s+[a-z]+ing\b)/gi,
    (m) => `${m[1]}on`,
    'Money is spent "on" something: "spend money on buying clothes".',
  ],
  // "Young people are always busy to work" -> "busy working": one is busy doing something (not "too busy to
  // find it", which is right, nor "very busy to find", which may mean "too busy").
  [
    /(?<!\b(?:too|very|so)\s+)\b(busy)\s+to\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    'One is busy doing something: "busy working".',
  ],
  // "They do not have enough time to relax themselves" -> "to relax": "relax" takes no object of oneself.
  [
    /\b(relax|relaxes|relaxed|relaxing)\s+(?:myself|yourself|himself|herself|ourselves|yourselves|themselves)\b/gi,
    (m) => m[1]!,
    '"Relax" needs no "myself": "I want to relax".',
  ],
  // "I am familiar about computers" -> "familiar with": one is familiar with something.
  [/\b(familiar)\s+(?:about|of)\b/gi, (m) => `${m[1]} with`, 'One is "familiar with" something.'],
  // "if you have any question", "Do you have any question?" -> "any questions": asked openly, more than one.
  [
    /(?<=\b(?:if\s+you\s+have|[Dd]o\s+you\s+have|if\s+there\s+are)\s+any\s+)(question|suggestion|comment)(?=\s*[.,!?]|\s*$)/g,
    (m) => `${m[1]}s`,
    'Asked openly, it is the plural: "if you have any questions".',
  ],
  // "go to abroad", "travel to the abroad" -> "go abroad": "abroad" is an adverb, like "home".
  [/\bto\s+(?:the\s+)?(abroad)\b/gi, (m) => m[1]!, '"Abroad" takes no "to": "go abroad", "study abroad".'],
  // "My house is very near from school" -> "near school": "near" takes no "from" (不远 = "near", "close to").
  [/\b(near)\s+from\b(?!\s+(?:and|far)\b)/gi, (m) => m[1]!, '"Near" takes no "from": "near the school".'],
  // "According to my opinion" -> "In my opinion": an opinion is one's own, not a source one follows.
  // ("According to me" is left: JFLEG's editors kept it, six references of eight on the tune half.)
  [
    /\b([Aa])ccording\s+to\s+(my|his|her|our|their|your)\s+(opinion|point\s+of\s+view)\b/g,
    (m) => `${m[1] === 'A' ? 'I' : 'i'}n ${m[2]} ${m[3]}`,
    'It is "in my opinion" ("according to" names a source: "according to the report").',
  ],
  // "He is senior than me", "This is superior than that" -> "senior to", "superior to": these Latin
  // comparatives take "to", not "than".
  [
    /\b(senior|junior|superior|inferior)\s+than\b/gi,
    (m) => `${m[1]} to`,
    '"Senior", "junior", "superior" and "inferior" compare with "to": "He is senior to me".',
  ],
  // "He is as tall like his brother" -> "as tall as": "as … as" compares (not "as much like his father as").
  [
    /\b(as\s+(?:tall|big|small|old|young|good|bad|fast|slow|beautiful|smart|clever|strong|rich|poor|high|long|short|important|hard|easy|difficult|expensive|cheap|heavy|busy|happy|popular|famous|interesting)\s+)like\b/gi,
    (m) => `${m[1]}as`,
    'A comparison with "as … as" ends in "as": "He is as tall as his brother".',
  ],
  // "My answer is the same with yours" -> "the same as": a comparison with "the same" takes "as" (not "It is
  // the same with me", the same situation).
  [
    /\b(the\s+same)\s+with(?=\s+(?:yours|mine|his|hers|ours|theirs|that\s+one|this\s+one|the\s+one|before|last\s+year)\b)/gi,
    (m) => `${m[1]} as`,
    'A comparison with "the same" takes "as": "the same as yours".',
  ],
  // "I found myself enjoying in it" -> "enjoying it": one enjoys something, with no preposition.
  [
    /\b((?:enjoy|enjoys|enjoyed|enjoying)\s+)in\s+(?=(?:it|them|this|that)\s*(?:[.,!?;]|$|and\b|very\b|a\s+lot\b))/gi,
    (m) => m[1]!,
    'One enjoys something, with no preposition: "enjoying it".',
  ],
  // "My bag is similar with yours" -> "similar to".
  [/\b(similar)\s+with\b/gi, (m) => `${m[1]} to`, 'It is "similar to" something.'],
  // "Let's go to downtown" -> "go downtown": "downtown" is an adverb here, like "home".
  [
    /\b((?:go|goes|went|going|gone|come|comes|came|coming|drive|drove|walk|walked)\s+)to\s+(downtown)\b(?!\s+[A-Z])/gi,
    (m) => `${m[1]}${m[2]}`,
    '"Downtown" takes no "to": "go downtown".',
  ],
  // "All of students must" -> "All of the students": "of" picks from a group that is named, with "the",
  // "my" … (or say "All students").
  [
    /\b((?:[Aa]ll|[Mm]ost|[Ss]ome|[Mm]any|[Nn]one|[Ee]ach|[Bb]oth|[Oo]ne|[Ff]ew|[Ss]everal)\s+of\s+)([a-z]+s)\b(?!['’])/g,
    (m) => {
      const singular = singularOf(m[2]!);
      return singular && pluralOf(singular) === m[2] ? `${m[1]}the ${m[2]}` : m[0];
    },
    '"Of" picks from a group that is named: "all of the students" (or "all students").',
  ],
  // "In spite the rain" -> "In spite of the rain".
  [
    /\b([Ii]n\s+spite)(?=\s+(?:the|a|an|his|her|my|our|their|your|this|that|all|its)\b)/g,
    (m) => `${m[1]} of`,
    'It is "in spite of" (or "despite").',
  ],
  // "I agree this opinion", "I disagree the following statement" -> "with": one agrees with a view (British
  // "agree the plan" is to settle it). Only where the view ends the clause: "I agree the idea is good" and
  // "I agree that opinions differ" say what is agreed. Not after a split "dis agreed": Harper joins it first.
  [
    /(?<!\bdis\s+)\b((?:dis)?(?:agree|agrees|agreed|agreeing)\s+)(?=(?:this|that|these|those|some|the|your|his|her|their|our|my)\s+(?:(?:following|above|given|first|second|third|last|author's|writer's|speaker's|common|popular|general)\s+)?(?:opinion|idea|view|point|statement|viewpoint)s?(?:\s*[.,;:!?]|\s*$|\s+(?:and|but|because|so|since|as|of|about|that|which|completely|totally|fully|entirely|at\s+all|very\s+much|in|on|for|with)\b))/gi,
    (m) => `${m[1]}with `,
    'One agrees "with" an opinion: "I agree with this idea".',
  ],
  // "Someone knocked the door" -> "knocked on the door": one knocks on a door to be let in ("knock the door
  // down", "knocked the door open" move it).
  [
    /\b(knock|knocks|knocked|knocking)\s+(?=(?:the|my|our|his|her|their|your)\s+(?:door|window)\b(?!\s+(?:down|open|off|over|in|shut|closed)\b))/gi,
    (m) => `${m[1]} on `,
    'One knocks "on" a door: "Someone knocked on the door".',
  ],
  // "Thank you for you invited me" -> "for inviting me": what one is thanked for is an -ing form after "for".
  [
    /\b((?:[Tt]hanks|[Tt]hank\s+you)(?:\s+(?:very|so)\s+much)?\s+for\s+)you\s+([a-z]+ed)(?=\s+(?:me|us)\b)/g,
    (m) => {
      const lemma = lemmaOfPast(m[2]!);
      return lemma ? `${m[1]}${ingForm(lemma)}` : m[0];
    },
    'What one is thanked for takes "for" + -ing: "Thank you for inviting me".',
  ],
  // "I don't agree him" -> "agree with him": one agrees with a person, and with "it" or "you" where it ends
  // the clause ("I totally agree you."). Not "you" or "her" before more words, which may start what is agreed
  // ("I agree you should go") or be a determiner ("agree her plan"), nor "I agree it is late".
  [
    /(?<!\bdis\s+)\b((?:dis)?(?:agree|agrees|agreed|agreeing)\s+)(?=(?:me|him|us|them)\b|(?:it|you)\s*(?:[.,;!?]|$))/gi,
    (m) => `${m[1]}with `,
    'One agrees "with" a person: "I don\'t agree with him".',
  ],
  // "It plays an important role on our life" -> "in": a role is played in something.
  [
    /\b((?:important|key|big|major|vital|great|significant|crucial|essential|leading|active)\s+(?:role|part)\s+)(?:on|at)\b/gi,
    (m) => `${m[1]}in`,
    'A role is played "in" something: "an important role in our life".',
  ],
  // "He graduated Peking University" -> "graduated from"; "I majored English" -> "majored in".
  [
    /\b((?:graduate|graduates|graduated|graduating)\s+)(?=(?:university|college|high\s+school|middle\s+school|primary\s+school|[A-Z][a-z]+\s+(?:University|College))\b)/g,
    (m) => `${m[1]}from `,
    'One graduates "from" a school: "He graduated from Peking University".',
  ],
  [
    /\b((?:major|majors|majored|majoring)\s+)(?=(?:English|Chinese|math|maths|mathematics|physics|chemistry|biology|history|economics|law|computer\s+science|art|music|engineering|business|finance|medicine|education|accounting|marketing)\b)/g,
    (m) => `${m[1]}in `,
    'One majors "in" a subject: "I majored in English".',
  ],
  // "in a long run" -> "in the long run".
  [/\b([Ii]n)\s+a\s+long\s+run\b/g, (m) => `${m[1]} the long run`, 'It is "in the long run".'],
  // "We should protect the nature" -> "protect nature": nature as the natural world takes no "the" ("the
  // nature of the problem" is its character).
  [
    /\b((?:protect|protects|protected|protecting|like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|destroy|destroys|destroyed|destroying|respect|respects|close\s+to|in|into|with)\s+)the\s+(nature)\b(?!\s+of\b)(?=\s*[.,;!?]|\s*$|\s+(?:and|but|because|so|more|better|too)\b)/gi,
    (m) => `${m[1]}${m[2]}`,
    'Nature, the natural world, takes no "the": "protect nature" ("the nature of something" is its character).',
  ],
  // "On my opinion" -> "In my opinion" (a learner's 在我看来 with the preposition of "on the other hand").
  [
    /\b([Oo])n\s+(my|his|her|our|their|your)\s+opinion\b/g,
    (m) => `${m[1] === 'O' ? 'I' : 'i'}n ${m[2]} opinion`,
    'It is "in my opinion".',
  ],
  // "My father bought a new car to me" -> "for me": one buys or cooks something "for" someone (one gives it
  // "to" them).
  [
    /\b((?:buy|buys|bought|buying|cook|cooks|cooked|cooking)\s+(?:a|an|the|some|this|that|my|his|her|our|their)\s+(?:[a-z]+\s+)?[a-z]+\s+)to(?=\s+(?:me|him|her|us|them|you|(?:my|his|her|our|their|your)\s+(?:mother|father|mom|mum|dad|parents|sister|brother|friend|friends|wife|husband|son|daughter|teacher|grandmother|grandfather|grandma|grandpa))\s*(?:[.,!?;]|$))/gi,
    (m) => `${m[1]}for`,
    'One buys or cooks something "for" someone: "He bought a new car for me".',
  ],
  // "He lent some money for me" -> "to me", "She showed her photos for me" -> "to me": one lends or shows
  // something "to" someone (one buys it "for" them).
  [
    /\b((?:lend|lends|lent|lending|show|shows|showed|shown|showing)\s+(?:a|an|the|some|this|that|these|those|my|his|her|our|their|your)\s+(?:[a-z]+\s+)?[a-z]+\s+)for(?=\s+(?:me|him|her|us|them|you)\s*(?:[.,!?;]|$))/gi,
    (m) => `${m[1]}to`,
    'One lends or shows something "to" someone: "He lent some money to me".',
  ],
  // "I can't understand you mean" -> "what you mean" (不明白你的意思).
  [
    /\b(understand|understood|know|knew)\s+(?=(?:you|he|she|they)\s+(?:mean|means|meant)\s*(?:[.,!?;]|$))/gi,
    (m) => `${m[1]} what `,
    'What someone means is "what you mean": "I can\'t understand what you mean".',
  ],
  // "I can't listen to you clearly" -> "hear you clearly" (听不清): hearing is what the ears do.
  [
    /\b(can['’]t|cannot|couldn['’]t|could\s+not|can\s+not)\s+listen\s+to(?=\s+(?:you|him|her|them|me|it)\s+(?:clearly|well)\b)/gi,
    (m) => `${m[1]} hear`,
    'What the ears take in is "hear": "I can\'t hear you clearly" ("listen to" is paying attention).',
  ],
  // "I have a dog calls Lucky" -> "called Lucky" (叫): a name given takes "called" or "named".
  [
    // Only a thing had or introduced: "My friend calls Tom every day" is a call.
    /\b((?:have|has|had|is|was|with|got)\s+(?:a|an)\s+(?:dog|cat|friend|boy|girl|man|woman|brother|sister|son|daughter|teacher|city|town|village|pet|bird|cousin)\s+)calls(?=\s+\p{Lu})/gu,
    (m) => `${m[1]}called`,
    'A name given takes "called": "I have a dog called Lucky".',
  ],
  // "I feel myself happy" -> "I feel happy": how one feels needs no "myself" (not "I felt myself falling").
  [
    /\b((?:feel|feels|felt|feeling)\s+)(?:myself|yourself|himself|herself|ourselves|themselves)\s+(?=(?:(?:very|so|really|quite|a\s+bit|a\s+little)\s+)?(?:happy|sad|tired|lonely|better|worse|comfortable|uncomfortable|relaxed|excited|nervous|bored|sick|ill|safe|free|proud|sorry|good|bad|great|glad|angry|upset|calm|confident|lucky|alone)\b)/gi,
    (m) => m[1]!,
    'How one feels needs no "myself": "I feel happy".',
  ],
  // "This dress is very suit for you" -> "very suitable for you" (适合): after "be", the adjective ("It suits
  // you" is the verb, with no "be" and no "for").
  [
    /\b((?:is|are|was|were|be|been)\s+(?:very\s+|really\s+|so\s+|not\s+)?)suit(?=\s+for\b)/g,
    (m) => `${m[1]}suitable`,
    'After "be", the adjective: "This dress is suitable for you" (or the verb: "It suits you").',
  ],
  // "We had a great time in the party" -> "at the party": one is at an event.
  [
    /(?<=\b(?:time|fun|met\s+\w+|saw\s+\w+|danced|sang|talked|played|ate|drank)\s+)in(?=\s+(?:the|a|his|her|my|your|our|their)\s+(?:(?:birthday|school|class|Christmas|New\s+Year|farewell|welcome)\s+)?(?:party|wedding|concert)\b(?!\s+(?:of|leader|member|secretary|committee)\b))/g,
    () => 'at',
    'One is "at" an event: "at the party", "at the concert".',
  ],
  // "the answer of the question" -> "answer to", "the key of the door" -> "key to": an answer and a key are
  // "to" what they open (not "the key of C major", a key in music).
  [
    /\b(answers?|keys?)\s+of(?=\s+(?:the|this|that|my|your|his|her|our|their)\s+(?:questions?|problems?|door|doors|room|house|car|box|puzzle|riddle)\b)/gi,
    (m) => `${m[1]} to`,
    'An answer or a key is "to" something: "the answer to the question", "the key to the door".',
  ],
  // "The key of success" -> "key to success"; "the reason of his failure" -> "reason for" (not "by reason of", a
  // law's phrase); "a great influence to me", "a bad effect to our health" -> "on" (not "give effect to", to
  // put into force; "impact to" is left: "limiting the impact to the ecosystem" is right); "confidence of
  // myself" -> "in".
  [
    /\b(keys?)\s+of(?=\s+(?:success|happiness|learning|winning|health|a\s+happy\s+life)\b)/gi,
    (m) => `${m[1]} to`,
    'The way to a goal is the "key to" it: "the key to success".',
  ],
  [
    /(?<!\bby\s)\b((?:the|a|one|main|only|real|first|second|biggest|most\s+important)\s+reasons?)\s+of(?=\s+(?:his|her|my|your|our|their|its|this|that|the)\b)/gi,
    (m) => `${m[1]} for`,
    'A cause is the "reason for" something: "the reason for his failure".',
  ],
  [
    /\b((?:an?|the|great|big|huge|bad|good|positive|negative|strong|deep|harmful|serious|important|significant|profound|lasting)\s+(?:influences?|effects?))\s+to(?=\s+(?:me|us|him|her|them|you|people|children|society|the|our|my|his|their|your|its)\b)/gi,
    (m) => `${m[1]} on`,
    'An influence or an effect is "on" someone or something: "a great influence on me".',
  ],
  [
    /\b(confidence|faith|trust)\s+of(?=\s+(?:myself|yourself|himself|herself|ourselves|yourselves|themselves)\b)/gi,
    (m) => `${m[1]} in`,
    'One has "confidence in" oneself.',
  ],
  // "She married to him last year" -> "married him": one marries someone, or is married to them.
  [
    /\b((?:I|you|he|she|we|they)\s+(?:also\s+|finally\s+|later\s+)?married)\s+to\b(?=\s+(?:me|you|him|her|us|them|a|an|the|my|his|her|their)\b)/gi,
    (m) => m[1]!,
    'You "marry" someone ("She married him"), or "are married to" them.',
  ],
  // "I want to buy a new clothes" -> "new clothes": "clothes" has no singular, so no "a" (not "a clothes
  // shop", where it describes the noun after it).
  [
    /\b[Aa]n?\s+((?:new|nice|beautiful|warm|old|clean|dirty|cheap|expensive|summer|winter)\s+)?(clothes)\b(?=\s*[.,!?;]|\s*$|\s+(?:for|in|at|on|to|with|from|and|but|or|because|when|that|which|yesterday|today|tomorrow|last|next|this|every)\b)/g,
    (m) => `${m[1] ?? ''}${m[2]}`,
    '"Clothes" has no singular: "new clothes" (or "a piece of clothing").',
  ],
  // "I hope you can enjoy in China" -> "enjoy yourself": "enjoy" needs an object, and a person who has a good
  // time enjoys themselves. Only a subject that starts its clause: "the music I enjoy." has its object
  // before it (not "Enjoy!", nor "enjoy it", nor "enjoyed in it", which loses its "in").
  [
    new RegExp(
      `${SUBJECT_STARTS_CLAUSE}\\b(I|you|he|she|we|they)(\\s+(?:(?:can|could|will|would|should|must|may|might|did|do|does|really|always|also|all)\\s+)*)(enjoy|enjoys|enjoyed)(?=\\s+(?:in(?!\\s+(?:it|them)\\b)|at|here|there|on|during)\\b|\\s*[.!,;]|\\s*$)`,
      'gi',
    ),
    (m) => {
      const self = REFLEXIVES[m[1]!.toLowerCase()]!;
      return `${m[1]}${m[2]}${m[3]} ${self}`;
    },
    'A person has a good time by enjoying themselves: "I hope you enjoy yourself in China".',
  ],
  // "I enjoyed very much" -> "I enjoyed it very much": what was enjoyed is said, even when it is "it".
  [
    new RegExp(
      `${SUBJECT_STARTS_CLAUSE}\\b((?:I|you|he|she|we|they)\\s+(?:really\\s+|also\\s+)?(?:enjoy|enjoys|enjoyed))(\\s+(?:very\\s+much|a\\s+lot|so\\s+much))(?=\\s*[.!,;]|\\s*$)`,
      'gi',
    ),
    (m) => `${m[1]} it${m[2]}`,
    '"Enjoy" needs an object: "I enjoyed it very much".',
  ],
  // "We had a party in my birthday" -> "on my birthday"; "We celebrate in Christmas" -> "at Christmas".
  [
    /\b([Ii])n(?=\s+(?:my|his|her|your|our|their)\s+birthday\b)/g,
    (m) => (m[1] === 'I' ? 'On' : 'on'),
    'A day takes "on": "on my birthday".',
  ],
  [
    /\b([Ii])n(?=\s+Christmas\b(?!\s+(?:Eve|Day|holidays?|week|time)\b))/g,
    (m) => (m[1] === 'I' ? 'At' : 'at'),
    'It is "at Christmas" (and "on Christmas Day").',
  ],
  // "I have been there two time" -> "twice", "three time" -> "three times" (not "two time zones"). "I don't
  // have many time" is an amount: "much time".
  [
    /\b(two|three|four|five|six|seven|eight|nine|ten|many|several)\s+time\b(?=\s*[.,!?;]|\s*$|\s+(?:a|in|this|last|every|before|already|and|but)\b)/gi,
    (m) =>
      m[1]!.toLowerCase() === 'two'
        ? matchCase('twice', m[1]!)
        : m[1]!.toLowerCase() === 'many' && TIME_HAD_BEFORE.test(m.input.slice(0, m.index))
          ? `${matchCase('much', m[1]!)} time`
          : `${m[1]} times`,
    'How often is "twice", "three times": "I have been there twice"; how long is "much time".',
  ],
  // "How long time did you stay?" -> "How long did you stay?": "how long" asks the time already.
  [
    /\b([Hh]ow\s+long)\s+time\b/g,
    (m) => m[1]!,
    '"How long" asks the time already: "How long did you stay?".',
  ],
  // "Can you borrow me your pen?" -> "lend me": you borrow from someone, and lend to them.
  [
    /\b(borrow(?:s|ed)?)(?=\s+(?:me|him|her|us)\s+(?:a|an|the|your|his|her|my|our|their|some|this|that|\d+)\b)/gi,
    (m) => sameFormOf(m, 'borrow', 'lend'),
    'You "borrow" something from someone, and "lend" it to them: "lend me your pen".',
  ],
  // "The book spent me 50 yuan" -> "cost me": a thing costs someone money; a person spends it.
  [
    /\b(spen(?:ds?|t))(?=\s+(?:me|him|her|us|them)\s+(?:\d|a\s+lot\b(?!\s+of\s+time\b)|a\s+fortune\b|(?:so|too)\s+much\b|(?:one|two|three|four|five|ten|twenty|fifty|a\s+hundred|hundreds\s+of)\s+(?:yuan|dollars|pounds|euros|kuai)\b))/gi,
    (m) => sameFormOf(m, 'spend', 'cost'),
    'A thing "costs" someone money ("It cost me 50 yuan"); a person "spends" it ("I spent 50 yuan on it").',
  ],
  // "It spent me two hours" -> "It took me two hours": time "takes" someone; a person "spends" it.
  [
    /(?<=\b[Ii]t\s+)(spen(?:ds?|t))(?=\s+(?:me|him|her|us|them)\s+(?:\d+|an?|one|two|three|four|five|six|ten|several|many|a\s+few|a\s+lot\s+of)\s+(?:minutes?|hours?|days?|weeks?|months?|years?|time)\b)/g,
    (m) => sameFormOf(m, 'spend', 'take'),
    'Time "takes" someone ("It took me two hours"); a person "spends" it ("I spent two hours on it").',
  ],
  // "She doesn't know to swim" -> "know how to swim": a skill is known "how to" (会游泳); "He knew to call
  // the police", knowing what one should do, is right, so only skills.
  [
    /\b(know|knows|knew)\s+to(?=\s+(?:swim|cook|drive|ride|dance|sing|skate|ski|type|knit|sew|draw|paint|speak|play|read|write|use)\b)/gi,
    (m) => `${m[1]} how to`,
    'A skill is known "how to" do: "She knows how to swim".',
  ],
  // "Welcome to come to China" -> "Welcome to China" (欢迎来中国): "welcome to" already says the coming.
  [
    /(?<=^|[.!?]\s+)(Welcome)\s+(?:you\s+)?to\s+come\s+to\b/g,
    (m) => `${m[1]} to`,
    '"Welcome to" already says "come": "Welcome to China".',
  ],
  [/\b(return(?:s|ed|ing)?)\s+back\b/gi, (m) => m[1]!, '"Return" already means "go back".'],
  // Not where the -ing word may describe a noun after it: "go to shopping malls", "went to swimming class".
  [
    /\b(go|goes|went|going|gone)\s+to\s+(shopping|swimming|fishing|camping|hiking|skiing|skating|dancing|jogging|sightseeing|climbing|sailing|surfing|bowling)\b(?=(?:\s+([a-z]+))?)/gi,
    (m) => (m[3] && !AFTER_ACTIVITY.has(m[3].toLowerCase()) ? m[0] : `${m[1]} ${m[2]}`),
    'It is "go shopping", "go swimming": no "to" before the -ing word.',
  ],
  [
    // "at the morning" -> "in the morning" (not "at the morning meeting").
    /\b([Aa])t(?=\s+the\s+(?:morning|afternoon|evening)\s*(?:[.,;!?]|$|(?:and|but|so|when|before|after|because|every|I|we|he|she|they|you)\b))/g,
    (m) => (m[1] === 'A' ? 'In' : 'in'),
    'It is "in the morning", "in the afternoon", "in the evening" (but "at night").',
  ],
  [
    /\b(emphasi[sz](?:e|es|ed|ing))\s+on\b/gi,
    (m) => m[1]!,
    'The verb takes its object directly: "emphasize something" (the noun is "emphasis on").',
  ],
  [
    /\b((?:I|you|we|they|he|she|it)\s+(?:also\s+|still\s+|really\s+)?lack(?:s|ed)?)\s+of\b/gi,
    (m) => m[1]!,
    'The verb takes its object directly: "we lack money" (the noun is "a lack of").',
  ],
  [
    /\b([Ii])n(?=\s+the\s+same\s+time\s*(?:[,.;!?]|$))/g,
    (m) => (m[1] === 'I' ? 'At' : 'at'),
    'It is "at the same time".',
  ],
  // "He said me the truth", "Can you say me your name?", "My mother says me to study" -> "tell me".
  [
    /\b(say|says|said|saying)\s+(me|him|her|us|them)\b(?=\s+(?:that|the|a|about|everything|something|nothing|so|your|his|her|my|our|their|what|how|where|why|when|whether|to\s+[a-z]+)\b)/gi,
    (m) => `${sameFormOf(m, 'say', 'tell')} ${m[2]}`,
    'You "tell" someone, or "say" something to someone.',
  ],
  // "Can you speak me the way to the station?" -> "tell me the way": what one is told is "told".
  [
    /\b(speak|speaks|spoke|speaking|spoken)\s+(me|him|her|us|them)\b(?=\s+(?:the\s+(?:way|truth|answer|story|reason|news)|a\s+(?:story|secret|joke)|how|what|where|why|when|whether)\b)/gi,
    (m) => `${sameFormOf(m, 'speak', 'tell')} ${m[2]}`,
    'You "tell" someone something: "Can you tell me the way?".',
  ],
  // "I will do a party tomorrow" -> "have a party": a party is had, or thrown (开派对); not "did a party
  // trick", where a noun goes on.
  [
    /\b(do|does|did|doing|done)(?=\s+a\s+(?:birthday\s+)?party(?:\s*[.,!?;]|\s*$|\s+(?:for|at|in|on|tomorrow|tonight|yesterday|last|next|this|with|and|to|because|when)\b))/gi,
    (m) => sameFormOf(m, 'do', 'have'),
    'One "has" (or "throws") a party: "I will have a party tomorrow".',
  ],
  // "He won me at chess" -> "beat me": one wins a game and beats a person (not "won them a prize", "won her
  // heart").
  [
    /\b(win|wins|won|winning)(?=\s+(?:me|him|us|them)\s+(?:at|in)\s+(?!the\s+(?:end|lottery)\b)[a-z]+|\s+(?:me|him|us|them)\s*[.!?]|\s+(?:me|him|us|them)\s*$)/gi,
    (m) => sameFormOf(m, 'win', 'beat'),
    'One wins a game, and beats a person: "He beat me at chess".',
  ],
  // "He is afraid from dogs" -> "afraid of": fear is "of" something.
  [/\b(afraid)\s+from\b/gi, (m) => `${m[1]} of`, 'One is "afraid of" something: "afraid of dogs".'],
  // "My friend recommended me this book" -> "recommended this book to me": what is recommended comes first,
  // and the person with "to" (not "recommended me to read it").
  [
    /\b(recommend|recommends|recommended|recommending)\s+(me|him|her|us|them)\s+((?:this|that|the|a|an|some|these|those)\s+[a-z]+)(?=\s*[.,!?;]|\s*$)/gi,
    (m) => `${m[1]} ${m[3]} to ${m[2]}`,
    'What is recommended comes first, then "to" the person: "She recommended this book to me".',
  ],
  // "He speaks me in English" -> "speaks to me": one speaks to someone (not "speak them aloud", the words).
  [
    /\b(speak|speaks|spoke|speaking|spoken)(?=\s+(?:me|him|us|them)\s+(?:in|about|every|kindly|politely|rudely|often|yesterday|today)\b)/gi,
    (m) => `${m[1]} to`,
    'One speaks "to" someone: "He speaks to me in English".',
  ],
  [
    // Not before a time: "listening the whole time", "listened a while"; nor a superlative, where listening
    // is the skill: "I find listening the hardest part".
    /\b(listen(?:s|ed|ing)?)(?=\s+(?:music|songs?|the|a|my|his|her|their|our|your|me|him|us|them)\b)(?!\s+(?:the\s+(?:whole|entire|rest|same|most|least|best|worst|first|last|only|main|key|[a-z]+est)|a\s+(?:lot|bit|little|while|moment|minute|second|long))\b)/gi,
    (m) => `${m[1]} to`,
    'You "listen to" something.',
  ],
  // "I went Beijing last year", "We traveled France" -> "went to Beijing": a place one goes to takes "to"
  // (a name of one or two capitalised words; not a day or a month, "come Monday", nor "went Dutch"; not
  // "return", which takes an object: "return True").
  [
    /\b((?:go|goes|went|going|gone|come|comes|came|coming|travel|travels|traveled|travelled|traveling|travelling|move|moves|moved|moving)\s+)(?=(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Dutch|I)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?:\s*(?:[.,;!?]|$)|\s+(?:and|in|last|next|for|with|to|yesterday|this|every|because|when|by|on|at|again|twice|once|alone|together)\b))/g,
    (m) => `${m[1]}to `,
    'A place one goes to takes "to": "I went to Beijing", "We traveled to France".',
  ],
  [
    /\b((?:go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|return|returns|returned|returning)\s+(?:back\s+)?)to\s+(home)\b(?=\s*(?:[.,;!?]|$|and\b|early\b|late\b|now\b|after\b|at\b|by\b|with\b|from\b))/gi,
    (m) => `${m[1]}${m[2]}`,
    '"home" needs no "to" after a verb of motion: "go home".',
  ],
  [
    // "I want to introduce about my hometown" -> "introduce my hometown" (not "introduced about fifty
    // species", where "about" counts).
    /\b((?:I|you|he|she|we|they)\s+(?:also\s+)?mention(?:s|ed)?|(?:to|will|would|can|could|let\s+me|I|we)\s+introduce)\s+about\b(?!\s+(?:\d|a\s+(?:hundred|thousand|dozen)|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred)\b)/gi,
    (m) => m[1]!,
    'This verb takes its object directly, with no preposition.',
  ],
  [/\b([Ii])n\s+(nowadays)\b/g, (m) => (m[1] === 'I' ? 'Nowadays' : 'nowadays'), '"Nowadays" takes no "in".'],
];
