import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { isNoun, isVerb } from '../../lexicon/forms';
import {
  AFTER_ADJECTIVE,
  indefiniteArticle,
  matchCase,
  FAMILY_AND_FRIENDS,
  ADJECTIVE_OF_ADVERB,
} from '../../lexicon/words';
import {
  SHORT_FORM_VERBS,
  ADJECTIVE_OF_NOUN,
  NOUNS_OF_ADJECTIVES,
  PEOPLE_NOUNS,
  DO_OF_MAKE,
  HAIR_LOOKS,
} from './words';

/*
 * Words mixed up, the table's second part (after word-choice/confused-words.ts): mostly a word in the wrong
 * form for its place ("very happily" -> "happy", "obviously that" -> "obvious", "a carefully driver", "danger"
 * -> "dangerous", "very good" -> "well"), uncountable nouns counted ("works", "helps", "hairs"), and look-alikes
 * ("lost the bus" -> "missed", "live" -> "life", "effects" -> "affects", "you name" -> "your", "cant").
 */

/** The rows of CONFUSED_WORDS (confused-words.ts) after its own, tried in this order after them. */
export const MORE_CONFUSED_WORDS: PhraseTable = [
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
