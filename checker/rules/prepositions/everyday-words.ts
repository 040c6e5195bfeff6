import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { isVerb, lemmaOfPast, nounNumber, pluralOf, singularOf } from '../../lexicon/forms';
import { ingForm } from '../../lexicon/inflect';
import {
  matchCase,
  GROUP_NOUNS,
  isMassNoun,
  PLURAL_NOUNS,
  PLACE_NAMES,
  SUBJECT_OF_OBJECT,
  ADJECTIVE_OF_ADVERB,
} from '../../lexicon/words';

/*
 * Preposition phrases, the table's second part: everyday words used where English has another ("close the
 * light" -> "turn off", "do mistakes" -> "make", "see TV" -> "watch"), pronouns in a pair ("Me and my friend"),
 * amounts ("a few money"), verbs that take their object directly ("reach to the station", "visit to"), among others.
 */

/** Rows of PREPOSITION_PHRASES (learner-prepositions.ts), in the order they are tried. */
export const EVERYDAY_WORD_PHRASES: PhraseTable = [
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
];
