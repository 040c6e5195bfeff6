import type { PhraseTable } from '../engine/phrase-table';
import { isNoun, isVerb, lemmaOfPast, nounNumber, pastOf } from '../lexicon/forms';
import { ingForm, lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import { matchCase, PREPOSITIONS, wordTable } from '../lexicon/words';
import { LINKING_CLAUSE_PHRASES } from './learner-clause-linking';
import { VERB_CLAUSE_PHRASES } from './learner-clause-verbs';
import { PRESENT_OF_BE } from './learner-sentence-time';

/** Words after "no" that make it no determiner: "no longer", "no matter", "no sooner". */
const NOT_AFTER_NO = new Set(['longer', 'matter', 'sooner', 'less']);

/*
 * Learner rules about how a clause is built, wherever the whole phrase occurs: a question's words ("How to
 * say it?", "Do you can"), a negation ("I no like it", "didn't do nothing"), a clause joined by a word that
 * takes a noun ("In spite of he was tired"), a reported command or question ("told me don't worry"). The table
 * is in three parts, run in this order: this file's rows, then learner-clause-verbs.ts's (what a verb takes
 * after it), then learner-clause-linking.ts's (joining words, essay openers, commands).
 */

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
  {
    id: 'the-most-important-is',
    pattern:
      /(?<=^|[.!?]\s+)((?:The|the)\s+(?:most\s+|more\s+)?(?:important|difficult|interesting|exciting|useful|serious|basic))(?=\s+(?:is|was)\s+(?:to|that)\b)/g,
    fix: (m) => `${m[1]} thing`,
    en: 'An adjective names no thing by itself here: "The most important thing is to be happy".',
    zh: '句型（sentence pattern）：中文说“最重要的是……”，英语的形容词不能单独当名词用，要加上 thing：The most important thing is to be happy（最重要的是要快乐）。',
    examples: {
      wrong: [
        ['The most important is to be happy.', 'The most important thing is to be happy.'],
        ['The most difficult is that we have no time.', 'The most difficult thing is that we have no time.'],
      ],
      right: [
        'Of the three, the most important is cost.',
        'What is most important is to be happy.',
        'The best is yet to come.',
      ],
    },
  },
  // "Compare with the past, life is easier" -> "Compared with" (与过去相比): the opening phrase is the
  // participle (not "Compare with the past, and you will see", an order that "and" goes on from).
  {
    id: 'compare-with-opening',
    pattern: /(?<=^|[.!?]\s+)Compare(?=\s+(?:with|to)\s+[^,.;!?]+,(?!\s*(?:and|then)\b))/g,
    fix: () => 'Compared',
    en: 'The opening phrase is "Compared with …": "Compared with the past, life is easier now".',
    zh: '非谓语动词（non-finite verb）：句首的“与……相比”要用过去分词 Compared with；compare 原形放在句首是在下命令：Compared with the past, life is easier now（与过去相比，现在的生活更轻松）。',
    examples: {
      wrong: [['Compare with the past, life is easier now.', 'Compared with the past, life is easier now.']],
      right: ['Compare with the past, and you will see the change.'],
    },
  },
  // "I gonna go", "They gonna be rich" -> "I am going to go": "gonna" is "going to", which needs its "be"
  // ("I'm gonna go" is informal, and left to the writer).
  {
    id: 'gonna-without-be',
    pattern:
      /(?<!\b(?:[Aa]m|[Ii]s|[Aa]re|[Ww]as|[Ww]ere)\s+)\b(I|you|we|they|he|she|it|You|We|They|He|She|It|[a-z]+)\s+gonna\b/g,
    fix: (m) => {
      // "these countries gonna be" -> "are going to": a noun subject's own number says which.
      const word = m[1]!;
      const number = PRESENT_OF_BE[word.toLowerCase()] ? undefined : nounNumber(word);
      const be = PRESENT_OF_BE[word.toLowerCase()] ?? (number === 'plural' ? 'are' : number && 'is');
      return be ? `${word} ${be} going to` : m[0];
    },
    en: '"Gonna" is "going to", which needs "am/is/are": "I am going to go".',
    zh: '语法（grammar）：gonna 是口语里的 going to，前面仍然需要 am/is/are：I am going to go home（我要回家了）。',
    examples: {
      wrong: [
        ['I gonna go home.', 'I am going to go home.'],
        ['These countries gonna be rich.', 'These countries are going to be rich.'],
      ],
      // A question has its "be" before the subject.
      right: ["I'm gonna go home.", 'What are you gonna do?', 'Is it gonna rain?'],
    },
  },
  // "When you be a student, …" -> "When you are": a clause of time or reason needs a finite verb. Not "if",
  // whose "If it be so" is a (formal) subjunctive.
  {
    id: 'be-after-when',
    pattern:
      /\b((?:[Ww]hen|[Ww]henever|[Bb]ecause|[Ww]hile|[Bb]efore|[Aa]fter|[Uu]ntil|[Oo]nce)\s+(I|you|we|they|he|she|it)\s+)be\b/g,
    fix: (m) => `${m[1]}${PRESENT_OF_BE[m[2]!.toLowerCase()]}`,
    en: 'After "when", "because" and the like, the clause needs "am/is/are": "When you are a student".',
    zh: '语法（grammar）：when、because 引导的从句也要有谓语动词，be 要变成 am/is/are：When you are a student, you have to study hard（你是学生的时候，就得努力学习）。',
    examples: {
      wrong: [
        ['When you be a student, you have to study hard.', 'When you are a student, you have to study hard.'],
      ],
      right: ['If it be so, we will go.'],
    },
  },
  // "He told me don't worry" -> "told me not to worry": a command reported after "tell/ask" + the person.
  {
    id: 'told-me-dont',
    pattern:
      /\b((?:tell|tells|told|telling|ask|asks|asked|asking)\s+(?:me|you|him|her|us|them)\s+)(?:don't|do\s+not)(?=\s+[a-z])/gi,
    fix: (m) => `${m[1]}not to`,
    en: 'A command told to someone becomes "not to" + the verb: "He told me not to worry".',
    zh: "句型（sentence pattern）：转述别人的命令用 tell/ask somebody not to do，不直接接 don't：He told me not to worry（他叫我别担心）。",
    examples: {
      wrong: [
        ["He told me don't worry.", 'He told me not to worry.'],
        ['She asked us do not talk.', 'She asked us not to talk.'],
      ],
      right: ['He told me not to worry.', 'He told me, "Don\'t worry."'],
    },
  },
  // "I have ever been to Japan" -> "I have been": "ever" asks ("Have you ever been?") or follows a
  // superlative or a negation ("the best I have ever seen"), not a plain statement that starts the sentence.
  {
    id: 'have-ever-statement',
    pattern:
      /(^|[.!?]\s+)((?:I|We|You|They|He|She)\s+(?:have|has|had)\s+)ever\s+(?=(?:been|seen|visited|eaten|tried|read|heard|met|gone|traveled|travelled|learned|learnt|studied|played|watched|lived|worked)\b)/g,
    fix: (m) => `${m[1]}${m[2]}`,
    en: '"Ever" goes in questions ("Have you ever been?") and after "never", "the best"; a statement needs no "ever".',
    zh: '用词（word choice）：中文“我曾经去过日本”的“曾经”不用 ever 翻译；ever 用在疑问句、否定句和最高级之后，肯定句直接用现在完成时：I have been to Japan（我去过日本）。',
    examples: {
      wrong: [['I have ever been to Japan.', 'I have been to Japan.']],
      right: ['Have you ever been to Japan?', 'It is the best film I have ever seen.'],
    },
  },
  // "This is the book what I bought" -> "that": "what" is "the thing that", so it takes no noun before it.
  {
    id: 'noun-then-what',
    pattern:
      /\b((?:is|was|are|were)\s+(?:the|a|an)\s+[a-z]+\s+)what(?=\s+(?:I|you|he|she|we|they)\s+(?!am\b|is\b|are\b|was\b|were\b|should\b|could\b|would\b|can\b|will\b|must\b)[a-z]+)/g,
    fix: (m) => `${m[1]}that`,
    en: 'After a noun, use "that" or "which": "the book that I bought" ("what" already means "the thing that").',
    zh: '语法（grammar）：what 本身就是“……的东西”，前面不能再有名词；名词后面的定语从句用 that 或 which：the book that I bought（我买的那本书）。',
    examples: {
      wrong: [['This is the book what I bought.', 'This is the book that I bought.']],
      right: ['This is what I bought.', 'This is the book that I bought.'],
    },
  },
  // "I didn't do nothing" -> "anything": one negation is enough in English. A "be" only after "there"
  // ("There isn't nothing"): "It isn't nothing to me" says it is something.
  {
    id: 'negation-then-nothing',
    pattern:
      /\b((?:don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't|haven't|hasn't|(?<=\b[Tt]here\s+)(?:isn't|aren't|wasn't|weren't))\s+(?:[a-z]+\s+)?)(nothing|nobody|nowhere)\b/gi,
    fix: (m) =>
      `${m[1]}${({ nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere' } as const)[m[2]!.toLowerCase() as 'nothing']}`,
    en: 'One negation is enough: "I didn\'t do anything" (or "I did nothing").',
    zh: "语法（grammar）：英语一句话里只用一个否定词，didn't 后面再用 nothing 就成了双重否定；中文“我什么都没做”说 I didn't do anything 或 I did nothing（我什么都没做）。",
    examples: {
      wrong: [
        ["I didn't do nothing.", "I didn't do anything."],
        ["There isn't nothing in the box.", "There isn't anything in the box."],
      ],
      right: ["It isn't nothing to me.", 'I did nothing.'],
    },
  },
  // "He don't have no money" -> "any money", "I didn't see no one" -> "anyone": "no" before what is had or
  // done, after a negated verb ("I can't say no to him", "It doesn't matter no longer" keep theirs).
  {
    id: 'negation-then-no',
    pattern:
      /(?<=\b(?:don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't)\s+[a-z]+\s+)no(\s+one\b)?(?=\s+([a-z]+)\b|\s*[.,!?;]|\s*$)/gi,
    fix: (m) => {
      if (m[1]) return 'anyone';
      const next = m[2]?.toLowerCase();
      return next === undefined || PREPOSITIONS.has(next) || NOT_AFTER_NO.has(next) ? m[0] : 'any';
    },
    en: 'One negation is enough: "He doesn\'t have any money" (or "He has no money").',
    zh: "语法（grammar）：否定的动词后面不再用 no，改用 any：He doesn't have any money（他没有钱），或者说 He has no money。",
    examples: {
      wrong: [
        ["He doesn't have no money.", "He doesn't have any money."],
        ["I didn't see no one.", "I didn't see anyone."],
      ],
      right: ["I can't say no to him.", 'He has no money.'],
    },
  },
  // "I can't hardly see it" -> "I can hardly see it", "hardly never" -> "hardly ever": "hardly" is a negation
  // already.
  {
    id: 'not-hardly',
    pattern:
      /\b(?:(can|could|would|will)\s+not|(ca|could|would|wo)n['’]t|(can)not)\s+(hardly|barely|scarcely)\b/gi,
    fix: (m) => {
      const written = (m[1] ?? m[2] ?? m[3])!;
      const auxiliary = FULL_AUXILIARY[written.toLowerCase()] ?? written;
      return `${matchCase(auxiliary, written)} ${m[4]}`;
    },
    en: '"Hardly" is a negation already: "I can hardly see it".',
    zh: '语法（grammar）：hardly（几乎不）本身就带否定意思，前面不能再加 not：I can hardly see it（我几乎看不见）。',
    examples: {
      wrong: [
        ["I can't hardly see it.", 'I can hardly see it.'],
        ["We couldn't hardly hear him.", 'We could hardly hear him.'],
      ],
      // With "do" the verb takes the tense ("She hardly eats"), which this row cannot give: left alone.
      right: ['I can hardly see it.', "She doesn't hardly eat."],
    },
  },
  // "How to say it in English?" -> "How do you say" (怎么说): a question needs its verb and subject.
  {
    id: 'how-to-say-question',
    pattern: /^(\s*)How\s+to\s+(say|spell|pronounce|write|use|read)\b(?=[^.!]*\?\s*$)/g,
    fix: (m) => `${m[1]}How do you ${m[2]}`,
    en: 'A question needs a subject and a verb: "How do you say it in English?"',
    zh: '句型（sentence pattern）：中文“怎么说？”可以没有主语，英语的问句要有助动词和主语：How do you say it in English?（这个用英语怎么说？）',
    examples: {
      wrong: [['How to say it in English?', 'How do you say it in English?']],
      right: ["I don't know how to say it in English.", 'How do you say it in English?'],
    },
  },
  // "How do you call this in English?" -> "What do you call" (怎么称呼): one calls a thing a name, so the
  // question asks for the name. Only of "this/that/it": "How do you call your mother?" may ask how one phones.
  {
    id: 'how-do-you-call',
    pattern:
      /^(\s*)How(\s+do\s+you\s+call)(?=\s+(?:this|that|it|these|those)(?:\s+(?:thing|word|food|dish))?(?:\s+in\s+\p{L}+)?\s*\?\s*$)/gu,
    fix: (m) => `${m[1]}What${m[2]}`,
    en: 'One calls a thing a name, so the question asks "what": "What do you call this in English?"',
    zh: '易混词（confused words）：中文问“这个怎么叫”，英语 call 后面接的是名字，问名字要用 what：What do you call this in English?（这个用英语叫什么？）',
    examples: {
      wrong: [['How do you call this in English?', 'What do you call this in English?']],
      right: ['How do you call your mother?'],
    },
  },
  // "Do you can help me?" -> "Can you help me?": a modal makes its own question, with no "do".
  {
    id: 'do-before-modal',
    pattern: /\b([Dd])o(\s+(?:you|we|they|I))\s+(can|could|will|would|should|must)\b/g,
    fix: (m) => `${m[1] === 'D' ? m[3]![0]!.toUpperCase() : m[3]![0]}${m[3]!.slice(1)}${m[2]}`,
    en: 'A modal makes its own question, with no "do": "Can you help me?"',
    zh: '语法（grammar）：can、will 这样的情态动词自己就能构成疑问句，前面不再加 do：Can you help me?（你能帮我吗？）',
    examples: {
      wrong: [['Do you can help me?', 'Can you help me?']],
      right: ['Can you help me?'],
    },
  },
  // "I no like it", "I not like it" -> "I don't like it" (我不喜欢): a verb is negated with "do not".
  {
    id: 'no-before-verb',
    pattern:
      /\b(I|you|we|they|he|she|You|We|They|He|She)\s+not?\s+(like|want|know|understand|need|have|care|think|believe|agree|eat|go|remember)\b/g,
    fix: (m) => `${m[1]} ${/^(?:he|she)$/i.test(m[1]!) ? `doesn't` : `don't`} ${m[2]}`,
    en: 'A verb is negated with "do not": "I don\'t like it" ("no" goes before a noun: "no time").',
    zh: "语法（grammar）：中文“我不喜欢”直接在动词前加“不”，英语否定实义动词要用 do not/does not：I don't like it（我不喜欢它）；no 只放在名词前（no time）。",
    examples: {
      wrong: [
        ['I no like it.', "I don't like it."],
        ['She not want to go.', "She doesn't want to go."],
      ],
      right: ['I have no time.', 'I do not like it.'],
    },
  },
  // "I have a question want to ask you" -> "a question I want to ask you" (我有个问题想问你), "I have a lot of
  // things need to do" -> "things I need to do": the second verb needs its subject.
  {
    id: 'second-verb-without-subject',
    pattern:
      /\b(I|We|we)(\s+have\s+(?:a\s+question|some\s+questions|something|a\s+thing|a\s+favou?r|news|(?:a\s+lot\s+of|lots\s+of|many|so\s+many|some)\s+things))\s+(want|would\s+like|need)\s+to\b/g,
    fix: (m) => `${m[1]}${m[2]} ${m[1] === 'We' ? 'we' : m[1]} ${m[3]} to`,
    en: 'The second verb needs its subject: "I have a question I want to ask you".',
    zh: '句型（sentence pattern）：中文“我有个问题想问你”里“想问”借用了前面的主语，英语第二个动词要有自己的主语：I have a question I want to ask you（我有个问题想问你）。',
    examples: {
      wrong: [
        ['I have a question want to ask you.', 'I have a question I want to ask you.'],
        ['We have many things need to do.', 'We have many things we need to do.'],
      ],
      right: ['I have a question to ask you.'],
    },
  },
  // "In spite of he was tired" -> "Although he was tired": "in spite of" takes a noun; a clause takes
  // "although".
  {
    id: 'in-spite-of-clause',
    pattern:
      /\b([Ii])n\s+spite\s+of(?=\s+(?:I|he|she|we|they|it|you)\s+(?:was|were|is|are|am|had|has|have|did|do|does|could|can)\b)/g,
    fix: (m) => (m[1] === 'I' ? 'Although' : 'although'),
    en: '"In spite of" takes a noun ("in spite of the rain"); a clause takes "although": "Although he was tired".',
    zh: '介词（preposition）：in spite of 是介词短语，后面只接名词；接从句要用连词 although：Although he was tired, he kept working（虽然他很累，但他继续工作）。',
    examples: {
      wrong: [['In spite of he was tired, he kept working.', 'Although he was tired, he kept working.']],
      right: ['In spite of the rain, we went out.'],
    },
  },
  // "Even he is old, he still works", "Even I tried hard, I failed" -> "Even though": "even" alone does not
  // join a clause (not "Even he knows it": even he; nor "Even you can do it, I think", where the comma sets
  // off a comment). The verb is an auxiliary or a past that is no present too ("Even I read it, …").
  {
    id: 'even-joins-clause',
    pattern:
      /(?<=^|[.!?]\s+)Even(?=\s+(?:I|he|she|we|they|it|you)\s+([a-z]+)\b[^,.!?]*,\s+(?!(?:I|we|you)\s+(?:think|guess|believe|suppose|hope|mean|know|see)\s*[.!?,])(?:I|he|she|we|they|it|you)\b)/g,
    fix: (m) =>
      /^(?:was|were|is|are|am|had|has|have|can|could)$/.test(m[1]!) ||
      (lemmaOfPast(m[1]!) !== undefined && !isVerb(m[1]!))
        ? 'Even though'
        : m[0],
    en: '"Even" alone does not join a clause: "Even though he is old, he still works".',
    zh: '语法（grammar）：中文“即使……”可以直接接句子，英语 even 只是副词“甚至”，连接从句要用 even though 或 even if：Even though he is old, he still works（尽管他年纪大了，他还在工作）。',
    examples: {
      wrong: [
        ['Even he is old, he still works.', 'Even though he is old, he still works.'],
        ['Even I tried hard, I failed.', 'Even though I tried hard, I failed.'],
      ],
      right: ['Even he knows it.', 'Even you can do it, I think.'],
    },
  },
  // "There is a man stand(s) at the door" -> "standing": what someone there is doing takes -ing; so after
  // "Who is the …" ("Who is the girl stands there?", 谁是站在那里的女孩). Any other verb with its "to" or
  // object after "there is" and a person takes "who" (有一个人想见你): "There is a man want to see you" ->
  // "a man who wants", "There was an old man live in the village" -> "who lived" (not "There are many people
  // like him": "like" is a preposition too).
  {
    id: 'there-is-someone-doing',
    pattern: new RegExp(
      String.raw`\b((?:[Tt]here\s+(is|was|are|were)\s+(?:a|an|some|one|two|three|many)(?:\s+[a-z]+)??|[Ww]ho\s+(?:is|was|are|were)\s+the)\s+(man|woman|boy|girl|child|person|lady|guy|student|teacher|friend|doctor|worker|dog|cat|men|women|boys|girls|children|people|students|teachers|friends|workers|dogs|cats)\s+)([a-z]+)\b(?=\s+([a-z]+)|\s*[.,!?;]|\s*$)`,
      'g',
    ),
    fix: (m) => {
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
    en: 'What someone there is doing takes -ing ("There is a man standing at the door"), and what they do, "who": "There is a man who wants to see you".',
    zh: '句型（sentence pattern）：中文“有个人站在门口”“有个人想见你”里的第二个动词，英语不能直接跟在名词后：正在做的事用 -ing（There is a man standing at the door），要做的事用 who 从句：There is a man who wants to see you（有个人想见你）。',
    examples: {
      wrong: [
        ['There is a man stand at the door.', 'There is a man standing at the door.'],
        ['There is a man want to see you.', 'There is a man who wants to see you.'],
        ['Who is the girl stands there?', 'Who is the girl standing there?'],
      ],
      right: ['There are many people like him.', 'There is a man standing at the door.'],
    },
  },
  // "He not is here" -> "He is not here": "not" goes after "be".
  {
    id: 'not-before-be',
    pattern: /\b(I|you|we|they|he|she|it|You|We|They|He|She|It)\s+not\s+(am|is|are|was|were)\b/g,
    fix: (m) => `${m[1]} ${m[2]} not`,
    en: '"Not" goes after "be": "He is not here".',
    zh: '语序（word order）：否定词 not 放在 be 动词之后：He is not here（他不在这里）。',
    examples: {
      wrong: [['He not is here.', 'He is not here.']],
      right: ['He is not here.'],
    },
  },
  // "I am not agree", "They are not enjoy their life" -> "I don't agree", "They don't enjoy": a verb is
  // negated with "do not" (not "like", which is also a preposition: "He is not like his brother"; not "live"
  // or "open", which are also adjectives).
  {
    id: 'be-not-verb',
    pattern:
      /\b(I|you|we|they|he|she|it|You|We|They|He|She|It|[Pp]eople|[Ss]tudents|[Cc]hildren|[Pp]arents)(?:\s+(am|are|is|was|were)|['’](m|re|s))\s+not\s+(agree|disagree|belong|depend|enjoy|want|know|need|understand|believe|care|remember|hate|study|play|eat|have|think|feel|mind|trust)\b/g,
    fix: (m) => {
      const be = (m[2] ?? m[3])!;
      const past = /^(?:was|were)$/.test(be);
      const third = /^(?:is|s)$/.test(be) || /^(?:he|she|it)$/i.test(m[1]!);
      return `${m[1]} ${past ? `didn't` : third ? `doesn't` : `don't`} ${m[4]}`;
    },
    en: 'A verb is negated with "do not", not "be not": "I don\'t agree", "They don\'t enjoy it".',
    zh: "语法（grammar）：agree、enjoy 是实义动词，否定要用 don't/doesn't，不能用 be not；中文“我不同意”的“不”对应的是 don't：I don't agree with you（我不同意你的看法）。",
    examples: {
      wrong: [
        ['I am not agree with you.', "I don't agree with you."],
        ['They are not enjoy their life.', "They don't enjoy their life."],
      ],
      right: ['He is not like his brother.'],
    },
  },
  ...VERB_CLAUSE_PHRASES,
  ...LINKING_CLAUSE_PHRASES,
];
