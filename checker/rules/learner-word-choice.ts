import { sameFormOf, type PhraseTable } from '../engine/phrase-table';
import { isNoun, isVerb, isVerbForm, nounNumber, pastOf, pluralOf } from '../lexicon/forms';
import { thirdPersonOf } from '../lexicon/inflect';
import {
  AFTER_ADJECTIVE,
  indefiniteArticle,
  matchCase,
  isMassNoun,
  FAMILY_AND_FRIENDS,
  ADJECTIVES_WITHOUT_BE,
  OBJECT_OF_SUBJECT,
  ADJECTIVE_OF_ADVERB,
  wordTable,
  PEOPLE_WORDS,
} from '../lexicon/words';

/*
 * Learner rules about words written apart and words mixed up: "him self", "loosing", "I advice you",
 * "very convenience", "a great affect on".
 */

/** Verbs after which "cant" and "wont" are plainly "can't" and "won't", whatever comes before. */
const SHORT_FORM_VERBS = new Set(
  'be go do come swim see find help believe wait stop understand remember speak sleep eat get make have say tell let'.split(
    ' ',
  ),
);
/** Places one goes to that are verbs too: "Their going to school every day" may be a gerund's subject. */
const PLACES_GONE_TO = new Set('school church bed work market class college hospital town court'.split(' '));
/** Everyone for no one: "没有人不认识他" is "Everybody knows him". */
const EVERY_OF_NO = wordTable<string>({ nobody: 'everybody', 'no one': 'everyone' });
/** The positive of a negated auxiliary and what it does to the verb after it. */
const POSITIVE_OF = wordTable<(verb: string) => string | undefined>({
  "don't": (verb) => (isVerb(verb) ? thirdPersonOf(verb) : undefined),
  "doesn't": (verb) => (isVerb(verb) ? thirdPersonOf(verb) : undefined),
  "didn't": (verb) => (isVerb(verb) ? pastOf(verb) : undefined),
  "can't": (verb) => `can ${verb}`,
  cannot: (verb) => `can ${verb}`,
  "won't": (verb) => `will ${verb}`,
});

/**
 * "Nobody don't know him", "No one can't do it" -> "Everybody knows him", "Everyone can do it": two negatives
 * make a positive (没有人不…, "there is no one who does not"), which English says plainly. Only at a clause's
 * start, with a verb after the negation; not "Nothing can't stop us", which may mean "Nothing can stop us".
 */
