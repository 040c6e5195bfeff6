import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { isVerb, lemmaOfPast, pluralOf, singularOf } from '../../lexicon/forms';
import { ingForm } from '../../lexicon/inflect';
import { matchCase, REFLEXIVES } from '../../lexicon/words';
import { TIME_HAD_BEFORE, AFTER_ACTIVITY, SUBJECT_STARTS_CLAUSE } from './words';

/*
 * Preposition phrases, the table's third part: set phrases a learner half remembers ("In my point of view",
 * "as following", "by walk"), comparisons with their own word ("senior than" -> "senior to", "the same with"
 * -> "the same as"), and verbs of going before an adverb ("go to abroad", "go to downtown"), among others.
 */

/** Rows of PREPOSITION_PHRASES (learner-prepositions.ts), in the order they are tried. */
export const SET_PHRASES: PhraseTable = [
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
