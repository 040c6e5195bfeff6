import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { isNoun, isVerb, pluralOf } from '../../lexicon/forms';
import {
  indefiniteArticle,
  matchCase,
  isMassNoun,
  FAMILY_AND_FRIENDS,
  ADJECTIVES_WITHOUT_BE,
  OBJECT_OF_SUBJECT,
} from '../../lexicon/words';
import { MORE_CONFUSED_WORDS } from './more-confused-words';
import {
  PLACES_GONE_TO,
  ONE_THING,
  isPlainAdjective,
  adjectiveOfAdverb,
  adverbOf,
  MONTH_BEFORE,
  isManyBefore,
  FROM_AFTER,
} from './words';

/*
 * Words mixed up: words that look or sound alike ("form" for "from", "by" for "buy", "fell" for "feel",
 * "except" for "accept", "its" for "it's"), "so" for "such", a pronoun's forms ("between you and I"). The
 * table goes on in more-confused-words.ts; its rows are tried in order.
 */

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
  ...MORE_CONFUSED_WORDS,
];
