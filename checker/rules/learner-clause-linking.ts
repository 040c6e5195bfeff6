import type { PhraseTable } from '../engine/phrase-table';
import { isVerb, nounNumber } from '../lexicon/forms';
import { ingForm, lemmasOfIng } from '../lexicon/inflect';

/*
 * Clause phrases, last part (CLAUSE_PHRASES in learner-clause-phrases.ts runs them after the others): the word
 * that joins a clause or a noun ("In case of it rains", "During I was"), essay openers ("At last," "On the
 * other side,"), the object a verb needs ("I can't find."), "the other(s)", and commands ("Don't to go").
 */

/** Whether the last thing named ("my keys", "the book") is more than one: what "it" or "them" stands for. */
function lastThingIsPlural(before: string): boolean {
  const things = [...before.matchAll(/\b(?:my|the|a|an|your|his|her|our|their)\s+([a-z]+)\b/g)];
  const last = things.at(-1)?.[1];
  return last !== undefined && nounNumber(last) === 'plural';
}

/** Joining words, essay openers, objects, "the others" and commands, as Chinese builds them. */
export const LINKING_CLAUSE_PHRASES: PhraseTable = [
  // "In case of it rains" -> "In case it rains", "Although of the rain" -> "Despite the rain", "During I was
  // in Beijing" -> "While I was", "While my stay in Beijing" -> "During my stay": a clause takes a joining
  // word, a noun a preposition (不论是名词还是从句，用对连接词).
  {
    id: 'in-case-of-clause',
    pattern: /\b([Ii]n\s+case)\s+of(?=\s+(?:it|I|you|he|she|we|they)\s+[a-z]+)/g,
    fix: (m) => m[1]!,
    en: 'A clause follows "in case" alone: "In case it rains, take an umbrella".',
    zh: '介词（preposition）：in case of 后面接名词（in case of fire）；接从句只用 in case：In case it rains, take an umbrella（万一下雨，带把伞）。',
    examples: {
      wrong: [['In case of it rains, take an umbrella.', 'In case it rains, take an umbrella.']],
      right: ['In case of fire, call 119.'],
    },
  },
  {
    id: 'although-of',
    pattern: /\b([Aa])lthough\s+of\b/g,
    fix: (m) => `${m[1] === 'A' ? 'D' : 'd'}espite`,
    en: 'A noun follows "despite": "Despite the rain, we went out" ("although" + a clause).',
    zh: '介词（preposition）：although 是连词，后面接从句，不加 of；接名词要用介词 despite：Despite the rain, we went out（尽管下雨，我们还是出去了）。',
    examples: {
      wrong: [['Although of the rain, we went out.', 'Despite the rain, we went out.']],
      right: ['Although it rained, we went out.'],
    },
  },
  {
    id: 'during-clause',
    pattern:
      /\b([Dd])uring(?=\s+(?:I|you|he|she|we|they)\s+(?:was|were|am|is|are|stayed|lived|studied|worked|travelled|traveled)\b)/g,
    fix: (m) => `${m[1] === 'D' ? 'W' : 'w'}hile`,
    en: 'A clause follows "while"; "during" takes a noun: "While I was in Beijing" ("during my stay").',
    zh: '介词（preposition）：during 是介词，后面只接名词；中文“我在北京期间”接的是句子，要用连词 while：While I was in Beijing, I visited the Great Wall（我在北京的时候参观了长城）。',
    examples: {
      wrong: [
        [
          'During I was in Beijing, I visited the Great Wall.',
          'While I was in Beijing, I visited the Great Wall.',
        ],
      ],
      right: ['During my stay in Beijing, I visited the Great Wall.'],
    },
  },
  {
    id: 'while-noun',
    pattern:
      /\b([Ww])hile(?=\s+(?:my|his|her|our|their|your|the)\s+(?:stay|visit|trip|holiday|vacation|childhood)\s+(?:in|at|to|with)\b)/g,
    fix: (m) => `${m[1] === 'W' ? 'D' : 'd'}uring`,
    en: 'A noun follows "during"; "while" takes a clause: "During my stay in Beijing" ("while I was in Beijing").',
    zh: '介词（preposition）：while 是连词，后面接从句；接名词短语要用介词 during：During my stay in Beijing, I visited the Great Wall（我在北京逗留期间参观了长城）。',
    examples: {
      wrong: [
        [
          'While my stay in Beijing, I visited the Great Wall.',
          'During my stay in Beijing, I visited the Great Wall.',
        ],
      ],
      right: ['While I was in Beijing, I visited the Great Wall.'],
    },
  },
  // "Whether you like it or no" -> "or not": "whether … or not" (not "yes or no").
  {
    id: 'whether-or-no',
    pattern: /(?<=\b[Ww]hether\b[^,.!?;]*\s)or\s+no(?=\s*[,.!?;]|\s*$)/g,
    fix: () => 'or not',
    en: 'It is "whether … or not": "Whether you like it or not, you must go".',
    zh: '固定搭配（fixed phrase）：“不管是否……”说 whether … or not，不说 or no：Whether you like it or not, you must go（不管你喜不喜欢，你都得去）。',
    examples: {
      wrong: [['Whether you like it or no, you must go.', 'Whether you like it or not, you must go.']],
      right: ['Just answer yes or no.'],
    },
  },
  // "How long are you here?" -> "How long have you been here?": a time up to now asks with the perfect (not
  // "How long are you here for?", which asks about the stay ahead).
  {
    id: 'how-long-are-you',
    pattern:
      /\b([Hh]ow\s+long\s+)(are|is)\s+(you|we|they|he|she|it)\s+(here|there|in\s+[A-Z][a-z]+)(?=\s*\?)/g,
    fix: (m) => `${m[1]}${m[2] === 'is' ? 'has' : 'have'} ${m[3]} been ${m[4]}`,
    en: 'A time up to now asks with the perfect: "How long have you been here?"',
    zh: '时态（tense）：问从过去到现在持续了多久要用现在完成时：How long have you been here?（你在这里多久了？）；How long are you here for? 问的是还要待多久。',
    examples: {
      wrong: [
        ['How long are you here?', 'How long have you been here?'],
        ['How long is he in London?', 'How long has he been in London?'],
      ],
      right: ['How long are you here for?'],
    },
  },
  // "How are you recently?" -> "How have you been recently?": a time up to now asks with the perfect.
  {
    id: 'how-are-you-recently',
    pattern: /\b([Hh]ow)\s+are\s+you(?=\s+(?:recently|lately|these\s+days)\s*\?)/g,
    fix: (m) => `${m[1]} have you been`,
    en: 'A time up to now asks with the perfect: "How have you been recently?"',
    zh: '时态（tense）：recently、lately 说的是从过去到现在的一段时间，要用现在完成时：How have you been recently?（你最近怎么样？）',
    examples: {
      wrong: [['How are you recently?', 'How have you been recently?']],
      right: ['How are you today?'],
    },
  },
  // "Could you please to help me?" -> "please help me": "please" takes the verb itself.
  {
    id: 'please-to',
    pattern: /\b([Pp]lease)\s+to\s+(?=[a-z]+\b)/g,
    fix: (m) => `${m[1]} `,
    en: '"Please" takes the verb itself: "Could you please help me?"',
    zh: '语法（grammar）：please 后面直接接动词原形，不加 to：Could you please help me?（你能帮帮我吗？）',
    examples: {
      wrong: [['Could you please to help me?', 'Could you please help me?']],
      right: ['Could you please help me?'],
    },
  },
  // "I appreciate you help me" -> "I appreciate your help": one appreciates a thing, not a clause.
  {
    id: 'appreciate-you-help',
    pattern: /\b(appreciate|appreciated|appreciates)\s+you\s+help(?:ing)?\s+me\b/g,
    fix: (m) => `${m[1]} your help`,
    en: 'One appreciates a thing: "I appreciate your help".',
    zh: '及物动词（transitive verb）：appreciate 的宾语是事物，不接句子；中文“感谢你帮我”，英语说 I appreciate your help（感谢你的帮助）。',
    examples: {
      wrong: [['I appreciate you help me.', 'I appreciate your help.']],
      right: ['I appreciate your help.'],
    },
  },
  // "after graduate from university" -> "after graduating": a verb after "after" or "before" takes -ing
  // ("graduate" is a noun too, so only before "from" or the clause's end).
  {
    id: 'after-graduate',
    pattern: /\b((?:[Aa]fter|[Bb]efore)\s+)graduate(?=\s+from\b|\s*[,.!?]|\s*$)/g,
    fix: (m) => `${m[1]}graduating`,
    en: 'After "after" or "before", a verb takes -ing: "after graduating from university".',
    zh: '非谓语动词（non-finite verb）：after、before 在这里是介词，后面的动词要用 -ing 形式：After graduating from university, he became a teacher（大学毕业后，他当了老师）。',
    examples: {
      wrong: [
        [
          'After graduate from university, he became a teacher.',
          'After graduating from university, he became a teacher.',
        ],
      ],
      right: ['After graduation, he became a teacher.'],
    },
  },
  // "My hobbies are reading and swim", "I like reading, writing and play games" -> "swimming", "playing": the
  // things one likes, joined by "and", all take -ing.
  {
    id: 'ing-and-bare-verb',
    pattern:
      /(?<=\b(?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|hobby\s+is|hobbies\s+are|hobbies\s+include)\s+[a-z]+ing(?:,\s+[a-z]+ing)*,?\s+and\s+)([a-z]+)\b/g,
    fix: (m) => (isVerb(m[1]!) ? ingForm(m[1]!) : m[0]),
    en: 'Things one likes, joined by "and", all take -ing: "My hobbies are reading and swimming".',
    zh: '语法（grammar）：用 and 并列的几个爱好要用相同的形式，前面是 -ing，后面也要用 -ing：My hobbies are reading and swimming（我的爱好是阅读和游泳）。',
    examples: {
      wrong: [
        ['My hobbies are reading and swim.', 'My hobbies are reading and swimming.'],
        ['I like reading, writing and play games.', 'I like reading, writing and playing games.'],
      ],
      right: ['I like reading and music.'],
    },
  },
  // "I can't find." -> "I can't find it", "Do you like?" -> "Do you like it?": these verbs need their object.
  {
    id: 'cant-find-without-object',
    pattern: /\b(can['’]t|cannot|couldn['’]t)\s+find(?=\s*[.!?]|\s*$)/g,
    fix: (m) => `${m[1]} find ${lastThingIsPlural(m.input.slice(0, m.index)) ? 'them' : 'it'}`,
    en: '"Find" needs its object: "I can\'t find it".',
    zh: "及物动词（transitive verb）：find 是及物动词，中文“我找不到”可以不说宾语，英语要加 it 或 them：I can't find it（我找不到它）。",
    examples: {
      wrong: [
        ["I can't find.", "I can't find it."],
        ["I looked for my keys, but I can't find.", "I looked for my keys, but I can't find them."],
      ],
      right: ["I can't find it."],
    },
  },
  {
    id: 'do-you-like-without-object',
    pattern: /\b((?:Do|Does|Did)\s+(?:you|he|she|they|we)\s+like)(?=\s*\?)/g,
    fix: (m) => `${m[1]} it`,
    en: '"Like" needs its object: "Do you like it?"',
    zh: '及物动词（transitive verb）：like 是及物动词，中文“你喜欢吗？”可以不说宾语，英语要加 it：Do you like it?（你喜欢吗？）',
    examples: {
      wrong: [['Do you like?', 'Do you like it?']],
      right: ['Do you like it?'],
    },
  },
  // "This is the book I told you." -> "told you about", "This is the man I talked." -> "talked to": the clause
  // keeps its preposition at the end.
  {
    id: 'clause-drops-preposition',
    pattern:
      /(?<=\bthe\s+(?:book|movie|film|story|place|man|woman|girl|boy|person|teacher|restaurant|problem|news)\s+(?:I|we|he|she|they)\s+)(told\s+you|talked|spoke)(?=\s*[.!?]|\s*$)/g,
    fix: (m) => `${m[1]} ${m[1] === 'told you' ? 'about' : 'to'}`,
    en: 'The clause keeps its preposition at the end: "the book I told you about", "the man I talked to".',
    zh: '介词（preposition）：定语从句里动词原来带的介词要留在句末：the book I told you about（我跟你说过的那本书），the man I talked to（和我谈过话的那个人）。',
    examples: {
      wrong: [
        ['This is the book I told you.', 'This is the book I told you about.'],
        ['This is the man I talked.', 'This is the man I talked to.'],
      ],
      right: ['This is the book I told you about.'],
    },
  },
  // "One of them is a doctor, the other are teachers" -> "the others are"; "Some people like tea, other like
  // coffee" -> "others like": more than one is "others".
  {
    id: 'the-other-are',
    pattern: /\b([Tt]he\s+other)(?=\s+(?:are|were)\b)/g,
    fix: (m) => `${m[1]}s`,
    en: 'More than one is "the others": "the others are teachers".',
    zh: '单复数（number）：剩下的不止一个时要用复数 the others：One of them is a doctor, the others are teachers（其中一个是医生，其他的都是老师）。',
    examples: {
      wrong: [
        [
          'One of them is a doctor, the other are teachers.',
          'One of them is a doctor, the others are teachers.',
        ],
      ],
      right: ['One is a doctor, the other is a teacher.'],
    },
  },
  {
    id: 'some-then-other',
    pattern: /(?<=\b[Ss]ome\s+[^.!?]*,\s+)other(?=\s+(?:like|likes|prefer|think|say|want|are|do|enjoy)\b)/g,
    fix: () => 'others',
    en: '"Some …, others …": "Some people like tea, others like coffee".',
    zh: '单复数（number）：other 是形容词，后面要有名词；单独指“另一些人”要用代词 others：Some people like tea, others like coffee（有些人喜欢茶，有些人喜欢咖啡）。',
    examples: {
      wrong: [['Some people like tea, other like coffee.', 'Some people like tea, others like coffee.']],
      right: ['Some people like tea, other people like coffee.'],
    },
  },
  // "I have two brothers, one is a doctor, another is a teacher" -> "the other": of two, the second is "the
  // other".
  {
    id: 'two-then-another',
    pattern:
      /(?<=\b(?:two|both)\b[^.!?]*\bone\s+(?:is|was)\b[^.!?]*,\s+(?:and\s+)?)another(?=\s+(?:is|was)\b)/g,
    fix: () => 'the other',
    en: 'Of two, the second is "the other": "one is a doctor, the other is a teacher".',
    zh: '用词（word choice）：两个当中的“另一个”是确定的，用 the other；another 是许多个中任意的另一个：one is a doctor, the other is a teacher（一个是医生，另一个是老师）。',
    examples: {
      wrong: [
        [
          'I have two brothers, one is a doctor, another is a teacher.',
          'I have two brothers, one is a doctor, the other is a teacher.',
        ],
      ],
      right: ['I have three brothers: one is a doctor, another is a teacher.'],
    },
  },
  // "some of them is" -> "are": a part of many is more than one.
  {
    id: 'some-of-them-is',
    pattern:
      /\b((?:[Ss]ome|[Mm]any|[Mm]ost|[Aa]ll|[Bb]oth|[Ff]ew|[Ss]everal)\s+of\s+(?:them|us|you|these|those))\s+(is|was)\b/g,
    fix: (m) => `${m[1]} ${m[2] === 'is' ? 'are' : 'were'}`,
    en: 'Some of many is more than one: "some of them are".',
    zh: '主谓一致（subject–verb agreement）：some of them 指其中不止一个，谓语用复数：Some of them are very tall（他们中有些人很高）。',
    examples: {
      wrong: [['Some of them is very tall.', 'Some of them are very tall.']],
      right: ['One of them is very tall.'],
    },
  },
  // "I am totally agree" -> "I totally agree": "agree" is a verb, with no "be", whatever adverb is between.
  {
    id: 'be-totally-agree',
    pattern:
      /\b(I|you|we|they|he|she|You|We|They|He|She)(?:\s+(?:am|are|is)|['’](?:m|re|s))\s+(totally|completely|fully|strongly|really|quite|absolutely|entirely)\s+(agree|disagree)\b/g,
    fix: (m) => `${m[1]} ${m[2]} ${/^(?:he|she)$/i.test(m[1]!) ? `${m[3]}s` : m[3]}`,
    en: '"Agree" is a verb and needs no "be": "I totally agree".',
    zh: '语法（grammar）：agree 是动词，不是形容词，前面不用 be；中文“我完全同意”直接说 I totally agree（我完全同意）。',
    examples: {
      wrong: [
        ['I am totally agree with you.', 'I totally agree with you.'],
        ['He is completely agree.', 'He completely agrees.'],
      ],
      right: ['I totally agree with you.'],
    },
  },
  // "I agree with that the plan is good" -> "I agree that": a clause follows "agree that" ("I agree with
  // that." and "agree with that idea" are right).
  {
    id: 'agree-with-that-clause',
    pattern:
      /\b(agree|agrees|agreed)\s+with\s+that(?=\s+(?:I|you|he|she|we|they|it)\s+[a-z]+|\s+(?:the|my|our|his|her|their|this)\s+[a-z]+\s+(?:is|are|was|were|will|can|should|has|have)\b)/g,
    fix: (m) => `${m[1]} that`,
    en: 'A clause follows "agree that": "I agree that the plan is good".',
    zh: '句型（sentence pattern）：agree 接从句时直接用 that，with 后面只接人或名词：I agree that the plan is good（我同意这个计划不错）。',
    examples: {
      wrong: [['I agree with that the plan is good.', 'I agree that the plan is good.']],
      right: ['I agree with that idea.', 'I agree with that.'],
    },
  },
  // Essay openers with a meaning of their own: "At last, I want to thank my parents" -> "Finally," ("at last"
  // is after a long wait); "On the other side," -> "On the other hand,"; "So that, he failed" -> "So,";
  // "Because of this reason" -> "For this reason"; "Along with the time goes by" -> "As time goes by".
  {
    id: 'at-last-for-finally',
    pattern: /(?<=^|[.!?]\s+)At\s+last,(?=\s+(?:I\s+(?:want|would\s+like|think)|we\s+should))/g,
    fix: () => 'Finally,',
    en: 'A last point is "Finally" ("at last" is after a long wait): "Finally, I want to thank my parents".',
    zh: '易混词（confused words）：列举要点时的“最后”用 finally；at last 是“经过漫长等待终于”：Finally, I want to thank my parents（最后，我想感谢我的父母）。',
    examples: {
      wrong: [['At last, I want to thank my parents.', 'Finally, I want to thank my parents.']],
      right: ['At last, the bus came.'],
    },
  },
  {
    id: 'on-the-other-side',
    pattern: /(?<=^|[.!?]\s+)On\s+the\s+other\s+side,/g,
    fix: () => 'On the other hand,',
    en: 'The other view is "on the other hand".',
    zh: '固定搭配（fixed phrase）：“另一方面”说 on the other hand；on the other side 是“在另一边”：On the other hand, it costs a lot（另一方面，它很贵）。',
    examples: {
      wrong: [['On the other side, it costs a lot.', 'On the other hand, it costs a lot.']],
      right: ['On the other side of the road, there is a shop.'],
    },
  },
  {
    id: 'so-that-for-so',
    pattern: /(?<=^|[.!?]\s+)So\s+that,/g,
    fix: () => 'So,',
    en: '"So that" says a purpose; a result is "So,": "So, he failed".',
    zh: '易混词（confused words）：so that 表示目的“为了”；句首表示结果的“所以”只用 So：So, he failed the exam（所以他考试没及格）。',
    examples: {
      wrong: [['So that, he failed the exam.', 'So, he failed the exam.']],
      right: ['He studied hard so that he could pass.'],
    },
  },
  {
    id: 'because-of-this-reason',
    pattern: /\b([Bb])ecause\s+of\s+(this|that)\s+reason\b/g,
    fix: (m) => `${m[1] === 'B' ? 'F' : 'f'}or ${m[2]} reason`,
    en: 'It is "for this reason".',
    zh: '固定搭配（fixed phrase）：“因为这个原因”说 for this reason；because of 和 reason 意思重复：For this reason, I stayed home（因为这个原因，我待在家里）。',
    examples: {
      wrong: [['Because of this reason, I stayed home.', 'For this reason, I stayed home.']],
      right: ['Because of the rain, I stayed home.'],
    },
  },
  {
    id: 'along-with-time',
    pattern: /\b([Aa])long\s+with\s+(?:the\s+)?time\s+goes\s+by\b/g,
    fix: (m) => `${m[1]}s time goes by`,
    en: 'It is "as time goes by".',
    zh: '固定搭配（fixed phrase）：中文“随着时间的流逝”说 as time goes by；along with 是介词，不能接句子：As time goes by, we grow up（随着时间流逝，我们长大了）。',
    examples: {
      wrong: [['Along with the time goes by, we grow up.', 'As time goes by, we grow up.']],
      right: ['As time goes by, we grow up.'],
    },
  },
  // "I feel not well" -> "I don't feel well": a verb is negated with "do not"; "My health is not very well"
  // -> "not very good": health is good, a person is well.
  {
    id: 'feel-not-well',
    pattern:
      /\b(I|you|we|they|he|she|You|We|They|He|She)\s+(feel|feels)\s+not\s+(well|good|happy|comfortable)\b/g,
    fix: (m) => `${m[1]} ${m[2] === 'feels' ? "doesn't" : "don't"} feel ${m[3]}`,
    en: 'A verb is negated with "do not": "I don\'t feel well".',
    zh: "语法（grammar）：feel 是实义动词，否定要用 don't/doesn't，not 不直接放在它后面：I don't feel well today（我今天感觉不舒服）。",
    examples: {
      wrong: [
        ['I feel not well today.', "I don't feel well today."],
        ['She feels not happy.', "She doesn't feel happy."],
      ],
      right: ["I don't feel well today."],
    },
  },
  {
    id: 'health-is-well',
    pattern: /(?<=\b[Hh]ealth\s+(?:is|was)\s+(?:not\s+)?(?:very\s+)?)well\b/g,
    fix: () => 'good',
    en: 'Health is "good"; a person is "well": "My health is not very good".',
    zh: '用词（word choice）：well 作形容词说的是人“身体好”（I am well）；health 是“健康状况”，要用 good 来形容：My health is not very good（我的身体不太好）。',
    examples: {
      wrong: [['My health is not very well.', 'My health is not very good.']],
      right: ['I am not very well.', 'My health is not very good.'],
    },
  },
  // "In my hometown have many trees", "In China has many places", "On the table have a book" -> "In my
  // hometown, there are many trees": a place has no "have" after it (在我的家乡有很多树).
  {
    id: 'place-has',
    pattern:
      /(?<=^|[.!?]\s+)((?:In|On|At|Near|Behind|Around)\s+(?:(?:my|our|the|his|her|their|this|that)\s+[a-z]+|\p{Lu}[a-z]+))\s+(?:has|have)(?=\s+(many|a\s+lot\s+of|lots\s+of|some|several|a|an|no)\b)/gu,
    fix: (m) => `${m[1]}, there ${/^an?$/.test(m[2]!) ? 'is' : 'are'}`,
    en: 'What is somewhere takes "there is" or "there are": "In my hometown, there are many trees".',
    zh: '句型（sentence pattern）：中文“我的家乡有很多树”用“有”，英语说某处有某物用 there is/there are，地点不能作 have 的主语：In my hometown, there are many trees（我的家乡有很多树）。',
    examples: {
      wrong: [
        ['In my hometown have many trees.', 'In my hometown, there are many trees.'],
        ['On the table has a book.', 'On the table, there is a book.'],
      ],
      right: ['In my hometown, there are many trees.'],
    },
  },
  // "I often listen English songs" -> "listen to": one listens to something.
  {
    id: 'listen-songs',
    pattern:
      /\b(listen|listens|listened|listening)\s+(?=(?:English|Chinese|pop|classical|some|my|his|her|their|our|your)\s+(?:songs?|music|radio|programs?|programmes?|podcasts?|stories)\b)/g,
    fix: (m) => `${m[1]} to `,
    en: 'One listens "to" something: "I often listen to English songs".',
    zh: '不及物动词（intransitive verb）：listen 是不及物动词，后面接听的内容要加 to：I often listen to English songs（我经常听英文歌）。',
    examples: {
      wrong: [['I often listen English songs.', 'I often listen to English songs.']],
      right: ['I often listen to English songs.'],
    },
  },
  // Commands: "Don't be worry" -> "Don't worry"; "Don't to go there" -> "Don't go"; "Not go there!" ->
  // "Don't go there!"; "Please don't smoking here" -> "don't smoke": a command is the verb itself.
  {
    id: 'dont-be-worry',
    pattern: /\b([Dd]on['’]t|[Dd]o\s+not)\s+be\s+worry\b/g,
    fix: (m) => `${m[1]} worry`,
    en: '"Worry" is a verb: "Don\'t worry".',
    zh: "语法（grammar）：worry 是动词，祈使句直接说 Don't worry（别担心），不加 be；用 be 时要说 Don't be worried。",
    examples: {
      wrong: [["Don't be worry.", "Don't worry."]],
      right: ["Don't be worried."],
    },
  },
  {
    id: 'dont-to',
    pattern: /\b([Dd]on['’]t|[Dd]o\s+not)\s+to\s+(?=[a-z]+\b)/g,
    fix: (m) => `${m[1]} `,
    en: 'A command takes the verb itself: "Don\'t go there".',
    zh: "语法（grammar）：祈使句的 don't 后面直接接动词原形，不加 to：Don't go there（别去那里）。",
    examples: {
      wrong: [["Don't to go there.", "Don't go there."]],
      right: ["Don't go there."],
    },
  },
  {
    id: 'not-starts-command',
    pattern:
      /(?<=^|[.!?]\s+)Not(?=\s+(?:go|do|touch|eat|smoke|run|talk|play|open|forget|worry|be|say|tell)\b)/g,
    fix: () => "Don't",
    en: 'A command is negated with "don\'t": "Don\'t go there!"',
    zh: "句型（sentence pattern）：中文“别去”“不要去”，英语的否定祈使句用 Don't 开头：Don't go there!（别去那里！）",
    examples: {
      wrong: [['Not go there!', "Don't go there!"]],
      right: ['Not now!'],
    },
  },
  {
    id: 'dont-then-ing',
    pattern: /\b((?:[Dd]on|[Dd]oesn|[Dd]idn)['’]t\s+)([a-z]+ing)\b/g,
    fix: (m) => {
      const lemma = isVerb(m[2]!) ? undefined : lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    en: '"Don\'t" takes the verb itself: "Please don\'t smoke here".',
    zh: "语法（grammar）：don't 是助动词，后面接动词原形，不用 -ing 形式：Please don't smoke here（请不要在这里吸烟）。",
    examples: {
      wrong: [["Please don't smoking here.", "Please don't smoke here."]],
      right: ["We don't bring food here.", "I don't sing."],
    },
  },
  // "We played very happy" -> "happily": how one did something is an adverb.
  {
    id: 'played-happy',
    pattern:
      /\b((?:played|lived|danced|sang|laughed|talked|worked|studied)\s+(?:very\s+|so\s+|really\s+)?)happy\b/g,
    fix: (m) => `${m[1]}happily`,
    en: 'How one did something is an adverb: "We played very happily".',
    zh: '语法（grammar）：说明动作做得怎么样要用副词；中文“玩得很开心”的“开心”修饰动词，英语要用 happily：We played very happily（我们玩得很开心）。',
    examples: {
      wrong: [['We played very happy.', 'We played very happily.']],
      right: ['We were very happy.'],
    },
  },
  // "Everyone enjoyed." -> "enjoyed it": "enjoy" needs its object ("enjoyed themselves" is right too). Only
  // a sentence of its subject and verb: "a better life than we enjoyed" has its object before it.
  {
    id: 'enjoyed-alone',
    pattern:
      /(?<=(?:^|[.!?]\s+)(?:I|We|They|He|She|You|Everyone|Everybody)\s+(?:really\s+|all\s+|both\s+)?)(enjoy|enjoys|enjoyed)(?=\s*[.!?]|\s*$)/g,
    fix: (m) => `${m[1]} it`,
    en: '"Enjoy" needs its object: "We enjoyed it" (or "enjoyed ourselves").',
    zh: '及物动词（transitive verb）：enjoy 是及物动词，中文“大家都很享受”可以不说宾语，英语要加 it 或反身代词：Everyone enjoyed it（大家都很喜欢）。',
    examples: {
      wrong: [['Everyone enjoyed.', 'Everyone enjoyed it.']],
      right: ['We enjoyed ourselves.', 'It was a better life than we enjoyed.'],
    },
  },
];