export const DOUBLE_NEGATIVE: PhraseTable = [
  [
    /(?<=^|[.!?;,]\s*|\b(?:and|but|because|so)\s+)([Nn]obody|[Nn]o\s+one)\s+(don['’]t|doesn['’]t|didn['’]t|can['’]t|cannot|won['’]t)\s+([a-z]+)\b/g,
    (m) => {
      const positive = POSITIVE_OF[m[2]!.replace('’', "'")]?.(m[3]!);
      const every = EVERY_OF_NO[m[1]!.toLowerCase().replace(/\s+/, ' ')];
      return positive && every ? `${matchCase(every, m[1]!)} ${positive}` : m[0];
    },
    'Two negatives make a positive: "Nobody doesn\'t know him" is "Everybody knows him".',
  ],
];

/** Words written apart that are one: "him self" -> "himself", "In deed," -> "Indeed,". */
export const SPLIT_WORDS: PhraseTable = [
  [
    /\b([Hh]im|[Hh]er|[Ii]t|[Yy]our)\s+self\b(?![-‐])/g,
    (m) => `${m[1]}self`,
    'A reflexive pronoun is one word: "himself", "yourself".',
  ],
  [
    /\b([Yy]our|[Oo]ur|[Tt]hem)\s+sel(?:f|ves)\b(?![-‐])/g,
    (m) => `${m[1]}selves`,
    'A reflexive pronoun is one word: "ourselves", "themselves".',
  ],
  [/\b([Ii])n\s+deed(?=\s*,)/g, (m) => `${m[1]}ndeed`, '"Indeed" is one word.'],
  [/\b([Nn])ow\s+a\s+days?\b/g, (m) => `${m[1]}owadays`, '"Nowadays" is one word.'],
  // "We enjoyed ourself" -> "ourselves": "we" are more than one.
  [/\b([Oo]ur)self\b(?![-‐])/g, (m) => `${m[1]}selves`, 'The reflexive of "we" is "ourselves".'],
  // "by theirselves", "hisself" -> "themselves", "himself": built from "their" and "his" by rule, not words.
  [/\b([Tt])heirselves\b/g, (m) => `${m[1]}hemselves`, 'The reflexive of "they" is "themselves".'],
  [/\b([Hh])isself\b/g, (m) => `${m[1]}imself`, 'The reflexive of "he" is "himself".'],
  // "Some times I feel lonely" -> "Sometimes": at a sentence's start before its subject, "now and then" (not
  // "Some times are harder than others").
  [
    /(?<=^|[.!?]\s+)(S)ome\s+times(?=,?\s+(?:I|we|you|he|she|they|it|people|my|our)\b)/g,
    (m) => `${m[1]}ometimes`,
    '"Sometimes" (now and then) is one word.',
  ],
  // "An other reason" -> "Another reason"; not "an other-worldly".
  [/\b([Aa])n?\s+other\b(?![-‐])/g, (m) => `${m[1]}nother`, '"Another" is one word.'],
];
/** The adjective of a noun learners put after "very": "very convenience" -> convenient. */
const ADJECTIVE_OF_NOUN: Record<string, string> = {
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
const NOUNS_OF_ADJECTIVES = Object.keys(ADJECTIVE_OF_NOUN).join('|');
/** People, before whom a noun says what they are like: "a success man", "a beauty girl". */
const PEOPLE_NOUNS =
  'man|men|woman|women|girl|girls|boy|boys|person|people|singer|teacher|student|player|writer|actor|actress|businessman|doctor|leader';

/** Nouns of one thing or person, which "such" and "so" count with "a": "such a kind person", "such a day". */
const ONE_THING =
  'person|man|woman|girl|boy|day|place|city|teacher|friend|country|story|film|movie|book|question|idea|job|trip|holiday|experience|time|party|game|house|song';

/**
 * An adjective that is nothing else: "kind", "beautiful", "busy" (not "light", "fine" as a noun too), and
 * the "un-" opposite of one, itself no noun: "unstable" ("a stable" is a noun), "unhappy".
 */
const isPlainAdjective = (word: string) =>
  (ADJECTIVES_WITHOUT_BE.has(word) && !isNoun(word)) ||
  (/^un../.test(word) && ADJECTIVES_WITHOUT_BE.has(word.slice(2)) && !isNoun(word));

/** The adjective an "-ly" adverb is made from, when it is one that says how a thing is: "easily" -> easy. */
function adjectiveOfAdverb(adverb: string): string | undefined {
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
const DO_OF_MAKE: Record<string, string> = { make: 'do', makes: 'does', made: 'did', making: 'doing' };

/** How hair looks, one or two words before it: "long", "long black", "curly". */
const HAIR_LOOKS =
  '(?:(?:long|short|black|brown|blonde|blond|red|grey|gray|white|curly|straight|beautiful|thick|dark)\\s+){1,2}';

/** Prepositions before a month: "in may people go" may be the month, written small. */
const MONTH_BEFORE = new Set('in on of by from'.split(' '));
/**
 * Whether "may" before this plural noun is a slip for "many": the modal takes a bare verb, never a plural
 * ("on may subjects", "There are may people"). Not where a verb follows the noun after a preposition of a
 * month (`after`), nor at a sentence's start before other than people ("May flowers").
 */
const isManyBefore = (noun: string, after: string | undefined, sentenceStart: boolean) =>
  nounNumber(noun) === 'plural' &&
  (!sentenceStart || PEOPLE_WORDS.has(noun)) &&
  !(after !== undefined && isVerbForm(after) && !isNoun(after));

/** Words that take "from" after them, never "form": "come from", "far from", "different from". */
const FROM_AFTER =
  'come|comes|came|coming|far|away|different|differs|differ|apart|graduate|graduated|graduating|escape|escaped|suffer|suffers|suffered|benefit|benefits|benefited|borrow|borrowed|return|returned|returning|arrive|arrived|prevent|prevents|prevented|protect|protects|protected|originate|originated|ranging|range|ranges|travel|travelled|traveled|moved';

/**
 * Words learners mix up because they sound or look alike, each only where the other word cannot stand:
 * "loosing" -> "losing", "I advice you" -> "advise", "a great affect on" -> "effect", "Their is" -> "There is".
 */
export const CONFUSED_WORDS: PhraseTable = [
  // "I come form China", "far form home", "different form mine" -> "from": after a word that takes "from".
  [
    new RegExp(`(?<=\\b(?:${FROM_AFTER})\\s+)form(?=\\s+\\S)`, 'g'),
    () => 'from',
    '"Form" is a shape or a kind (or the verb "to form"); where something comes from is "from": "I come from China".',
  ],
  // "Were are you going?", "I don't know were is the station", "I don't know were he is" -> "where": "were"
  // and another verb after it (or, after "know", its subject and verb) ask where (Harper would drop the second
  // verb: "Were you going?"). "Were they are …" at a sentence's start is left: "They were" may be meant.
  [
    /(?:(?<=^|[.!?]\s+)(W)|(?<=\b(?:know|knows|knew|ask|asked|wonder|wondered|tell\s+me|show\s+me|idea|see|find\s+out)\s+)(w))ere(\s+(?:(?:he|she|it|they|we|you|I)\s+)?(?:is|are|was|do|does|did|can|could|should|will|would|have|has|lives|live|lived|went|goes|go|works|work)\b)/g,
    (m) =>
      m[1] !== undefined && /^\s+(?:he|she|it|they|we|you|I)\s/.test(m[3]!)
        ? m[0]
        : `${m[1] ?? m[2]}here${m[3]}`,
    '"Were" is a past of "be"; a question about a place starts with "where": "Where are you going?".',
  ],
  // "We talked on may subjects", "There are may people here" -> "many": a plural noun after "may", where no
  // subject stands before it to make it the modal ("They may people the island").
  [
    /(?:(?<=\b(?:[Oo]n|[Ii]n|[Oo]f|[Ff]or|[Ww]ith|[Aa]bout|[Ff]rom|[Aa]t|[Bb]y|are|were|have|has|had|so|too|how|very)\s+)(m)|(?<=^|[.!?]\s+)(M))ay(?=\s+([a-z]+)\b(?:\s+([a-z]+))?)/g,
    (m) => {
      const before = m.input!.slice(0, m.index).trimEnd().split(/\s+/).at(-1)?.toLowerCase() ?? '';
      return isManyBefore(m[3]!, MONTH_BEFORE.has(before) ? m[4] : undefined, m[2] !== undefined)
        ? `${m[1] ?? m[2]}any`
        : m[0];
    },
    '"May" is a modal verb ("It may rain"); before a plural noun the word is "many": "many subjects".',
  ],
  // "The traffic is very crowded" -> "heavy" (交通拥挤): places and buses are crowded, traffic is heavy.
  [
    /\b((?:[Tt]he\s+)?traffic\s+(?:is|was|gets|got|becomes|became)\s+(?:(?:very|so|really|too|quite|always|often)\s+)?)crowded\b/g,
    (m) => `${m[1]}heavy`,
    'Places and buses are crowded; traffic is "heavy": "The traffic is very heavy".',
  ],
  // "I have no enough money" -> "I don't have enough money" (没有足够的): "enough" is negated with "not".
  [
    /\b(?:(will|would|can|could|should|may|might|must)\s+)?(have|has|had)\s+no\s+enough\b/gi,
    (m) => {
      if (m[1]) return `${m[1]} not have enough`;
      const did = { have: "don't", has: "doesn't", had: "didn't" }[m[2]!.toLowerCase()]!;
      return `${matchCase(did, m[2]!)} have enough`;
    },
    '"Enough" is negated with "not": "I don\'t have enough money".',
  ],
  [
    /\b([Tt]here\s+(?:is|are|was|were))\s+no\s+enough\b/g,
    (m) => `${m[1]} not enough`,
    '"Enough" is negated with "not": "There is not enough time".',
  ],
  // "We don't have enough of time" -> "enough time" (足够的时间): "enough of" goes before "the", "my" or
  // "them" ("enough of the money"); not "I've had enough of school" (tired of it).
  [
    /\b((?:have|has|need|needs|needed|get|gets|is|are|was|were|not)\s+enough)\s+of\s+(?=(?:time|money|food|water|space|room|sleep|energy|exercise|rest|information|knowledge|experience|people|chances|opportunities|jobs|books|teachers|doctors|hospitals|schools|friends)\b(?!['’]))/gi,
    (m) => `${m[1]} `,
    'A noun follows "enough" straight: "enough time"; "enough of" goes before "the", "my", "them": "enough of the money".',
  ],
  // "We learn a lot of knowledge at school" -> "gain" (学知识): one learns things, and gains knowledge.
  [
    /\b(learn|learns|learned|learnt|learning)(?=\s+(?:(?:a\s+lot\s+of|lots\s+of|much|more|some|new|useful|basic)\s+)?knowledge\b)/gi,
    (m) => sameFormOf(m, 'learn', 'gain'),
    'One gains (or gets) knowledge, and learns things: "gain knowledge", "learn a lot".',
  ],
  // "He learned me English" -> "taught me": one learns, and teaches someone (教) (not "I learned them by
  // heart": the words learned).
  [
    /\b(learn|learns|learned|learnt|learning)(?=\s+(?:me|him|her|us|them)\s+(?:English|Chinese|French|math|maths|music|how|a\s+lot|many\s+things|everything|something|to)\b)/gi,
    (m) => sameFormOf(m, 'learn', 'teach'),
    'One learns something, and teaches someone: "He taught me English".',
  ],
  // "Please look this picture", "Look the board" -> "look at": one looks at something (看), with no object
  // straight after "look" (not "look it up", "look the part", "look your best").
  [
    /\b((?:[Ll]ook|looks|looked|looking)\s+)(?=(?:this|that|these|those|the)\s+(?:picture|photo|photos|pictures|board|map|sky|screen|book|page|sentence|word|question|example|chart|table|clock)\b)/g,
    (m) => `${m[1]}at `,
    'One looks "at" something: "Look at this picture".',
  ],
  // "She remembered me to buy milk" -> "reminded me": one reminds someone to do something (提醒) (not "I
  // remember him to be kind", nor "Remember me to your mother").
  [
    /\b(remember|remembers|remembered)(?=\s+(?:me|him|her|us|them|you)\s+to\s+(?!(?:be|your|my|his|her|our|their|the|all)\b)[a-z]+)/gi,
    (m) => sameFormOf(m, 'remember', 'remind'),
    'One reminds someone to do something: "She reminded me to buy milk" (one remembers to do it oneself).',
  ],
  // "The dog wagged it's tail" -> "its": "it's" is "it is"; what belongs to it is "its" (only before what a
  // thing has: "I noticed it's way too late", "I learned it's value for money" are "it is").
  [
    /(?<=\b(?:[a-z]+ed|on|in|of|for|with|by|from|at|to|about|lost|changed|has|have|had)\s+)([Ii])t['’]s(?=\s+(?:own|tail|name|colou?r|shape|size|eyes|head|legs?|wings|owner|history|capital|mother|nest|body)\b)/g,
    (m) => `${m[1]}ts`,
    'What belongs to it is "its" ("it\'s" is "it is"): "The dog wagged its tail".',
  ],
  // "when your in a group", "Your not alone" -> "you're": "your" is what belongs to you; "you're" is "you
  // are". Only before what never follows "your" (not "your in-laws", "your going away", "Thanks for your
  // welcome").
  [
    /\b([Yy])our(?=\s+(?:not|a|an|the|going\s+to|in\s+(?:a|an|the|my|your|his|her|our|their|love|charge|trouble|danger)|at\s+(?:a|an|the|home|school|work))\b(?![-‐]))|(?<=^|[.!?]\s+)([Yy])our(?=\s+welcome\s*[.!]?\s*$)/g,
    (m) => `${m[1] ?? m[2]}ou're`,
    '"You\'re" is "you are"; "your" is what belongs to you: "you\'re in a group".',
  ],
  // "He is as tall as me brother" -> "my brother": what belongs to me is "my" (after a verb, "Give me
  // brother's book" is left: "me" may be its object).
  [
    new RegExp(
      `(?<=\\b(?:as|than|with|and|to|for|of|from|about|like|is|are|was|were)\\s+)me(?=\\s+(?:${[...FAMILY_AND_FRIENDS].join('|')})s?\\b(?!['’]))`,
      'g',
    ),
    () => 'my',
    'What belongs to me is "my": "as tall as my brother".',
  ],
  // "Its very important", "Its important to study", "Its not fair" -> "It's": what belongs to it never comes
  // before "not", nor before an adjective (after "very", or one of a short list) that ends the clause or goes
  // on with "to", "that" … ("Its very existence is", "Its important role", "Its water, …" are its).
  [
    /(?<=^|[.!?]\s+|\b(?:because|so|think|that)\s+)([Ii])ts(?=\s+(?:not|n['’]t\b|(?:(?:very|so|too|really|quite|getting|always)\s+([a-z]+)|(?:important|necessary|easy|difficult|hard|possible|impossible|true|clear|obvious|good|bad|nice|great|fine|better|worse|normal|common|dangerous|interesting|boring|useful|helpful|wrong|right|late|cold|hot))(?:\s*[.,!?;]|\s*$|\s+(?:to|for|that|and|but|because|when|if)\b)))/g,
    (m) => (m[2] && isNoun(m[2]) ? m[0] : `${m[1]}t's`),
    '"It\'s" is "it is"; "its" is what belongs to it: "It\'s very important".',
  ],
  // "I want to by a new phone" -> "buy": after "to" and before what is bought, "by" is the verb "buy" (not "go
  // to by the river", where "to" is no infinitive's).
  [
    /(?<=\b(?:want|wants|wanted|going|need|needs|needed|like|plan|plans|planned|decided|forgot|tried|have|has|had|able|money)\s+to\s+)by(?=\s+(?:a|an|some|new|me|him|her|them|it|my|his|their|our|your|more|food|clothes|tickets?|presents?|gifts?)\b)/g,
    () => 'buy',
    '"Buy" is the verb (to pay for something); "by" means "near" or "through": "I want to buy a phone".',
  ],
  // "The economy development is fast" -> "economic development": before a noun it is the adjective (not
  // "economy class", a class of seat).
  [
    /\b([Ee])conomy(?=\s+(?:development|growth|crisis|reform|reforms|policy|policies|problems?|situation|power|benefits?|recession)\b)/g,
    (m) => `${m[1]}conomic`,
    'Before a noun it is the adjective: "economic development" ("the economy" is the noun).',
  ],
  // "I don't know weather he will come" -> "whether" (the weather is rain and sun).
  [
    /(?<=\b(?:know|knew|wonder|wondered|ask|asked|sure|decide|decided|matter|matters|check|see|doubt|whether)\s+)weather(?=\s+(?:I|you|he|she|it|we|they|or|to|the)\b)/g,
    () => 'whether',
    '"Whether" asks which of two ("whether he will come"); "weather" is rain and sun.',
  ],
  // "My live is very busy" -> "My life": the noun is "life" ("live" is the verb).
  [
    /\b((?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Dd]aily|[Cc]ity|[Ss]chool)\s+)live(?=\s+(?:is|was|has|will|becomes|became|changed|gets|got)\b)/g,
    (m) => `${m[1]}life`,
    'The noun is "life" ("live" is the verb): "My life is very busy".',
  ],
  // "I fell very happy today" -> "feel": "fell" is the past of "fall" (not "fell ill", "fell asleep").
  [
    /\b(I|you|we|they)\s+fell(?=\s+(?:(?:very|so|really|a\s+bit|quite)\s+)?(?:happy|sad|tired|bored|excited|lonely|good|bad|better|worse|great|nervous|sorry|angry|comfortable|relaxed|hungry|cold|hot)\b)/gi,
    (m) => `${m[1]} ${/\b(?:yesterday|last|ago|was|were|when)\b/i.test(m.input) ? 'felt' : 'feel'}`,
    '"Fell" is the past of "fall": how one is, is "feel" ("felt" in the past).',
  ],
  // "I feel down from the tree" -> "fell down": "feel down" is to be sad; falling from a place is "fell".
  [
    /\b(I|you|he|she|we|they|it)\s+feel(?=\s+(?:down|off)\s+(?:from|the)\b)/gi,
    (m) => `${m[1]} fell`,
    'One "fell down from" a place ("feel down" is to be sad).',
  ],
  // "May be he is right" -> "Maybe": one word is "perhaps"; "may be" is a verb ("He may be right").
  [
    /(?<=^|[.!?]\s+|,\s+)([Mm])ay\s+be(?=\s+(?:not\b|he|she|it|they|we|you|I|the|this|that)\b|\s*[.,!?])/g,
    (m) => `${m[1]}aybe`,
    '"Maybe" (one word) means "perhaps"; "may be" is a verb: "He may be right".',
  ],
  // "I can't except this gift" -> "accept", "Everyone accept him came" -> "except" (接受 / 除了); not "all of
  // you except the new boy", "Will everyone accept the rules?".
  [
    /(?<=\b(?:can['’]t|cannot|will|to|would|please|Please|not)\s+)except(?=\s+(?:this|the|it|my|your|his|her|our|their|an?|that|these|those)\b)/g,
    () => 'accept',
    'To take what is offered is "accept"; "except" means "but not".',
  ],
  [
    /(?<=(?:^|[.!?]\s+)(?:Everyone|Everybody|All|Nobody)\s+)accept(?=\s+(?:him|her|me|us|them)\s+(?:came|went|was|were|is|are|passed|left|knew|agreed|liked|had)\b)/g,
    () => 'except',
    '"Except" means "but not": "Everyone except him came" ("accept" is to take what is offered).',
  ],
  // "I made a travel to Beijing" -> "a trip": one journey is "a trip" ("travel" is travelling in general).
  [
    /\b([Aa])\s+travel\b(?=\s+(?:to|in|with|around|last|this|next|during)\b|\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]} trip`,
    'One journey is "a trip" ("travel" is travelling in general): "a trip to Beijing".',
  ],
  // "Our trip was very funny" -> "fun": a good time is "fun" (好玩); "funny" makes one laugh.
  [
    /\b((?:trip|party|game|holiday|weekend|journey|activity|picnic|festival|visit)(?:\s+(?:to|in|at|of)\s+[A-Za-z]+)?\s+(?:is|was|were|are)\s+)((?:very|so|really)\s+)?funny\b/gi,
    (m) => `${m[1]}${m[2] ? 'a lot of ' : ''}fun`,
    'A good time is "fun" (好玩), "a lot of fun"; "funny" is what makes one laugh.',
  ],
  // "It was a very tired day" -> "tiring": a day makes one tired.
  [
    /\b((?:an?|very|so)\s+(?:very\s+)?)tired(?=\s+(?:day|week|job|trip|journey|work|year)\b)/gi,
    (m) => `${m[1]}tiring`,
    'A day makes one tired: "a tiring day" ("I am tired").',
  ],

  // "I like it very." -> "very much": "very" alone does not end a sentence (not "Thank you very, very much").
  [
    /\b((?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|thank|thanks)\s+(?:it|this|that|them|him|her|you|me|us)\s+very)(?=\s*[.!?]|\s*$)/gi,
    (m) => `${m[1]} much`,
    '"Very" needs a word to go with at the end: "I like it very much".',
  ],
  // "It is too much expensive" -> "much too expensive"; "She is very much beautiful" -> "very beautiful":
  // before an adjective, "much" goes first or not at all.
  [
    /\b(too\s+much|very\s+much)\s+(?=([a-z]+)\b)/gi,
    (m) =>
      ADJECTIVES_WITHOUT_BE.has(m[2]!) && !isNoun(m[2]!)
        ? /^too/i.test(m[1]!)
          ? `${matchCase('much', m[1]!)} too `
          : `${m[1]!.split(/\s+/)[0]} `
        : m[0],
    'Before an adjective, it is "much too expensive" or "very beautiful".',
  ],
  // "He is enough tall to play" -> "tall enough": "enough" comes after an adjective.
  [
    /\b((?:am|is|are|was|were|be|['’]m|['’]re|['’]s|not)\s+)enough\s+([a-z]+)(?=\s+(?:to|for)\b|\s*[.,!?;]|\s*$)/g,
    (m) => (ADJECTIVES_WITHOUT_BE.has(m[2]!) && !isNoun(m[2]!) ? `${m[1]}${m[2]} enough` : m[0]),
    '"Enough" comes after an adjective: "tall enough to play".',
  ],
  // "She is so kind person" -> "such a kind person": "so" goes with an adjective alone, "such a" with a noun.
  [
    new RegExp(`\\b((?:is|was|['’]s|['’]m)\\s+)so\\s+([a-z]+)\\s+(${ONE_THING})\\b`, 'g'),
    (m) => (isPlainAdjective(m[2]!) ? `${m[1]}such ${indefiniteArticle(m[2]!)} ${m[2]} ${m[3]}` : m[0]),
    'Before an adjective and a noun, it is "such a": "such a kind person" ("so kind" alone).',
  ],
  // "It was such beautiful day" -> "such a beautiful day": one thing counted takes "a" after "such" (not
  // "such beautiful weather", "such kind people").
  [
    // "a such beautiful day" -> "such a beautiful day": the article comes after "such".
    new RegExp(`\\b(?:([Aa]n?)\\s+)?([Ss]uch)\\s+([a-z]+)\\s+(${ONE_THING})\\b`, 'g'),
    // Not after "are" or "were": "We are such good friend" wants "friends" (learner-agreement.ts).
    (m) =>
      isPlainAdjective(m[3]!) && !/\b(?:are|were)\s+$/i.test(m.input.slice(0, m.index))
        ? `${m[1] ? matchCase('such', m[1]) : m[2]} ${indefiniteArticle(m[3]!)} ${m[3]} ${m[4]}`
        : m[0],
    'One thing counted takes "a" after "such": "such a beautiful day".',
  ],
  // "In a such situation" -> "In such a situation": the article comes after "such", with or without an
  // adjective (above).
  [
    new RegExp(`\\b([Aa]n?)\\s+such\\s+(?=(${ONE_THING}|situation|problem|thing|case|way|chance)\\b)`, 'g'),
    (m) => `${matchCase('such', m[1]!)} ${indefiniteArticle(m[2]!)} `,
    'The article comes after "such": "such a situation".',
  ],
  // "It cannot be putted in the box" -> "be put": "putted" is a word (golf's), so the rule for regular forms of
  // irregular verbs ("cutted", "hitted": no words) never sees it.
  [
    /\b((?:am|is|are|was|were|be|been|being|have|has|had)\s+)putted\b/g,
    (m) => `${m[1]}put`,
    'The past participle of "put" is "put": "It was put on the table".',
  ],
  // "three persons" -> "three people": the everyday plural of "person" ("persons" is for laws and notices).
  [
    /\b((?:[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Mm]any|[Ss]everal|[Ss]ome|[Tt]hese|[Tt]hose|\d+)\s+)persons\b/g,
    (m) => `${m[1]}people`,
    'The everyday plural of "person" is "people": "three people" ("persons" is for laws and notices).',
  ],
  // "The others students" -> "other students": before a noun, "other" takes no -s ("the others" stands alone).
  [
    /\b([Oo]ther)s(?=\s+(?:students|people|children|friends|classmates|countries|things|kids|girls|boys|teachers|members|cities|animals|places|subjects|languages|parts|ways)\b)/g,
    (m) => m[1]!,
    'Before a noun, "other" takes no -s: "other students" ("the others" stands alone).',
  ],
  // "Is this pen your's?" -> "yours": a possessive pronoun has no apostrophe.
  [
    /\b([Yy]our|[Hh]er|[Tt]heir|[Oo]ur)['’]s\b/g,
    (m) => `${m[1]}s`,
    'A possessive pronoun has no apostrophe: "yours", "hers", "theirs", "ours".',
  ],
  // "It's mine book" -> "my book": before a noun it is "my" ("mine" stands alone: "The book is mine").
  [
    /(?<=\b(?:is|was|It['’]s|it['’]s|That['’]s|that['’]s)\s+)mine(?=\s+(?:book|pen|bag|phone|car|house|room|bike|computer|desk|seat|friend|idea|dog|cat|coat|key|keys|ticket|umbrella)\b)/g,
    () => 'my',
    'Before a noun it is "my": "It\'s my book" ("mine" stands alone: "The book is mine").',
  ],
  // "That car is their." -> "theirs": a possessive that stands alone for its noun takes its own form ("It is
  // her." is the object pronoun, and right).
  [
    /(?<=\b(?:is|are|was|were)\s+)(their|our|your)(?=\s*[.!?;]|\s*$)/g,
    (m) => `${m[1]}s`,
    'A possessive that stands alone takes its own form: "That car is theirs" ("yours", "ours").',
  ],
  // "My answer is as same as yours" -> "the same as".
  [/\b([Aa])s\s+same\s+as\b/g, (m) => `${m[1] === 'A' ? 'T' : 't'}he same as`, 'It is "the same as".'],
  // "I think it will be rain tomorrow" -> "it will rain": "rain" and "snow" are the verbs ("There will be
  // rain" is the noun).
  [
    /\b([Ii]t\s+will)\s+be\s+(rain|snow)\b(?!\s*(?:y|ing))/g,
    (m) => `${m[1]} ${m[2]}`,
    'Rain and snow fall: "It will rain" (or "There will be rain").',
  ],
  // "We help each others" -> "each other" ("each other's" is the possessive).
  [/\b([Ee]ach\s+other)s\b(?!['’])/g, (m) => m[1]!, 'It is "each other", with no -s.'],
  // "What beautiful flower!" -> "What a beautiful flower!": one thing counted takes "a" (not "What
  // beautiful weather!", "What lovely flowers!").
  [
    /(?<=^|[.!?]\s+)What\s+(?=([a-z]+)\s+([a-z]+)\s*!)/g,
    (m) =>
      isPlainAdjective(m[1]!) &&
      pluralOf(m[2]!) !== undefined &&
      pluralOf(m[2]!) !== m[2] &&
      !isMassNoun(m[2]!)
        ? `What ${indefiniteArticle(m[1]!)} `
        : m[0],
    'An exclamation about one thing takes "a": "What a beautiful flower!".',
  ],
  // "The test was very easily" -> "very easy": after "be", how a thing is takes an adjective (not "It was
  // easily the best": the adverb goes with what follows).
  [
    /\b((?:am|is|are|was|were|be|been|['’]s|['’]m|['’]re)\s+(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?)([a-z]+ly)(?=\s*[.,!?;]|\s*$)/g,
    (m) => {
      const adjective = adjectiveOfAdverb(m[2]!);
      return adjective ? `${m[1]}${adjective}` : m[0];
    },
    'After "be", how a thing is takes an adjective: "The test was very easy".',
  ],
  // "He drives very careful", "She sings beautiful", "They danced happy" -> "carefully", "beautifully",
  // "happily": how one does something takes an adverb (not the flat adverbs "drive slow", "talk loud", "run
  // quick", which are everyday English; nor "looks beautiful", "feels bad": a verb of the senses takes an
  // adjective).
  [
    /(?<=\b(?:drive|drives|drove|driving|walk|walks|walked|speak|speaks|spoke|talk|talks|talked|work|works|worked|write|writes|wrote|answer|answers|answered|behave|behaves|behaved|sing|sings|sang|dance|dances|danced|run|runs|ran|move|moves|moved|eat|eats|ate|swim|swims|swam)\s+(?:very\s+|so\s+|really\s+|quite\s+|too\s+)?)(careful|careless|beautiful|polite|nervous|angry|serious|honest|patient|quiet|bad|correct|happy|perfect|rude|calm|brave|sad)(?=\s*[.,!?;]|\s*$)/g,
    (m) => adverbOf(m[1]!),
    'How one does something takes an adverb: "He drives very carefully".',
  ],
  // "The rain is very big" -> "heavy" (雨很大), "The wind is very big" -> "strong" (风很大); "a big rain" ->
  // "a heavy rain".
  [
    /\b((?:rain|snow|wind)\s+(?:is|was|are|were)\s+(?:(?:very|so|too|really)\s+)?)big\b/gi,
    (m) => `${m[1]}${/^wind/i.test(m[1]!) ? 'strong' : 'heavy'}`,
    'Rain or snow is "heavy", wind is "strong" ("big" is a size).',
  ],
  // Not "a big rain barrel": a thing for rain.
  [
    /\b(big)(?=\s+rain\s*(?:[.,;:!?]|$|\s(?:last|yesterday|today|and|in|on|at|this|that|for|all|fell|came|started|stopped|is|was)\b))/gi,
    (m) => matchCase('heavy', m[1]!),
    'Rain is "heavy" ("big" is a size).',
  ],
  // "I have 18 years old" -> "I am 18 years old" (我有18岁): one "is" an age.
  [
    /\b(I|[Hh]e|[Ss]he|[Ww]e|[Yy]ou|[Tt]hey)\s+(have|has|had)(?=\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+[a-z]+)?\s+years?\s+old\b)/g,
    (m) => {
      const subject = m[1]!.toLowerCase();
      const past = m[2] === 'had';
      const be =
        subject === 'i'
          ? past
            ? 'was'
            : 'am'
          : /^(?:he|she)$/.test(subject)
            ? past
              ? 'was'
              : 'is'
            : past
              ? 'were'
              : 'are';
      return `${m[1]} ${be}`;
    },
    'One "is" an age: "I am 18 years old".',
  ],
  // "I am 18 years." -> "18 years old": an age says "old" (a person's, after "I am", "he is").
  [
    /\b((?:I\s+am|I['’]m|[Hh]e\s+is|[Hh]e['’]s|[Ss]he\s+is|[Ss]he['’]s)\s+\d+\s+years)(?=\s*[.!?]|\s*$|\s+(?:and|this|now)\b)/g,
    (m) => `${m[1]} old`,
    'An age says "old": "I am 18 years old" (or "I am 18").',
  ],
  // "Smoking is harm to health" -> "harmful to": after "be", how a thing is takes the adjective.
  [
    /\b((?:is|are|was|were)\s+(?:(?:very|so|really|quite|extremely)\s+)?)harm(?=\s+(?:to|for)\b)/g,
    (m) => `${m[1]}harmful`,
    'After "be", the adjective: "Smoking is harmful to health" ("harm" is the noun).',
  ],
  // "Every people wants to be happy" -> "Everyone": "every" takes one ("every person"), "people" are many.
  [/\b([Ee])very\s+people\b/g, (m) => `${m[1]}veryone`, '"Every" goes with one: "everyone", "every person".'],
  // "My name calls Li Ming" -> "My name is Li Ming" (我的名字叫): a name does not call.
  [
    /\b((?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+name\s+)calls\b/g,
    (m) => `${m[1]}is`,
    'A name "is": "My name is Li Ming" (or "I am called Li Ming").',
  ],
  // "Between you and I" -> "between you and me": after a preposition, the object form.
  [
    /\b([Bb]etween\s+you\s+and\s+)I\b/g,
    (m) => `${m[1]}me`,
    'After "between", it is "me": "between you and me".',
  ],
  // "He gave it to my friend and I." -> "my friend and me": after a preposition, both are its object. Only
  // where "I" ends the clause ("for my friend and I think" has "I" as a subject).
  [
    /\b((?:to|for|with|from|about|of|at|by|like|without)\s+(?:my|his|her|our|their|your|the)\s+[a-z]+\s+and\s+)I(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]}me`,
    'After a preposition, it is "me", also after "and": "He gave it to my friend and me".',
  ],
  // "Everyone of us should help" -> "Every one of us": "everyone" takes no "of".
  [
    /\b([Ee])veryone(?=\s+of\b)/g,
    (m) => `${m[1]}very one`,
    'Before "of", it is "every one": "every one of us".',
  ],
  // "Their going to win" -> "They're going to win": "their" is whose; "they're" is "they are" (not "Their
  // going to the party was a surprise" or "Their going to school every day", where "going" is a noun).
  [
    /(?<=^|[.!?]\s+)Their(?=\s+going\s+to\s+([a-z]+)\b)/g,
    (m) => (isVerb(m[1]!) && !PLACES_GONE_TO.has(m[1]!) ? "They're" : m[0]),
    '"They\'re" is "they are"; "their" says whose: "They\'re going to win".',
  ],
  // "Who's book is this?" -> "Whose book": "who's" is "who is"; "Whose going to the party?" -> "Who's going":
  // "whose" asks whom something belongs to.
  [
    /(?<=^|[.!?]\s+)Who['’]s(?=\s+(?:book|bag|car|pen|phone|house|idea|turn|fault|coat|umbrella|dog|cat|money|seat|jacket|key|keys|shoes)\s+(?:is|are|was|were)\b)/g,
    () => 'Whose',
    '"Whose" asks whom something belongs to; "who\'s" is "who is": "Whose book is this?".',
  ],
  [
    /\b([Ww])hose(?=\s+(?:going|coming|there|calling|speaking)\b)/g,
    (m) => `${m[1]}ho's`,
    '"Who\'s" is "who is"; "whose" asks whom something belongs to: "Who\'s going to the party?".',
  ],

  // "It is important for we", "She gave it to he", "Come with we" -> "us", "him": after a preposition, the
  // object form. Only where the pronoun ends the clause: in "for we are friends" "for" means "because".
  [
    /\b((?:for|to|with|about|from|at|of|without|behind|near|around|after|before)\s+)(he|she|we|they)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]}${OBJECT_OF_SUBJECT[m[2]!]!}`,
    'After a preposition, a pronoun takes its object form: "for us", "to him", "with them".',
  ],
  // "I don't know neither" -> "either": one negation is enough (not "I didn't go, and neither did she"); its
  // "nor" goes with it ("doesn't like neither tea nor coffee" -> "either tea or coffee").
  [
    /\b((?:don['’]t|doesn['’]t|didn['’]t|can['’]t|won['’]t|isn['’]t|aren['’]t|wasn['’]t|haven['’]t|hasn['’]t|couldn['’]t)\s+(?:(?!(?:and|or|but|nor)\b)[a-z]+\s+){0,2})neither\b(?:((?:\s+[^\s.,;!?]+){1,5}?\s+)nor\b)?/g,
    (m) => `${m[1]}either${m[2] === undefined ? '' : `${m[2]}or`}`,
    'After a negative ("don\'t"), it is "either": "I don\'t know either".',
  ],
  // "She is good at English than me" -> "better at": "than" compares, so the comparative.
  [
    /\b([Gg]ood)(?=\s+at\s+(?:(?!(?:and|or|but|better|more)\b)[A-Za-z]+\s+){1,3}than\b)/g,
    (m) => (m[1] === 'Good' ? 'Better' : 'better'),
    'With "than", the comparative: "better at English than me".',
  ],
  // "How a beautiful day!" -> "What a beautiful day!": "what" goes with a noun, "how" with an adjective.
  [
    /(?<=^|[.!?]\s+)How(?=\s+an?\s+[a-z]+(?:\s+[a-z]+)?\s*!)/g,
    () => 'What',
    'An exclamation about a noun takes "what": "What a beautiful day!" ("How beautiful it is!").',
  ],
  // "What's your mean?" -> "What do you mean?": "mean" is the verb (你的意思是什么?).
  [
    /(?<=^|[.!?]\s+)What(?:['’]s|\s+is)\s+your\s+mean(?=\s*\?)/g,
    () => 'What do you mean',
    'Asking what someone means takes the verb: "What do you mean?".',
  ],
  // "What beautiful the flower is!" -> "How beautiful the flower is!": an adjective alone, with its subject and
  // verb after it, takes "how" ("What beautiful flowers they are!" has its noun; "What fun it was!" is one).
  [
    /(?<=^|[.!?]\s+)What(?=\s+(beautiful|lovely|nice|wonderful|cute|clever|smart|kind|happy|lucky|great|amazing|interesting|delicious|tall|big|small|hot|cold|strange|stupid|silly|brave|good|bad|fast|slow|hard|difficult|easy|expensive|cheap|careful|handsome|pretty|funny|boring|exciting|terrible|delightful|fantastic|friendly|generous|polite|quiet|noisy|busy|crowded|clean|dirty)\s+(?:the|this|that|these|those|my|your|his|her|our|their|it|he|she|they|you|we)\b[^.!?]*\s(?:is|are|was|were|looks?|looked|sounds?|sounded|seems?|seemed|tastes?|tasted|smells?|smelled|feels?|felt)\s*!)/g,
    () => 'How',
    'An exclamation about an adjective takes "how": "How beautiful the flower is!" ("What a beautiful flower!").',
  ],

  // "It is benefit for our health" -> "beneficial to": "benefit" is the noun or the verb, not the adjective.
  [
    /\b((?:is|are|was|were|be|been)\s+(?:very\s+|really\s+|so\s+|quite\s+|more\s+)?)benefit\s+(?:for|to)\b/gi,
    (m) => `${m[1]}beneficial to`,
    '"Benefit" is a noun or a verb; the adjective is "beneficial": "It is beneficial to our health".',
  ],
  // "Children should not play computer game too much" -> "computer games" (玩电脑游戏): games, in general.
  [
    /\b((?:play|plays|played|playing)\s+(?:video|computer|mobile|online)\s+)game\b(?!s)/gi,
    (m) => `${m[1]}games`,
    'Games in general are plural: "play computer games" (or "play a computer game").',
  ],
  // "I play the football", "We played a basketball" -> "play football": a sport takes no article ("play the
  // piano" is an instrument; "played a basketball game" is one game).
  [
    /\b((?:play|plays|played|playing)\s+)(?:the|a)\s+(football|basketball|volleyball|tennis|badminton|soccer|baseball|golf|table\s+tennis|ping-pong|chess|cards)\b(?![-\s]+(?:game|match|team|court|ball|player|club|tournament|season|field)s?\b)/gi,
    (m) => `${m[1]}${m[2]}`,
    'A sport or a game takes no article: "play football" (an instrument does: "play the piano").',
  ],
  // "If you want to success" -> "to succeed", "We will success" -> "will succeed": the verb of "success" (成功)
  // is "succeed" ("the key to success" and "I want success" are the noun, and right).
  [
    /(?<=\b(?:(?:want|wants|wanted|try|tries|tried|hope|hopes|hoped|able|need|needs|needed|going|trying|wish|wishes)\s+to|will|can|could|would|should|must|may|might|cannot|won['’]t|can['’]t)\s+)success\b/gi,
    (m) => matchCase('succeed', m[0]),
    'The verb is "succeed"; "success" is the noun: "If you want to succeed".',
  ],
  // "A lot of peoples came" -> "people": "peoples" are nations ("the peoples of Asia"), not a crowd.
  [
    /\b((?:a\s+lot\s+of|lots\s+of|so\s+many|too\s+many)\s+)(peoples)\b/gi,
    (m) => `${m[1]}people`,
    '"People" is already plural: "a lot of people" ("peoples" are nations).',
  ],
  // "It makes me feel very happily" -> "happy", "She looks beautifully" -> "beautiful": after "feel",
  // "look" or "seem", how someone is takes an adjective (not "She looked nervously around", "beautifully
  // dressed": an adverb of the verb or of the word after it).
  [
    /\b((?:feel|feels|felt|feeling|look|looks|looked|looking|seem|seems|seemed)\s+(?:very\s+|so\s+|really\s+|quite\s+)?)(happily|beautifully|sadly|lonelily)\b(?=\s*(?:[.,!?;]|$)|\s+(?:and|but|because|when|today|now|again|in\s+(?:it|that|this|the\s+\w+\s+dress))\b)/gi,
    (m) => `${m[1]}${ADJECTIVE_OF_ADVERB[m[2]!.toLowerCase()]}`,
    'After "feel", "look" or "seem", say how someone is with an adjective: "I feel happy", "She looks beautiful".',
  ],
  // "It is obviously that he is wrong" -> "obvious" (很明显): what "it is" before a "that" clause takes an
  // adjective ("It is obviously true that" has its adjective).
  [
    /\b((?:[Ii]t|[Tt]his)\s+(?:is|was|['’]s|seems|seemed)\s+)(obviously|clearly|certainly|apparently|evidently|necessarily|importantly)(?=\s+that\b)/g,
    (m) => `${m[1]}${ADJECTIVE_OF_ADVERB[m[2]!]}`,
    'Before a "that" clause, "it is" takes an adjective: "It is obvious that he is wrong".',
  ],
  // "The food tastes deliciously" -> "delicious": how something tastes or smells takes an adjective.
  [
    /\b((?:taste|tastes|tasted|smell|smells|smelled|smelt)\s+(?:very\s+|so\s+|really\s+|quite\s+)?)(deliciously|nicely|wonderfully|terribly|sweetly|awfully|strangely)\b/gi,
    // "terribly" -> "terrible", "nicely" -> "nice".
    (m) =>
      `${m[1]}${m[2]!
        .toLowerCase()
        .replace(/bly$/, 'ble')
        .replace(/(?<!b)ly$/, '')}`,
    'How something tastes or smells takes an adjective: "The food tastes delicious".',
  ],
  // "She is a carefully driver" -> "a careful driver": a person described takes an adjective (not "a
  // carefully planned trip", where the adverb describes the word after it; "a kindly man" and "a friendly
  // person" are adjectives already).
  [
    /\b(?:(a|an)|(the|my|his|her|our|their|your|this|that|very))\s+(carefully|carelessly|quickly|slowly|honestly|seriously|patiently|politely|happily|beautifully|hardly)(?=\s+(?:driver|worker|student|teacher|person|man|woman|girl|boy|child|writer|player|doctor|cook|learner|reader|speaker|runner|singer|people)s?\b)/gi,
    (m) => {
      const adverb = m[3]!.toLowerCase();
      const adjective = ADJECTIVE_OF_ADVERB[adverb] ?? adverb.replace(/ly$/, '');
      // "a honestly person" -> "an honest person": the article goes with the new word.
      const before = m[1] ? matchCase(indefiniteArticle(adjective), m[1]) : m[2]!;
      return `${before} ${adjective}`;
    },
    'A person is described with an adjective: "a careful driver", "a quick learner".',
  ],
  // "I lost the bus" -> "missed the bus" (错过): one misses what one is too late for.
  [
    /\b(lose|loses|lost|losing)(?=\s+(?:the|my|our|his|her|their|a)\s+(?:bus|train|plane|flight|class|lesson)\b)/gi,
    (m) => sameFormOf(m, 'lose', 'miss'),
    'One "misses" a bus or a class one is too late for ("lose" is to no longer have).',
  ],
  // "I made a photo" -> "took a photo" (拍照): one takes a photo (not "made a photo album").
  [
    /\b(make|makes|made|making)(?=\s+(?:a|the|some|many|lots\s+of|a\s+lot\s+of)\s+photos?\b(?!\s+(?:album|frame|book|wall)s?\b))/gi,
    (m) => sameFormOf(m, 'make', 'take'),
    'One "takes" a photo.',
  ],
  // "I want to make friend with him" -> "make friends with": it takes two to be friends.
  [
    /\b(make|makes|made|making|do|does|did|doing)\s+(?:a\s+)?friend\b(?=\s+with\b)/gi,
    (m) => `${/^d/i.test(m[1]!) ? sameFormOf(m, 'do', 'make') : m[1]} friends`,
    'It is "make friends with" someone: it takes two to be friends.',
  ],
  // "He is elder than me" -> "older than": "elder" comes before a noun ("my elder brother"), never before "than".
  [
    /\belder\s+than\b/gi,
    (m) => `${m[0][0] === 'E' ? 'O' : 'o'}lder than`,
    '"Elder" only comes before a noun ("my elder sister"); a comparison takes "older than".',
  ],
  // "I am a Chinese" -> "I am Chinese": a nationality in "-ese" is an adjective after "be" (not "a Chinese
  // teacher", "a Chinese word").
  [
    /\b((?:am|is|are|was|were|['’]m|['’]s)\s+)an?\s+(Chinese|Japanese|Vietnamese|Portuguese)\b(?=\s*(?:[.,!?;]|$)|\s+(?:and|but|because|too|as\s+well)\b)/g,
    (m) => `${m[1]}${m[2]}`,
    'A nationality in "-ese" is said without "a" after "be": "I am Chinese" (or "a Chinese person").',
  ],
  // "I got up lately this morning" -> "late": "lately" means "recently".
  [
    /\b((?:got|get|gets|getting|woke|wake|wakes|waking)\s+up\s+|(?:came|come|comes|arrived|arrive|arrives|went\s+to\s+bed|go\s+to\s+bed|goes\s+to\s+bed|slept|sleep|sleeps)\s+(?:back\s+|home\s+)?)lately\b(?=\s+(?:this\s+morning|last\s+night|yesterday|today|tonight|again|every\s+day)\b)/gi,
    (m) => `${m[1]}late`,
    '"Late" is after the usual time ("I got up late"); "lately" means "recently".',
  ],
  // "He maybe late" -> "may be late": "maybe" (也许) is an adverb; "may be" is the verb.
  [
    /\b((?:I|you|he|she|it|we|they|He|She|It|We|They|You|[Tt]his|[Tt]hat)\s+)maybe(?=\s+(?:late|wrong|right|true|busy|tired|sick|ill|ready|useful|possible|difficult|hard|easy|at\s+home|a|an|the)\b)/g,
    (m) => `${m[1]}may be`,
    '"Maybe" means "perhaps"; the verb is "may be": "He may be late".',
  ],
  // "Sometime I go to the library" -> "Sometimes" (有时); "Sometime I will visit you" (some day) is right.
  [
    /(^|[.!?]\s+)Sometime(?=\s+(?:I|we|they|you)\s+(?!will\b|would\b|should\b|could\b|might\b|may\b|must\b|can\b|shall\b|['’])(?:go|feel|think|play|watch|read|like|get|want|have|eat|study|walk|listen|help|visit|see|write|cook|don['’]t|do)\b)/g,
    (m) => `${m[1]}Sometimes`,
    '"Sometimes" means "now and then" (有时); "sometime" means "at some time" ("sometime next week").',
  ],
  // "I have a lot of works to do" -> "work": work to do is uncountable ("works" are a writer's books).
  [
    /\b((?:a\s+lot\s+of|lots\s+of|much|many|so\s+many|too\s+many|some)\s+)works(?=\s+to\s+do\b)/gi,
    (m) => `${m[1]}work`,
    'Work to do is uncountable: "a lot of work to do".',
  ],
  // "It was so a beautiful day" -> "such a beautiful day": "so" goes with an adjective alone. Not a "So"
  // that opens a sentence ("So a good thing happened": "therefore"), only after a word in the clause.
  [
    /(?<=\p{L}['’]?\p{L}*\s+)\b([Ss])o\s+(an?\s+(?:beautiful|good|nice|great|big|wonderful|bad|hot|cold|long|interesting|boring|difficult|easy|important|terrible|lovely|kind|smart|funny|happy|sad|exciting|busy|special|strange|small|clever|friendly)\s+[a-z]+)/gu,
    (m) => `${m[1] === 'S' ? 'S' : 's'}uch ${m[2]}`,
    'Before "a" + adjective + noun, it is "such": "such a beautiful day" ("so beautiful" alone).',
  ],
  // "a lot of helps", "some helps" -> "help", "many helps" -> "a lot of help", "Thank you for your helping" -> "your
  // help": help given is uncountable. Not after "are" ("There are a lot of helps"), whose verb would be left
  // plural.
  [
    /(?<!\b(?:are|were)\s+)\b((?:a\s+lot\s+of|lots\s+of|much|many|some|more|your|his|her|their|our|my)\s+)(?:helps\b|helping(?=\s*[.,!?;]|\s*$))/gi,
    // "many" counts, so "many helps" is "a lot of help".
    (m) => `${/^many\s/i.test(m[1]!) ? `${m[1]![0] === 'M' ? 'A' : 'a'} lot of ` : m[1]}help`,
    '"Help" (given) is uncountable: "a lot of help", "thank you for your help".',
  ],
  // "She has long hairs" -> "long hair", "She has a long hair" -> "long hair": the hair on one's head is
  // uncountable ("a few grey hairs", "a long hair in my soup" count single hairs).
  [
    new RegExp(
      `(?<!\\b(?:few|some|several|many|two|three|four|five|\\d+)\\s+)\\b(${HAIR_LOOKS})hairs\\b`,
      'gi',
    ),
    (m) => `${m[1]}hair`,
    'The hair on one\'s head is uncountable: "She has long hair" ("two grey hairs" count single hairs).',
  ],
  [
    new RegExp(`\\b((?:has|have|had|having|with)\\s+)an?\\s+(${HAIR_LOOKS}hair)\\b`, 'gi'),
    (m) => `${m[1]}${m[2]}`,
    'The hair on one\'s head is uncountable: "She has long hair" ("a hair" is one single hair).',
  ],
  // "It is very convenience" -> "convenient" (很方便): "very" goes with the adjective, not its noun.
  [
    new RegExp(
      `(?<!\\b(?:the|this|that|its|his|her|their|our|my|your)\\s+)\\b((?:[Vv]ery|[Ss]o|[Tt]oo|[Qq]uite|[Rr]eally)\\s+)(${NOUNS_OF_ADJECTIVES})\\b(?!\\s+of\\b)(?=\\s*[.,!?;]|\\s*$|\\s+(?:to|for|and|but|because|in|at|with|now|today)\\b)`,
      'g',
    ),
    (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!]}`,
    '"Very" goes with an adjective, not a noun: "very convenient", "very important".',
  ],
  // "It is danger to swim here", "You should be confidence" -> "dangerous", "confident": after a pronoun and
  // "be", what something is like is an adjective. Only nouns a pronoun cannot be ("It is beauty that
  // matters", "The secret is patience" are nouns, and right); after any subject with "should be more"
  // ("Young people should be more independence"), but not "There should be more success".
  [
    /\b((?:(?:I|you|he|she|it|we|they|You|He|She|It|We|They)\s+(?:am|is|are|was|were|will\s+be|can\s+be|should\s+be|must\s+be)|(?:I|you|he|she|it|we|they|You|He|She|It|We|They)['’](?:m|re|s)|\bto\s+be|(?<!\b[Tt]here\s+)\b(?:should|must|can|could|will|would)\s+be(?=\s+more\s))\s+(?:more\s+)?)(convenience|importance|danger|success|confidence|independence|talent)\b(?=\s*[.,!?;]|\s*$|\s+(?:to|for|and|but|because|in|at|with|now|today)\b)/g,
    (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!]}`,
    'What something is like is an adjective: "It is dangerous", "You should be confident".',
  ],
  // "I have confident in you" -> "confidence": what one has is the noun.
  [
    /\b((?:have|has|had)\s+(?:(?:no|more|great|full|much|little|some)\s+)?)confident(?=\s+(?:in|that)\b)/g,
    (m) => `${m[1]}confidence`,
    'What one has is the noun: "I have confidence in you".',
  ],
  // "It was a very interested movie" -> "interesting": a thing that makes one feel takes -ing (the one who
  // feels takes -ed: "an interested student").
  [
    /\b((?:very|so|really|quite|most)\s+)?(interested|bored|excited|surprised|confused|amazed|disappointed|frightened|tired)(?=\s+(?:movie|film|book|story|game|trip|class|lesson|question|experience|day|news|job|place|journey|match|show|speech)\b)/g,
    (m) => `${m[1] ?? ''}${m[2]!.replace(/ed$/, 'ing')}`,
    'A thing that makes one feel takes -ing: "a very interesting movie" ("an interested student").',
  ],
  // "He is a success man" -> "a successful man", "She is a beauty girl" -> "a beautiful girl": before a
  // person, what they are like is an adjective ("a beauty salon", "a success story" are things; not "the
  // danger men face", where "men" starts a clause, nor "comfort women", a name in history).
  [
    new RegExp(
      `\\b(an?\\s+)(success|beauty|talent|luck|confidence|patience|importance)(?=\\s+(?:${PEOPLE_NOUNS})\\b)`,
      'gi',
    ),
    (m) => {
      const adjective = ADJECTIVE_OF_NOUN[m[2]!.toLowerCase()]!;
      return `${matchCase(indefiniteArticle(adjective), m[1]!)} ${adjective}`;
    },
    'Before a person, say what they are like with an adjective: "a successful man", "a beautiful girl".',
  ],
  // "I am confidence" -> "confident", "She is patience with children" -> "patient": what a person is like
  // after "be" is an adjective.
  [
    /\b((?:I|you|he|she|we|they)\s+(?:am|is|are|was|were)\s+|(?:I|you|he|she|we|they)['’](?:m|re|s)\s+)(confidence|patience|success|anger|luck|health|happiness|talent)\b(?=\s*[.,!?;]|\s*$|\s+(?:with|at|and|about|in|now|today)\b)/gi,
    (m) => `${m[1]}${ADJECTIVE_OF_NOUN[m[2]!.toLowerCase()]}`,
    'What a person is like, after "be", is an adjective: "I am confident", "She is patient".',
  ],
  // "The price raised last year" -> "rose", "The price has raised a lot" -> "has risen": "raise" needs an
  // object ("raise prices"); what goes up "rises".
  [
    /\b((?:the\s+)?(?:price|prices|cost|costs|temperature|temperatures|number|sea\s+level|water\s+level|sun|rate|rates|population)\s+(?:(?:has|have|had)\s+)?)(raise|raises|raised)\b(?=\s*[.,!?;]|\s*$|\s+(?:by|to|from|again|quickly|sharply|slowly|dramatically|every|last|in|this|a\s+lot)\b)/gi,
    (m) => {
      const perfect = /\b(?:has|have|had)\s+$/i.test(m[1]!);
      const rise = { raise: 'rise', raises: 'rises', raised: perfect ? 'risen' : 'rose' } as const;
      return `${m[1]}${rise[m[2]!.toLowerCase() as keyof typeof rise]}`;
    },
    '"Raise" needs an object ("raise prices"); what goes up by itself "rises" (rose, risen).',
  ],
  // "He runs very fastly" -> "fast" (not the spelling guess "lastly"): "fast" is its own adverb.
  [/\b([Ff])astly\b/g, (m) => `${m[1]}ast`, '"Fast" is an adjective and an adverb: "He runs fast".'],
  // "She sings very good", "He did it very good" -> "well": how one does something is an adverb ("It smells
  // good" is a sense, "exercise does good" a benefit). This and the adverbs above fix the word alone, so that
  // a fix of the verb ("She sing" -> "sings") stands beside it.
  [
    /(?<=\b(?:(?:sing|sings|sang|speak|speaks|spoke|play|plays|played|dance|dances|danced|swim|swims|swam|cook|cooks|cooked|write|writes|wrote|draw|draws|drew|recover|recovers|recovered|perform|performs|performed|sleep|sleeps|slept)(?:\s+(?:English|Chinese|it|football|basketball|the\s+piano|the\s+guitar))?|(?:do|does|did|done)\s+(?:it|the\s+job|the\s+work|this|that))\s+(?:very\s+|so\s+|really\s+|quite\s+)?)good(?=\s*[.!?,]|\s*$|\s+(?:yesterday|today|last|after|in|at|because|when|this)\b)/g,
    () => 'well',
    'How one does something takes an adverb: "She sings well" ("good" describes a thing: "a good song").',
  ],
  // "He made a good job" -> "did a good job" (not "made a good job of it", British English).
  [
    /\b(make|makes|made|making)(?=\s+a\s+(?:good|great|nice|fine|bad|terrible)\s+job\b(?!\s+of\b))/gi,
    (m) => matchCase(DO_OF_MAKE[m[1]!.toLowerCase()]!, m[1]!),
    'One "does" a good job: "He did a good job".',
  ],
  [
    /\b([Ll])oosing\b/g,
    (m) => `${m[1]}osing`,
    '"Lose" (losing) is to stop having something; "loose" means not tight.',
  ],
  [
    /\b((?:will|would|can|could|may|might|must|should|don't|didn't|doesn't|won't|never|not)\s+)loose\b(?!\s+(?:fit|fitting|ends?|change|clothes|clothing)\b)/gi,
    (m) => `${m[1]}lose`,
    '"Lose" is to stop having something; "loose" means not tight.',
  ],
  [
    /\b((?:I|you|we|they|You|We|They|would|will|can|could|should|to|strongly)\s+)advice(?=\s+(?:you|him|her|them|us|me|people|everyone|students|that)\b)/g,
    (m) => `${m[1]}advise`,
    '"Advise" is the verb; "advice" is the noun.',
  ],
  // "He advice me to study", "My teacher advice me" -> "advises": one person, the verb's "-s".
  [
    new RegExp(
      `\\b((?:[Hh]e|[Ss]he|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]he) (?:${[...FAMILY_AND_FRIENDS].join('|')}|doctor))\\s+)advice(?=\\s+(?:you|him|her|them|us|me)\\b)`,
      'g',
    ),
    (m) => `${m[1]}advises`,
    '"Advise" is the verb ("he advises"); "advice" is the noun.',
  ],
  [
    /\b((?:my|your|his|her|our|their|some|the|this|that|good|any|of|for|much)\s+)advise\b(?!\s+(?:you|him|her|them|us|me)\b)/gi,
    (m) => `${m[1]}advice`,
    '"Advice" is the noun; "advise" is the verb.',
  ],
  // "He gave me an advise" -> "gave me advice": the noun, which takes no "a" ("a piece of advice"); as
  // "a useful advice" -> "useful advice" (the uncountable-noun rule).
  [
    /\b(?:[Aa]n|[Aa])\s+((?:good|useful|great|helpful|valuable)\s+)?advise\b(?!\s+(?:you|him|her|them|us|me)\b)/g,
    (m) => matchCase(`${m[1] ?? ''}advice`, m[0]),
    '"Advice" is the noun, and takes no "a": "He gave me advice" (or "a piece of advice").',
  ],
  // "Please give me some advises" -> "some advice": the noun has no plural ("He advises" is the verb).
  [
    /\b((?:my|your|his|her|our|their|some|any|good|useful|valuable)\s+)advises\b/gi,
    (m) => `${m[1]}advice`,
    '"Advice" is the noun, and has no plural: "some advice"; "advises" is the verb.',
  ],
  [
    /\b((?:a|an|the|great|big|good|bad|negative|huge|strong|major|side|no|any|little|significant|serious|direct|lasting)\s+)affect(s?)(?=\s+(?:on|of)\b)/gi,
    (m) => `${m[1]}effect${m[2]}`,
    '"Effect" is the noun (a result); "affect" is the verb.',
  ],
  [
    /\b([Ww])eather(?=\s+or\s+not\b)/g,
    (m) => `${m[1]}hether`,
    '"Whether or not": "weather" is rain and sun.',
  ],
  [
    /\b([Tt])heir(?=\s+(?:is|are|was|were)\b)/g,
    (m) => `${m[1]}here`,
    '"There is/are" says something exists; "their" is "of them".',
  ],
  // "a big lose" -> "loss"; "a lose tooth" -> "loose": before a noun the word describes it.
  [
    /\b((?:a|the|big|great|huge|heavy|total)\s+)lose\b(?![-‐])(?=\s+([a-z]+)|)/gi,
    (m) =>
      `${m[1]}${m[2] !== undefined && isNoun(m[2]) && !/^(?:of|for|to|in)$/.test(m[2]) ? 'loose' : 'loss'}`,
    '"Loss" is the noun, "loose" describes ("a loose tooth"); "lose" is the verb.',
  ],
  // "the best day of my live" -> "life", "It was a big lost for us" -> "loss": after "my" or "a", the noun, where
  // no noun follows ("their live show", "a lost cause" describe).
  [
    /\b((?:my|your|his|her|our|their|whole|daily|social|family|school)\s+)live(?=\s*(?:[.,!?;:]|$)|\s+(?:is|was|has|and|but|in|with|because|will|so)\b)|\b((?:a|big|great|huge|heavy|total)\s+)lost(?=\s*(?:[.,!?;:]|$)|\s+(?:for|to|of|and|but|because)\b)/gi,
    (m) => (m[1] !== undefined ? `${m[1]}life` : `${m[2]}loss`),
    '"Life" and "loss" are the nouns; "live" and "lost" are verbs: "my life", "a big loss".',
  ],
  // "He past the exam", "I past by the shop" -> "passed": after a subject, the verb's past (Harper made it
  // "pasts").
  [
    /(?<=\b(?:I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Yy]ou)\s+)past(?=\s+(?:the|a|an|my|his|her|their|our|your|all|by|through|away)\b)/g,
    () => 'passed',
    '"Past" is a time or a place one goes by ("in the past", "walk past"); the verb\'s past is "passed": "He passed the exam".',
  ],
  // "I excepted his offer" -> "accepted": after a subject, taking what is offered is "accept" ("except" leaves
  // out; and "all of you except the new boy" is the preposition, so only "excepted" and "excepts").
  [
    /(?<=\b(?:I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Yy]ou)\s+)except(ed|s)(?=\s+(?:the|a|an|my|his|her|their|our|your|it|this|that)\b)/g,
    (m) => `accept${m[1]}`,
    '"Accept" is to take what is offered ("I accepted his offer"); "except" means "leaving out".',
  ],
  // "It effects our health" -> "affects": after a subject and before an object, the verb is "affect".
  [
    /(?<=\b(?:[Ii]t|[Hh]e|[Ss]he|[Tt]hey|[Ww]e|I|[Yy]ou|[Ss]moking|[Pp]ollution|[Ss]tress)\s+)effect(s?)(?=\s+(?:our|my|your|his|her|their|its|the|people|children|students|us|them|him|me|everyone)\b)/g,
    (m) => `affect${m[1]}`,
    '"Affect" is the verb ("It affects our health"); "effect" is the noun ("a great effect").',
  ],
  [
    /\b((?:can|can't|cannot|could|couldn't|to|will|must)\s+)breath\b/gi,
    (m) => `${m[1]}breathe`,
    '"Breathe" is the verb; "breath" is the noun.',
  ],
  [
    // Not "She is quiet a lot of the time": after "be" or "keep", "quiet" is the adjective and "a lot" the time.
    /\b([Qq])uiet(?=\s+(?:good|bad|easy|difficult|hard|different|similar|interesting|important|expensive|cheap|sure|true|simple|clear|common|popular|useful|surprised|far|often|well|a|an|few)\b)(?!(?<=\b(?:am|is|are|was|were|be|been|being|keep|keeps|kept|stay|stays|stayed|remain|remains|remained)\s+[Qq]uiet)\s+a\s+(?:lot|while|moment|bit|little)\b)/g,
    (m) => `${m[1]}uite`,
    '"Quite" means "fairly"; "quiet" means not loud.',
  ],
  [
    /\b((?:a|the|my|your|his|her|our|their|good|right|wrong|best|difficult|hard|final|personal|own)\s+)choose\b/gi,
    (m) => `${m[1]}choice`,
    '"Choice" is the noun; "choose" is the verb.',
  ],
  [/\b([Mm])edias\b/g, (m) => `${m[1]}edia`, '"Media" is already a plural (of "medium").'],
  // "There are to many people", "The box is to heavy for me", "She looks to pretty" -> "too": after "be" or
  // "look", "to" + "many", or an adjective that is no verb ending its clause or before "for", "to" … ("The
  // plan is to slow down" keeps its "to").
  [
    new RegExp(
      String.raw`\b((?:am|is|are|was|were|be|been|looks?|looked|seems?|seemed|[a-z]+['’](?:s|re))\s+)to(?=\s+(?:many|much)\b|\s+(?:big|small|late|early|hard|difficult|expensive|old|young|tired|hot|cold|far|high|low|heavy|pretty|busy|cheap|long|short|loud|noisy|crowded|dangerous|tall|fat|weak|strong|lazy|shy|good|bad|hungry|full|sad|happy|boring|beautiful|quiet|simple|easy|serious|lucky|careful)\b(?![-‐])${AFTER_ADJECTIVE})`,
      'gi',
    ),
    (m) => `${m[1]}too`,
    '"Too" means more than enough; "to" is a preposition.',
  ],
  // "My English is not so well", "The weather today is very well" -> "good", "My English is fluently" ->
  // "fluent": a thing is good; "well" says how something is done ("I speak English well"), or that a person is
  // healthy ("I am not well"). Not "My writing is well organised", "The plan was well thought out".
  [
    /\b((?:(?:my|your|his|her|our|their)\s+(?:English|Chinese|French|Japanese|pronunciation|grammar|spelling|handwriting|writing|speaking|listening|vocabulary|score|scores|grade|grades|result|results)|the\s+(?:weather|food|film|movie|book|idea|plan|party|trip|weekend|holiday|lesson|game|match|service|restaurant|hotel|news)(?:\s+(?:today|here))?)\s+(?:is|was|are|were|isn't|wasn't|aren't|weren't)\s+(?:not\s+)?(?:so\s+|very\s+|quite\s+|really\s+|too\s+)?)(well|fluently)\b(?=\s*(?:[.,!?;]|$|(?:and|but|because|so|yet|now|enough|today|here)\b))/gi,
    (m) => `${m[1]}${m[2]!.toLowerCase() === 'fluently' ? 'fluent' : 'good'}`,
    '"Good" says what a thing is like ("My English is good"); "well" says how you do something ("I speak English well").',
  ],
  // "He studies hardly" -> "hard": "hard" is how much effort; "hardly" means "almost not" ("He hardly studies").
  [
    /\b((?:work|works|worked|working|study|studies|studied|studying|try|tries|tried|trying|practise|practises|practised|practice|practices|practiced|practicing|train|trains|trained|training)\s+(?:very\s+|so\s+|really\s+)?)hardly\b(?!\s+(?:at\s+all|ever|any|anything|anyone|enough)\b)/gi,
    (m) => `${m[1]}hard`,
    '"Hard" says how much effort ("work hard"); "hardly" means "almost not" ("I can hardly see").',
  ],
  // "Beside, it is cheap" -> "Besides,": "besides" adds a point; "beside" means "next to".
  [
    /(^|[.!?]\s+)(Beside)(?=\s*,)/g,
    (m) => `${m[1]}Besides`,
    '"Besides" adds a point ("also"); "beside" means "next to".',
  ],
  // "We celebrate it in china" -> "in China": the country's name (china, no capital, is porcelain: "made of
  // china").
  [
    /(?<=\b(?:in|to|from|visit|visited|visiting|across|around|over)\s+)china\b/g,
    () => 'China',
    'The country is "China", with a capital.',
  ],
  // "I went their last year", "We will go their tomorrow" -> "there": after going or staying, "their" with
  // no noun after it is the place ("They went their separate ways" keeps it).
  [
    /(?<=\b(?:go|goes|went|going|gone|come|comes|came|coming|get|got|getting|live|lives|lived|living|stay|stays|stayed|staying|arrive|arrived|travel|traveled|travelled|move|moved|walk|walked|drive|drove)\s+)their(?=\s*(?:[.,!?;:]|$)|\s+(?:now|too|again|yesterday|tomorrow|today|before|soon|often|alone|together|with|by|and|but|because|for|every\s+(?:day|week|year|summer|weekend)|(?:last|next|this)\s+(?:year|week|month|summer|winter|weekend|night|time|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday))\b)/g,
    () => 'there',
    '"Their" is what belongs to them ("their house"); a place is "there": "I went there last year".',
  ],
  // "This is were he lives", "the town were I grew up" -> "where": a place, then a clause of its own (Harper
  // would drop the "were": "This is he lives"). Not in a question: "The people in the room were they tired?".
  [
    /(?<=\b(?:is|was|place|city|town|village|room|house|school|country|restaurant|park)\s+)were(?=\s+(?:he|she|it|they|we|you|I)\s+(?!not\b|also\b|all\b)[a-z]+)(?![^.!?]*\?)/g,
    () => 'where',
    '"Were" is a past of "be"; the place where something happens is "where": "This is where he lives".',
  ],
  // "What is you name?", "I like you dress" -> "your": "you" before a thing it has, which ends the clause.
  [
    /(?<=\b(?:is|was|are|were|like|love|likes|loves|liked|loved|what['’]s|know|tell\s+me|see)\s+)you(?=\s+(?:name|age|job|address|number|email|birthday|hobby|hobbies|favou?rite\s+[a-z]+|family|dress|shirt|bag|phone|car|house|mother|father|parents|brother|sister|friend|friends|teacher|school|home)\s*(?:[.,!?]|$))/gi,
    (m) => matchCase('your', m[0]),
    '"Your" is what belongs to you: "What is your name?"; "you" is the person.',
  ],
  // "I don't no the answer" -> "know": after "don't" or "do not", "no" is the verb "know".
  [
    /(?<=\b(?:do|does|did)(?:n['’]t|\s+not)\s+)no(?=\s+(?:the|what|how|why|where|when|who|which|if|whether|that|this|anything|much|about|him|her|them|it|you|me|any|a|an|my|his|their|your|our)\b|\s*[.,!?]|\s*$)/gi,
    (m) => matchCase('know', m[0]),
    '"No" is the opposite of "yes"; the verb is "know": "I don\'t know the answer".',
  ],
  // "Id like a coffee" -> "I'd like": "I would" before a verb of wanting, at a clause's start ("Id" is no word
  // a learner means there).
  [
    /(?<=^|[.!?,]\s+|\b(?:and|but|so|because|think)\s+)id(?=\s+(?:like|love|rather|prefer|better)\b)/gi,
    () => "I'd",
    '"I\'d" (I would) needs its apostrophe: "I\'d like a coffee".',
  ],
  // "There going to the park" -> "They're going": "they're" is "they are".
  [
    /(?<=^|[.!?]\s+)There(?=\s+(?:going|coming|doing|playing|working|studying|talking|eating|waiting|leaving|watching)\b)/g,
    () => "They're",
    '"They\'re" is "they are": "They\'re going to the park".',
  ],
  // "I have to much homework" -> "too much": "too" says more than enough (not "This applies to many people").
  [
    /(?<=\b(?:have|has|had|is|are|was|were|be|eat|ate|eats|drink|drank|spend|spent|cost|costs|it['’]s|there['’]s)\s+)to(?=\s+(?:much|many)\b)/g,
    () => 'too',
    '"Too" says more than enough: "I have too much homework".',
  ],
  // "Lets go!" -> "Let's go!", "I cant swim" -> "can't", "Whats your name?" -> "What's": the apostrophe of a
  // short form. "He lets go", "a wont" and "cant" are words of their own, so only before what shows the
  // short form.
  [
    /(?<=^|[.!?]\s+)Lets(?=\s+(?:go|do|play|eat|try|see|talk|start|have|make|get|meet|watch|sing|dance|begin)\b)/g,
    () => "Let's",
    '"Let\'s" is "let us": "Let\'s go!"',
  ],
  // "I cant swim", "It wont work" -> "can't", "won't": before a verb of a short list, or any verb after a
  // subject pronoun ("as is his wont", "thieves' cant" are words of their own).
  [
    /\b([Cc]a|[Ww]o)nt(?=\s+([a-z]+)\b)/g,
    (m) =>
      SHORT_FORM_VERBS.has(m[2]!) ||
      (isVerb(m[2]!) && /\b(?:I|you|he|she|it|we|they)\s+$/i.test(m.input.slice(0, m.index)))
        ? `${m[1]}n't`
        : m[0],
    'A short form keeps its apostrophe: "I can\'t swim", "I won\'t go".',
  ],
  [
    /\b([Ww]hat|[Tt]hat)s(?=\s+(?:your|the|his|her|their|our|my|this|that|up|wrong|going|happening|new|it|right|true|why|all|fine|good|great|a|an|not|what|how)\b)/g,
    (m) => `${m[1]}'s`,
    'A short form keeps its apostrophe: "What\'s your name?"',
  ],
];
