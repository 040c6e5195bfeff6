import { isNoun, isVerb, lemmaOfPast, nounNumber, pastOf } from '../lexicon/forms';
import { ingForm, lemmasOfIng, lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import { PRESENT_OF_BE } from './learner-sentence-time';
import type { PhraseTable } from '../engine/phrase-table';
import {
  PEOPLE_WORDS,
  matchCase,
  OBJECT_OF_SUBJECT,
  PERSON_WORDS,
  PREPOSITIONS,
  wordTable,
} from '../lexicon/words';

/** Words after "no" that make it no determiner: "no longer", "no matter", "no sooner". */
const NOT_AFTER_NO = new Set(['longer', 'matter', 'sooner', 'less']);

/*
 * Learner rules about how a clause is built, wherever the whole phrase occurs: a question's words ("How to
 * say it?", "Do you can"), a negation ("I no like it", "didn't do nothing"), a clause joined by a word that
 * takes a noun ("In spite of he was tired"), a reported command or question ("told me don't worry").
 */

/** Verbs whose "in" is their own ("come in", "log in", "fill in"), in any form. */
const IN_PARTICLE_VERBS =
  /^(?:c[oa]m(?:e|es|ing)|go|goes|went|going|gets?|got|getting|mov(?:e|es|ed|ing)|log(?:s|ged|ging)?|check(?:s|ed|ing)?|fill(?:s|ed|ing)?|giv(?:e|es|en|ing)|gave|breath(?:e|es|ed|ing)|sign(?:s|ed|ing)?|plug(?:s|ged|ging)?|turn(?:s|ed|ing)?|join(?:s|ed|ing)?|fit(?:s|ted|ting)?|walk(?:s|ed|ing)?|step(?:s|ped|ping)?|drop(?:s|ped|ping)?|break(?:s|ing)?|broke|let(?:s|ting)?|bring(?:s|ing)?|brought|put(?:s|ting)?|hand(?:s|ed|ing)?|run(?:s|ning)?|ran|jump(?:s|ed|ing)?|fall(?:s|ing)?|fell|lock(?:s|ed|ing)?|tak(?:e|es|en|ing)|took|drive[sn]?|drove|driving|fl(?:y|ies|ew|ying)|settl(?:e|es|ed|ing))$/;

/** Whether the last thing named ("my keys", "the book") is more than one: what "it" or "them" stands for. */
function lastThingIsPlural(before: string): boolean {
  const things = [...before.matchAll(/\b(?:my|the|a|an|your|his|her|our|their)\s+([a-z]+)\b/g)];
  const last = things.at(-1)?.[1];
  return last !== undefined && nounNumber(last) === 'plural';
}

/** The auxiliary whose short negation drops letters: "can't" is "ca" + "n't", "won't" is "wo" + "n't". */
const FULL_AUXILIARY = wordTable<string>({ ca: 'can', wo: 'will' });

/** Verbs of what someone there is doing, which take -ing: "There is a man standing at the door". */
const THERE_ACTIVITIES =
  /^(?:stands?|sits?|waits?|walks?|runs?|plays?|sings?|talks?|cry|cries|sleeps?|lie|lies|dances?)$/;
/** What follows a verb with its "to" or object: "want to see you", "live in my street". */
const WHO_VERB_NEXT = /^(?:to|me|you|him|her|us|them|the|a|an|my|your|his|our|their|in|at|with|for)$/;

/** Clauses built the way Chinese builds them, and how English builds them ("I no like it" -> "I don't like it"). */
export const CLAUSE_PHRASES: PhraseTable = [
  // "The most important is to be happy" -> "The most important thing is" (最重要的是): an adjective with "the"
  // names no thing by itself before "to" or "that" (not "Of the three, the most important is cost", one of
  // things named; nor "What is most important is"; nor "The best is yet to come").
  [
    /(?<=^|[.!?]\s+)((?:The|the)\s+(?:most\s+|more\s+)?(?:important|difficult|interesting|exciting|useful|serious|basic))(?=\s+(?:is|was)\s+(?:to|that)\b)/g,
    (m) => `${m[1]} thing`,
    'An adjective names no thing by itself here: "The most important thing is to be happy".',
  ],
  // "Compare with the past, life is easier" -> "Compared with" (与过去相比): the opening phrase is the
  // participle (not "Compare with the past, and you will see", an order that "and" goes on from).
  [
    /(?<=^|[.!?]\s+)Compare(?=\s+(?:with|to)\s+[^,.;!?]+,(?!\s*(?:and|then)\b))/g,
    () => 'Compared',
    'The opening phrase is "Compared with …": "Compared with the past, life is easier now".',
  ],
  // "I gonna go", "They gonna be rich" -> "I am going to go": "gonna" is "going to", which needs its "be"
  // ("I'm gonna go" is informal, and left to the writer).
  [
    /\b(I|you|we|they|he|she|it|You|We|They|He|She|It|[a-z]+)\s+gonna\b/g,
    (m) => {
      // "these countries gonna be" -> "are going to": a noun subject's own number says which.
      const word = m[1]!;
      const number = PRESENT_OF_BE[word.toLowerCase()] ? undefined : nounNumber(word);
      const be = PRESENT_OF_BE[word.toLowerCase()] ?? (number === 'plural' ? 'are' : number && 'is');
      return be ? `${word} ${be} going to` : m[0];
    },
    '"Gonna" is "going to", which needs "am/is/are": "I am going to go".',
  ],
  // "When you be a student, …" -> "When you are": a clause of time or reason needs a finite verb. Not "if",
  // whose "If it be so" is a (formal) subjunctive.
  [
    /\b((?:[Ww]hen|[Ww]henever|[Bb]ecause|[Ww]hile|[Bb]efore|[Aa]fter|[Uu]ntil|[Oo]nce)\s+(I|you|we|they|he|she|it)\s+)be\b/g,
    (m) => `${m[1]}${PRESENT_OF_BE[m[2]!.toLowerCase()]}`,
    'After "when", "because" and the like, the clause needs "am/is/are": "When you are a student".',
  ],
  // "He told me don't worry" -> "told me not to worry": a command reported after "tell/ask" + the person.
  [
    /\b((?:tell|tells|told|telling|ask|asks|asked|asking)\s+(?:me|you|him|her|us|them)\s+)(?:don't|do\s+not)(?=\s+[a-z])/gi,
    (m) => `${m[1]}not to`,
    'A command told to someone becomes "not to" + the verb: "He told me not to worry".',
  ],
  // "I have ever been to Japan" -> "I have been": "ever" asks ("Have you ever been?") or follows a
  // superlative or a negation ("the best I have ever seen"), not a plain statement that starts the sentence.
  [
    /(^|[.!?]\s+)((?:I|We|You|They|He|She)\s+(?:have|has|had)\s+)ever\s+(?=(?:been|seen|visited|eaten|tried|read|heard|met|gone|traveled|travelled|learned|learnt|studied|played|watched|lived|worked)\b)/g,
    (m) => `${m[1]}${m[2]}`,
    '"Ever" goes in questions ("Have you ever been?") and after "never", "the best"; a statement needs no "ever".',
  ],
  // "This is the book what I bought" -> "that": "what" is "the thing that", so it takes no noun before it.
  [
    /\b((?:is|was|are|were)\s+(?:the|a|an)\s+[a-z]+\s+)what(?=\s+(?:I|you|he|she|we|they)\s+(?!am\b|is\b|are\b|was\b|were\b|should\b|could\b|would\b|can\b|will\b|must\b)[a-z]+)/g,
    (m) => `${m[1]}that`,
    'After a noun, use "that" or "which": "the book that I bought" ("what" already means "the thing that").',
  ],
  // "I didn't do nothing" -> "anything": one negation is enough in English. A "be" only after "there"
  // ("There isn't nothing"): "It isn't nothing to me" says it is something.
  [
    /\b((?:don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't|haven't|hasn't|(?<=\b[Tt]here\s+)(?:isn't|aren't|wasn't|weren't))\s+(?:[a-z]+\s+)?)(nothing|nobody|nowhere)\b/gi,
    (m) =>
      `${m[1]}${({ nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere' } as const)[m[2]!.toLowerCase() as 'nothing']}`,
    'One negation is enough: "I didn\'t do anything" (or "I did nothing").',
  ],
  // "He don't have no money" -> "any money", "I didn't see no one" -> "anyone": "no" before what is had or
  // done, after a negated verb ("I can't say no to him", "It doesn't matter no longer" keep theirs).
  [
    /(?<=\b(?:don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't)\s+[a-z]+\s+)no(\s+one\b)?(?=\s+([a-z]+)\b|\s*[.,!?;]|\s*$)/gi,
    (m) => {
      if (m[1]) return 'anyone';
      const next = m[2]?.toLowerCase();
      return next === undefined || PREPOSITIONS.has(next) || NOT_AFTER_NO.has(next) ? m[0] : 'any';
    },
    'One negation is enough: "He doesn\'t have any money" (or "He has no money").',
  ],
  // "I can't hardly see it" -> "I can hardly see it", "hardly never" -> "hardly ever": "hardly" is a negation
  // already.
  [
    /\b(?:(can|could|do|does|did|would|will)\s+not|(ca|could|do|does|did|would|wo)n['’]t|(can)not)\s+(hardly|barely|scarcely)\b/gi,
    (m) => {
      const written = (m[1] ?? m[2] ?? m[3])!;
      const auxiliary = FULL_AUXILIARY[written.toLowerCase()] ?? written;
      return `${matchCase(auxiliary, written)} ${m[4]}`;
    },
    '"Hardly" is a negation already: "I can hardly see it".',
  ],
  // "How to say it in English?" -> "How do you say" (怎么说): a question needs its verb and subject.
  [
    /^(\s*)How\s+to\s+(say|spell|pronounce|write|use|read)\b(?=[^.!]*\?\s*$)/g,
    (m) => `${m[1]}How do you ${m[2]}`,
    'A question needs a subject and a verb: "How do you say it in English?"',
  ],
  // "How do you call this in English?" -> "What do you call" (怎么称呼): one calls a thing a name, so the
  // question asks for the name. Only of "this/that/it": "How do you call your mother?" may ask how one phones.
  [
    /^(\s*)How(\s+do\s+you\s+call)(?=\s+(?:this|that|it|these|those)(?:\s+(?:thing|word|food|dish))?(?:\s+in\s+\p{L}+)?\s*\?\s*$)/gu,
    (m) => `${m[1]}What${m[2]}`,
    'One calls a thing a name, so the question asks "what": "What do you call this in English?"',
  ],
  // "Do you can help me?" -> "Can you help me?": a modal makes its own question, with no "do".
  [
    /\b([Dd])o(\s+(?:you|we|they|I))\s+(can|could|will|would|should|must)\b/g,
    (m) => `${m[1] === 'D' ? m[3]![0]!.toUpperCase() : m[3]![0]}${m[3]!.slice(1)}${m[2]}`,
    'A modal makes its own question, with no "do": "Can you help me?"',
  ],
  // "I no like it", "I not like it" -> "I don't like it" (我不喜欢): a verb is negated with "do not".
  [
    /\b(I|you|we|they|he|she|You|We|They|He|She)\s+not?\s+(like|want|know|understand|need|have|care|think|believe|agree|eat|go|remember)\b/g,
    (m) => `${m[1]} ${/^(?:he|she)$/i.test(m[1]!) ? `doesn't` : `don't`} ${m[2]}`,
    'A verb is negated with "do not": "I don\'t like it" ("no" goes before a noun: "no time").',
  ],
  // "I have a question want to ask you" -> "a question I want to ask you" (我有个问题想问你), "I have a lot of
  // things need to do" -> "things I need to do": the second verb needs its subject.
  [
    /\b(I|We|we)(\s+have\s+(?:a\s+question|some\s+questions|something|a\s+thing|a\s+favou?r|news|(?:a\s+lot\s+of|lots\s+of|many|so\s+many|some)\s+things))\s+(want|would\s+like|need)\s+to\b/g,
    (m) => `${m[1]}${m[2]} ${m[1] === 'We' ? 'we' : m[1]} ${m[3]} to`,
    'The second verb needs its subject: "I have a question I want to ask you".',
  ],
  // "In spite of he was tired" -> "Although he was tired": "in spite of" takes a noun; a clause takes
  // "although".
  [
    /\b([Ii])n\s+spite\s+of(?=\s+(?:I|he|she|we|they|it|you)\s+(?:was|were|is|are|am|had|has|have|did|do|does|could|can)\b)/g,
    (m) => (m[1] === 'I' ? 'Although' : 'although'),
    '"In spite of" takes a noun ("in spite of the rain"); a clause takes "although": "Although he was tired".',
  ],
  // "Even he is old, he still works", "Even I tried hard, I failed" -> "Even though": "even" alone does not
  // join a clause (not "Even he knows it": even he; nor "Even you can do it, I think", where the comma sets
  // off a comment). The verb is an auxiliary or a past that is no present too ("Even I read it, …").
  [
    /(?<=^|[.!?]\s+)Even(?=\s+(?:I|he|she|we|they|it|you)\s+([a-z]+)\b[^,.!?]*,\s+(?!(?:I|we|you)\s+(?:think|guess|believe|suppose|hope|mean|know|see)\s*[.!?,])(?:I|he|she|we|they|it|you)\b)/g,
    (m) =>
      /^(?:was|were|is|are|am|had|has|have|can|could)$/.test(m[1]!) ||
      (lemmaOfPast(m[1]!) !== undefined && !isVerb(m[1]!))
        ? 'Even though'
        : m[0],
    '"Even" alone does not join a clause: "Even though he is old, he still works".',
  ],
  // "There is a man stand(s) at the door" -> "standing": what someone there is doing takes -ing; so after
  // "Who is the …" ("Who is the girl stands there?", 谁是站在那里的女孩). Any other verb with its "to" or
  // object after "there is" and a person takes "who" (有一个人想见你): "There is a man want to see you" ->
  // "a man who wants", "There was an old man live in the village" -> "who lived" (not "There are many people
  // like him": "like" is a preposition too).
  [
    new RegExp(
      String.raw`\b((?:[Tt]here\s+(is|was|are|were)\s+(?:a|an|some|one|two|three|many)(?:\s+[a-z]+)??|[Ww]ho\s+(?:is|was|are|were)\s+the)\s+(man|woman|boy|girl|child|person|lady|guy|student|teacher|friend|doctor|worker|dog|cat|men|women|boys|girls|children|people|students|teachers|friends|workers|dogs|cats)\s+)([a-z]+)\b(?=\s+([a-z]+)|\s*[.,!?;]|\s*$)`,
      'g',
    ),
    (m) => {
      const [, before = '', be, noun = '', verb = '', next = ''] = m;
      if (THERE_ACTIVITIES.test(verb))
        return `${before}${ingForm(isVerb(verb) ? verb : lemmasOfThirdPerson(verb).find(isVerb)!)}`;
      // "who" stands for people ("There is a dog want the food" is left).
      const person = !/^(?:dog|cat)s?$/.test(noun);
      const plainVerb = isVerb(verb) && !isNoun(verb) && !PREPOSITIONS.has(verb);
      if (!be || !person || !plainVerb || !WHO_VERB_NEXT.test(next)) return m[0];
      const form = /^(?:was|were)$/.test(be) ? pastOf(verb) : be === 'is' ? thirdPersonOf(verb) : verb;
      return form ? `${before}who ${form}` : m[0];
    },
    'What someone there is doing takes -ing ("There is a man standing at the door"), and what they do, "who": "There is a man who wants to see you".',
  ],
  // "He not is here" -> "He is not here": "not" goes after "be".
  [
    /\b(I|you|we|they|he|she|it|You|We|They|He|She|It)\s+not\s+(am|is|are|was|were)\b/g,
    (m) => `${m[1]} ${m[2]} not`,
    '"Not" goes after "be": "He is not here".',
  ],
  // "I am not agree", "They are not enjoy their life" -> "I don't agree", "They don't enjoy": a verb is
  // negated with "do not" (not "like", which is also a preposition: "He is not like his brother"; not "live"
  // or "open", which are also adjectives).
  [
    /\b(I|you|we|they|he|she|it|You|We|They|He|She|It|[Pp]eople|[Ss]tudents|[Cc]hildren|[Pp]arents)(?:\s+(am|are|is|was|were)|['’](m|re|s))\s+not\s+(agree|disagree|belong|depend|enjoy|want|know|need|understand|believe|care|remember|hate|study|play|eat|have|think|feel|mind|trust)\b/g,
    (m) => {
      const be = (m[2] ?? m[3])!;
      const past = /^(?:was|were)$/.test(be);
      const third = /^(?:is|s)$/.test(be) || /^(?:he|she|it)$/i.test(m[1]!);
      return `${m[1]} ${past ? `didn't` : third ? `doesn't` : `don't`} ${m[4]}`;
    },
    'A verb is negated with "do not", not "be not": "I don\'t agree", "They don\'t enjoy it".',
  ],
  // "It's take a long time", "It is take two hours" -> "It takes": "take" is the verb, with no "be".
  [
    /\b([Ii]t)(?:['’]s|\s+is|\s+(was))\s+take(?=\s+(?:a|an|the|me|us|him|her|them|you|two|three|four|five|ten|many|several|some|about|only|at|\d)\b)/g,
    (m) => `${m[1]} ${m[2] ? 'took' : 'takes'}`,
    '"Take" is the verb, with no "be": "It takes a long time".',
  ],
  // "I am very like it" -> "I really like it", "I am very appreciate your help" -> "I really appreciate": "very"
  // goes with no verb, and the verb needs no "be". "Like" a verb follows ("I am very like play football") is
  // the liking one too; not "I am very like my father", which is right.
  [
    /\b(I|you|we|they|You|We|They)(?:\s+(?:am|are)|['’](?:m|re))\s+very\s+(?:(love|enjoy|appreciate|miss)\b|(like)(?=\s+(?:it|this|that|to\s+[a-z]+|[a-z]+ing)\b)|(like)(?=\s+([a-z]+)\b))/g,
    (m) => (m[4] && !isVerb(m[5]!) ? m[0] : `${m[1]} really ${m[2] ?? m[3] ?? m[4]}`),
    '"Like" is a verb: no "be" before it, and "really" (not "very") before a verb: "I really like it".',
  ],
  // "a city which located in the south" -> "which is located" (位于): a place is located, passive.
  [
    /\b((?:which|that)\s+)(located|situated)(?=\s+(?:in|at|on|near|between|beside|by|along)\b)/g,
    (m) => `${m[1]}is ${m[2]}`,
    'A place "is located" (passive): "a city which is located in the south".',
  ],
  // "a village that called Lijiang" -> "that is called" (叫做): a name is given, passive; not "the man that
  // called me".
  [
    /\b((?:which|that)\s+)(called|named)(?=\s+(?:\p{Lu}|["“']))/gu,
    (m) => `${m[1]}is ${m[2]}`,
    'A name is given to a place (passive): "a village that is called Lijiang".',
  ],
  // "How is the weather like?" -> "What is the weather like?": "like" asks "what", "how" asks without it.
  [
    /\bHow(\s+(?:is|was|are|were)\s+(?:the|your|his|her|their|our|my|this|that)\s+[a-z]+(?:\s+[a-z]+)?\s+like)(?=\s*[?.!,]|\s*$|\s+(?:today|now|there|here|these\s+days|in|at)\b)/g,
    (m) => `What${m[1]}`,
    'Ask "What is it like?" or "How is it?", not "How is it like?".',
  ],
  // "Could you tell me what time is it?" -> "what time it is": a question inside a sentence keeps the
  // order of a statement.
  [
    /\b((?:tell|tells|told|know|knows|knew|ask|asks|asked)\s+(?:me\s+|you\s+|him\s+|her\s+|us\s+|them\s+)?what\s+time\s+)is\s+it\b/g,
    (m) => `${m[1]}it is`,
    'A question inside a sentence keeps the order of a statement: "tell me what time it is".',
  ],
  // "I am sorry for late" -> "for being late", "sorry to late" -> "to be late": "late" needs its "be".
  [
    /\b([Ss]orry\s+)(for|to)\s+late\b/g,
    (m) => `${m[1]}${m[2]} ${m[2] === 'for' ? 'being' : 'be'} late`,
    '"Late" is an adjective and needs "be": "sorry for being late", "sorry to be late".',
  ],
  // "If I am you, I would go" -> "If I were you": advice imagines being someone else.
  // "If I am you, I will go" -> "If I were you, I would go".
  [
    /\b([Ii]f\s+I\s+)(?:am|was)(\s+you\b)(?:(\s*,?\s*I\s+)will\b)?/g,
    (m) => `${m[1]}were${m[2]}${m[3] ? `${m[3]}would` : ''}`,
    'Advice imagines being someone else: "If I were you, I would …".',
  ],
  // "I'm sorry for I am late" -> "sorry that I am late", "because of he is ill" -> "because he is ill": a
  // clause follows a conjunction, not a preposition.
  [
    /\b(sorry)\s+for(?=\s+(?:I|we|he|she|they|you)\s+(?:am|is|are|was|were|have|has|had|did|didn['’]t|can['’]t|couldn['’]t|forgot|missed|broke|lost|made)\b)/g,
    (m) => `${m[1]} that`,
    'A clause follows "sorry that", not "sorry for": "I\'m sorry that I am late" (or "sorry for being late").',
  ],
  // "Do you mind I open the window?" -> "mind if I open": the request is a condition.
  [
    /\b(mind)(?=\s+(?:I|we|he|she|they)\s+(?:open|close|sit|use|smoke|ask|take|turn|borrow|come|join|leave|go|have|make|call|play|bring|stay)\b)/g,
    (m) => `${m[1]} if`,
    'Ask "Do you mind if I open the window?" (or "Do you mind my opening …").',
  ],
  // "I wish you have a good time" -> "I hope you have": "wish" + a clause is for what is not so ("I wish
  // you were here"); a hope takes "hope" (or "I wish you a good time").
  [
    /\b(wish)(?=\s+(?:you|he|she|they|we)\s+(?:have|has|will|enjoy|enjoys|get|gets|are|is)\b)/gi,
    (m) => matchCase('hope', m[1]!),
    'For something that may happen, say "hope": "I hope you have a good time" ("I wish you were here" is for what is not so).',
  ],
  // "I think so that he is right" -> "I think that he is right".
  [
    /\b(think|thinks|thought|believe|believes|believed)\s+so(?=\s+that\b)/gi,
    (m) => m[1]!,
    '"So" and "that" say the same here: "I think that …".',
  ],
  // "I don't think so he will come" -> "I don't think he will come": "so" stands for a clause, not before one.
  // Not in an opening clause: in "If you think so you are wrong", "so" is the clause and "you are wrong" the
  // main one.
  [
    /(?<!\b(?:[Ii]f|[Ww]hen|[Bb]ecause|[Ss]ince|[Aa]s|[Aa]lthough|[Tt]hough|[Uu]nless)\s+(?:[A-Za-z'’]+\s+){1,2})\b(think|thought|believe|believed|hope|hoped)\s+so(?=\s+(?:he|she|they|it|we|you|I)\s+(?:will|would|can|could|is|are|was|were|should|must|has|have|had)\b)/g,
    (m) => m[1]!,
    '"So" stands for a whole clause ("I think so"); before a clause, leave it out: "I don\'t think he will come".',
  ],
  // "The reason is because I was ill" -> "that", "The reason why I was late is because of the traffic" ->
  // "is the traffic": "the reason" already says "because".
  [
    /\b(reason(?:\s+(?:why|that)\s+[^.!?,;]{1,60}?)?\s+(?:is|was)\s+)because(\s+of)?\s+/gi,
    (m) => (m[2] ? m[1]! : `${m[1]}that `),
    '"The reason" already means "why": "The reason is that …", "The reason is the traffic".',
  ],
  // "According to the survey shows, most people …" -> "The survey shows most people …": the source is said
  // once, with "according to" or with its verb.
  [
    /(?<=^|[.!?]\s+)According\s+to\s+(the|a|this|our|one)\s+(survey|report|study|research|statistics|data|chart|table|graph|figure|news|article)\s+(shows?|says?|indicates?|suggests?|reveals?),?(?=\s)/g,
    (m) => `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)} ${m[2]} ${m[3]}`,
    'Name the source once: "According to the survey, most people …" or "The survey shows most people …".',
  ],
  // "It is no doubt that he is right" -> "There is no doubt that" (毫无疑问): doubt is what there is, or not.
  [
    /(?<=^|[.!?,;]\s*|\b(?:[Aa]nd|[Bb]ut|[Ss]o)\s+)([Ii])t\s+is\s+no\s+doubt(?=\s+(?:that|about)\b)/g,
    (m) => `${m[1] === 'I' ? 'T' : 't'}here is no doubt`,
    'It is "There is no doubt that …".',
  ],
  // "I want that you come" -> "I want you to come": "want" takes a person and "to", never a "that" clause.
  [
    /\b(want|wants|wanted)\s+that\s+(I|you|he|she|we|they)\s+([a-z]+)\b/g,
    (m) => {
      const lemma = isVerb(m[3]!) ? m[3]! : lemmasOfThirdPerson(m[3]!).find((candidate) => isVerb(candidate));
      const person = OBJECT_OF_SUBJECT[m[2]!.toLowerCase()];
      return lemma && person ? `${m[1]} ${person} to ${lemma}` : m[0];
    },
    '"Want" takes a person and "to": "I want you to come", not "want that you come".',
  ],

  // "How do you think about it?", "How do you think of this movie?" -> "What do you think": 你怎么看 asks for
  // an opinion, which is "what" ("How did they think of that?", "How do you think of new ideas?" ask how an
  // idea came, so "of" only before a thing that is there and the question's end).
  [
    /\b(How)(?=\s+(?:do|does)\s+(?:you|people)\s+think\s+(?:about\b|of\s+(?:it|him|her|them|(?:this|that)(?:\s+[a-z]+)?)\s*\?))/g,
    () => 'What',
    'An opinion is asked with "What do you think about …?" ("how" asks about the way you think).',
  ],
  // "We are all look forward to the holiday" -> "looking forward": after "be", it is "looking forward to".
  [
    /\b((?:am|is|are|was|were|['’]m|['’]re|['’]s)\s+(?:all\s+|really\s+|so\s+|very\s+|also\s+)?)look(?=\s+forward\s+to\b)/g,
    (m) => `${m[1]}looking`,
    'After "be", it is "looking forward to": "We are all looking forward to the holiday".',
  ],
  // "This problem is too difficult for me to solve it", "This problem is very difficult to solve it" -> "to
  // solve": the thing the sentence is about is already what is solved (not "The boy is too weak to lift it":
  // a person does it to something else; not "It is difficult to solve it", whose first "it" is the "to" phrase).
  [
    /(?<=(?:^|[.!?]\s+)(?:The|This|That|These|Those|My|Your|His|Her|Our|Their)\s+([a-z]+)\s+(?:is|was|are|were)\s+(?:too\s+[a-z]+|(?:(?:very|so|quite|really)\s+)?(?:difficult|easy|hard|impossible|interesting|boring|expensive|dangerous|pleasant|comfortable|convenient))\s+(?:for\s+(?:me|him|her|us|them|you|[a-z]+)\s+)?to\s+)([a-z]+)\s+(?:it|them)(?=\s*[.!?]|\s*$)/g,
    (m) => (isVerb(m[2]!) && !PERSON_WORDS.has(m[1]!) && !PEOPLE_WORDS.has(m[1]!) ? m[2]! : m[0]),
    'The thing the sentence is about is what the verb does it to: "This problem is too difficult for me to solve".',
  ],
  // "This is the place where I was born in" -> "where I was born": "where" already says "in it" (not "the
  // door where they came in": "come in" is one verb).
  [
    /(?<=\bwhere\s+(?:I|you|he|she|we|they|it)\s+(?:[a-z]+\s+){0,3}?)([a-z]+)\s+in(?=\s*[.!?]|\s*$)/g,
    (m) => (IN_PARTICLE_VERBS.test(m[1]!) ? m[0] : m[1]!),
    '"Where" already says "in it": "This is the place where I was born".',
  ],
  // "I am sure about that he will come" -> "sure that": a clause follows "sure" with "that" alone.
  [
    /\b(sure)\s+(?:about|of)\s+that(?=\s+(?:I|you|he|she|we|they|it|the|my|his|her|our|their)\s+[a-z]+)/g,
    (m) => `${m[1]} that`,
    'A clause follows "sure that": "I am sure that he will come".',
  ],
  // "The meeting will be hold tomorrow" -> "held": the passive takes the participle of "hold".
  [
    /\b((?:be|been|being|is|are|was|were)\s+)hold(?=\s+(?:on|in|at|tomorrow|next|every|today|yesterday|by|once|twice|annually)\b|\s*[.,!?])/g,
    (m) => `${m[1]}held`,
    'The passive takes the participle: "The meeting will be held tomorrow".',
  ],
  // "In case of it rains" -> "In case it rains", "Although of the rain" -> "Despite the rain", "During I was
  // in Beijing" -> "While I was", "While my stay in Beijing" -> "During my stay": a clause takes a joining
  // word, a noun a preposition (不论是名词还是从句，用对连接词).
  [
    /\b([Ii]n\s+case)\s+of(?=\s+(?:it|I|you|he|she|we|they)\s+[a-z]+)/g,
    (m) => m[1]!,
    'A clause follows "in case" alone: "In case it rains, take an umbrella".',
  ],
  [
    /\b([Aa])lthough\s+of\b/g,
    (m) => `${m[1] === 'A' ? 'D' : 'd'}espite`,
    'A noun follows "despite": "Despite the rain, we went out" ("although" + a clause).',
  ],
  [
    /\b([Dd])uring(?=\s+(?:I|you|he|she|we|they)\s+(?:was|were|am|is|are|stayed|lived|studied|worked|travelled|traveled)\b)/g,
    (m) => `${m[1] === 'D' ? 'W' : 'w'}hile`,
    'A clause follows "while"; "during" takes a noun: "While I was in Beijing" ("during my stay").',
  ],
  [
    /\b([Ww])hile(?=\s+(?:my|his|her|our|their|your|the)\s+(?:stay|visit|trip|holiday|vacation|childhood)\s+(?:in|at|to|with)\b)/g,
    (m) => `${m[1] === 'W' ? 'D' : 'd'}uring`,
    'A noun follows "during"; "while" takes a clause: "During my stay in Beijing" ("while I was in Beijing").',
  ],
  // "Whether you like it or no" -> "or not": "whether … or not" (not "yes or no").
  [
    /(?<=\b[Ww]hether\b[^,.!?;]*\s)or\s+no(?=\s*[,.!?;]|\s*$)/g,
    () => 'or not',
    'It is "whether … or not": "Whether you like it or not, you must go".',
  ],
  // "How long are you here?" -> "How long have you been here?": a time up to now asks with the perfect (not
  // "How long are you here for?", which asks about the stay ahead).
  [
    /\b([Hh]ow\s+long\s+)(are|is)\s+(you|we|they|he|she|it)\s+(here|there|in\s+[A-Z][a-z]+)(?=\s*\?)/g,
    (m) => `${m[1]}${m[2] === 'is' ? 'has' : 'have'} ${m[3]} been ${m[4]}`,
    'A time up to now asks with the perfect: "How long have you been here?"',
  ],
  // "How are you recently?" -> "How have you been recently?": a time up to now asks with the perfect.
  [
    /\b([Hh]ow)\s+are\s+you(?=\s+(?:recently|lately|these\s+days)\s*\?)/g,
    (m) => `${m[1]} have you been`,
    'A time up to now asks with the perfect: "How have you been recently?"',
  ],
  // "Could you please to help me?" -> "please help me": "please" takes the verb itself.
  [
    /\b([Pp]lease)\s+to\s+(?=[a-z]+\b)/g,
    (m) => `${m[1]} `,
    '"Please" takes the verb itself: "Could you please help me?"',
  ],
  // "I appreciate you help me" -> "I appreciate your help": one appreciates a thing, not a clause.
  [
    /\b(appreciate|appreciated|appreciates)\s+you\s+help(?:ing)?\s+me\b/g,
    (m) => `${m[1]} your help`,
    'One appreciates a thing: "I appreciate your help".',
  ],
  // "after graduate from university" -> "after graduating": a verb after "after" or "before" takes -ing
  // ("graduate" is a noun too, so only before "from" or the clause's end).
  [
    /\b((?:[Aa]fter|[Bb]efore)\s+)graduate(?=\s+from\b|\s*[,.!?]|\s*$)/g,
    (m) => `${m[1]}graduating`,
    'After "after" or "before", a verb takes -ing: "after graduating from university".',
  ],
  // "My hobbies are reading and swim", "I like reading, writing and play games" -> "swimming", "playing": the
  // things one likes, joined by "and", all take -ing.
  [
    /(?<=\b(?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|hobby\s+is|hobbies\s+are|hobbies\s+include)\s+[a-z]+ing(?:,\s+[a-z]+ing)*,?\s+and\s+)([a-z]+)\b/g,
    (m) => (isVerb(m[1]!) ? ingForm(m[1]!) : m[0]),
    'Things one likes, joined by "and", all take -ing: "My hobbies are reading and swimming".',
  ],
  // "I can't find." -> "I can't find it", "Do you like?" -> "Do you like it?": these verbs need their object.
  [
    /\b(can['’]t|cannot|couldn['’]t)\s+find(?=\s*[.!?]|\s*$)/g,
    (m) => `${m[1]} find ${lastThingIsPlural(m.input.slice(0, m.index)) ? 'them' : 'it'}`,
    '"Find" needs its object: "I can\'t find it".',
  ],
  [
    /\b((?:Do|Does|Did)\s+(?:you|he|she|they|we)\s+like)(?=\s*\?)/g,
    (m) => `${m[1]} it`,
    '"Like" needs its object: "Do you like it?"',
  ],
  // "This is the book I told you." -> "told you about", "This is the man I talked." -> "talked to": the clause
  // keeps its preposition at the end.
  [
    /(?<=\bthe\s+(?:book|movie|film|story|place|man|woman|girl|boy|person|teacher|restaurant|problem|news)\s+(?:I|we|he|she|they)\s+)(told\s+you|talked|spoke)(?=\s*[.!?]|\s*$)/g,
    (m) => `${m[1]} ${m[1] === 'told you' ? 'about' : 'to'}`,
    'The clause keeps its preposition at the end: "the book I told you about", "the man I talked to".',
  ],
  // "One of them is a doctor, the other are teachers" -> "the others are"; "Some people like tea, other like
  // coffee" -> "others like": more than one is "others".
  [
    /\b([Tt]he\s+other)(?=\s+(?:are|were)\b)/g,
    (m) => `${m[1]}s`,
    'More than one is "the others": "the others are teachers".',
  ],
  [
    /(?<=\b[Ss]ome\s+[^.!?]*,\s+)other(?=\s+(?:like|likes|prefer|think|say|want|are|do|enjoy)\b)/g,
    () => 'others',
    '"Some …, others …": "Some people like tea, others like coffee".',
  ],
  // "I have two brothers, one is a doctor, another is a teacher" -> "the other": of two, the second is "the
  // other".
  [
    /(?<=\b(?:two|both)\b[^.!?]*\bone\s+(?:is|was)\b[^.!?]*,\s+(?:and\s+)?)another(?=\s+(?:is|was)\b)/g,
    () => 'the other',
    'Of two, the second is "the other": "one is a doctor, the other is a teacher".',
  ],
  // "some of them is" -> "are": a part of many is more than one.
  [
    /\b((?:[Ss]ome|[Mm]any|[Mm]ost|[Aa]ll|[Bb]oth|[Ff]ew|[Ss]everal)\s+of\s+(?:them|us|you|these|those))\s+(is|was)\b/g,
    (m) => `${m[1]} ${m[2] === 'is' ? 'are' : 'were'}`,
    'Some of many is more than one: "some of them are".',
  ],
  // "I am totally agree" -> "I totally agree": "agree" is a verb, with no "be", whatever adverb is between.
  [
    /\b(I|you|we|they|he|she|You|We|They|He|She)(?:\s+(?:am|are|is)|['’](?:m|re|s))\s+(totally|completely|fully|strongly|really|quite|absolutely|entirely)\s+(agree|disagree)\b/g,
    (m) => `${m[1]} ${m[2]} ${/^(?:he|she)$/i.test(m[1]!) ? `${m[3]}s` : m[3]}`,
    '"Agree" is a verb and needs no "be": "I totally agree".',
  ],
  // "I agree with that the plan is good" -> "I agree that": a clause follows "agree that" ("I agree with
  // that." and "agree with that idea" are right).
  [
    /\b(agree|agrees|agreed)\s+with\s+that(?=\s+(?:I|you|he|she|we|they|it)\s+[a-z]+|\s+(?:the|my|our|his|her|their|this)\s+[a-z]+\s+(?:is|are|was|were|will|can|should|has|have)\b)/g,
    (m) => `${m[1]} that`,
    'A clause follows "agree that": "I agree that the plan is good".',
  ],
  // Essay openers with a meaning of their own: "At last, I want to thank my parents" -> "Finally," ("at last"
  // is after a long wait); "On the other side," -> "On the other hand,"; "So that, he failed" -> "So,";
  // "Because of this reason" -> "For this reason"; "Along with the time goes by" -> "As time goes by".
  [
    /(?<=^|[.!?]\s+)At\s+last,(?=\s+(?:I\s+(?:want|would\s+like|think)|we\s+should))/g,
    () => 'Finally,',
    'A last point is "Finally" ("at last" is after a long wait): "Finally, I want to thank my parents".',
  ],
  [
    /(?<=^|[.!?]\s+)On\s+the\s+other\s+side,/g,
    () => 'On the other hand,',
    'The other view is "on the other hand".',
  ],
  [
    /(?<=^|[.!?]\s+)So\s+that,/g,
    () => 'So,',
    '"So that" says a purpose; a result is "So,": "So, he failed".',
  ],
  [
    /\b([Bb])ecause\s+of\s+(this|that)\s+reason\b/g,
    (m) => `${m[1] === 'B' ? 'F' : 'f'}or ${m[2]} reason`,
    'It is "for this reason".',
  ],
  [
    /\b([Aa])long\s+with\s+(?:the\s+)?time\s+goes\s+by\b/g,
    (m) => `${m[1]}s time goes by`,
    'It is "as time goes by".',
  ],
  // "I feel not well" -> "I don't feel well": a verb is negated with "do not"; "My health is not very well"
  // -> "not very good": health is good, a person is well.
  [
    /\b(I|you|we|they|he|she|You|We|They|He|She)\s+(feel|feels)\s+not\s+(well|good|happy|comfortable)\b/g,
    (m) => `${m[1]} ${m[2] === 'feels' ? "doesn't" : "don't"} feel ${m[3]}`,
    'A verb is negated with "do not": "I don\'t feel well".',
  ],
  [
    /(?<=\b[Hh]ealth\s+(?:is|was)\s+(?:not\s+)?(?:very\s+)?)well\b/g,
    () => 'good',
    'Health is "good"; a person is "well": "My health is not very good".',
  ],
  // "In my hometown have many trees", "In China has many places", "On the table have a book" -> "In my
  // hometown, there are many trees": a place has no "have" after it (在我的家乡有很多树).
  [
    /(?<=^|[.!?]\s+)((?:In|On|At|Near|Behind|Around)\s+(?:(?:my|our|the|his|her|their|this|that)\s+[a-z]+|\p{Lu}[a-z]+))\s+(?:has|have)(?=\s+(many|a\s+lot\s+of|lots\s+of|some|several|a|an|no)\b)/gu,
    (m) => `${m[1]}, there ${/^an?$/.test(m[2]!) ? 'is' : 'are'}`,
    'What is somewhere takes "there is" or "there are": "In my hometown, there are many trees".',
  ],
  // "I often listen English songs" -> "listen to": one listens to something.
  [
    /\b(listen|listens|listened|listening)\s+(?=(?:English|Chinese|pop|classical|some|my|his|her|their|our|your)\s+(?:songs?|music|radio|programs?|programmes?|podcasts?|stories)\b)/g,
    (m) => `${m[1]} to `,
    'One listens "to" something: "I often listen to English songs".',
  ],
  // Commands: "Don't be worry" -> "Don't worry"; "Don't to go there" -> "Don't go"; "Not go there!" ->
  // "Don't go there!"; "Please don't smoking here" -> "don't smoke": a command is the verb itself.
  [
    /\b([Dd]on['’]t|[Dd]o\s+not)\s+be\s+worry\b/g,
    (m) => `${m[1]} worry`,
    '"Worry" is a verb: "Don\'t worry".',
  ],
  [
    /\b([Dd]on['’]t|[Dd]o\s+not)\s+to\s+(?=[a-z]+\b)/g,
    (m) => `${m[1]} `,
    'A command takes the verb itself: "Don\'t go there".',
  ],
  [
    /(?<=^|[.!?]\s+)Not(?=\s+(?:go|do|touch|eat|smoke|run|talk|play|open|forget|worry|be|say|tell)\b)/g,
    () => "Don't",
    'A command is negated with "don\'t": "Don\'t go there!"',
  ],
  [
    /\b((?:[Dd]on|[Dd]oesn|[Dd]idn)['’]t\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = isVerb(m[2]!) ? undefined : lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    '"Don\'t" takes the verb itself: "Please don\'t smoke here".',
  ],
  // "We played very happy" -> "happily": how one did something is an adverb.
  [
    /\b((?:played|lived|danced|sang|laughed|talked|worked|studied)\s+(?:very\s+|so\s+|really\s+)?)happy\b/g,
    (m) => `${m[1]}happily`,
    'How one did something is an adverb: "We played very happily".',
  ],
  // "Everyone enjoyed." -> "enjoyed it": "enjoy" needs its object ("enjoyed themselves" is right too). Only
  // a sentence of its subject and verb: "a better life than we enjoyed" has its object before it.
  [
    /(?<=(?:^|[.!?]\s+)(?:I|We|They|He|She|You|Everyone|Everybody)\s+(?:really\s+|all\s+|both\s+)?)(enjoy|enjoys|enjoyed)(?=\s*[.!?]|\s*$)/g,
    (m) => `${m[1]} it`,
    '"Enjoy" needs its object: "We enjoyed it" (or "enjoyed ourselves").',
  ],
];
