import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';

/*
 * Rows of EVERYDAY_WORD_PHRASES (everyday-words.ts), in the order they are tried: what is convenient and kind
 * ("if you are convenient", "kind for you"), where news is ("in the Internet", "on the newspaper"), "make"
 * and "do" ("do mistakes", "make my homework", "make a conclusion").
 */
export const EVERYDAY_MAKE_AND_DO: PhraseTable = [
  // "If you are convenient" -> "If it is convenient for you" (如果你方便): a time or a place is
  // convenient for a person.
  {
    id: 'if-you-are-convenient',
    pattern: /\b([Ii]f|[Ww]hen|[Ww]henever)\s+you\s+are\s+convenient\b/g,
    fix: (m) => `${m[1]} it is convenient for you`,
    en: 'A time or a place is convenient for you: "if it is convenient for you".',
    zh: '句型（sentence pattern）：convenient 说的是时间、地点“方便”，主语不能是人：if it is convenient for you（如果你方便的话）；因为中文说“如果你方便”，容易写成 if you are convenient。',
    examples: {
      wrong: [['Please call me if you are convenient.', 'Please call me if it is convenient for you.']],
      right: ['Please call me if it is convenient for you.'],
    },
  },
  {
    id: 'are-you-convenient',
    pattern: /(^|[.!?]\s+)Are\s+you\s+convenient\b/g,
    fix: (m) => `${m[1]}Is it convenient for you`,
    en: 'A time or a place is convenient for you: "Is it convenient for you?".',
    zh: '句型（sentence pattern）：问“你方便吗”要说 Is it convenient for you?，convenient 的主语是时间或事情，不是人；因为中文说“你方便吗”，容易写成 Are you convenient?。',
    examples: {
      wrong: [['Are you convenient tomorrow?', 'Is it convenient for you tomorrow?']],
      right: ['Is it convenient for you tomorrow?'],
    },
  },
  // "The population of China is very much" -> "very large" (人口很多): a population is large or small.
  {
    id: 'population-is-much',
    pattern:
      /\b(population\s+(?:of\s+[A-Z][a-z]+\s+)?(?:is|was)\s+(?:very\s+|so\s+|too\s+)?)(?:much|many|more)(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => `${m[1]}large`,
    en: 'A population is "large" or "small", not "much".',
    zh: '用词（word choice）：人口“多”或“少”用 large 或 small：The population of China is very large（中国人口很多）；中文说“人口很多”，但 population 不用 much 或 many 形容。',
    examples: {
      wrong: [['The population of China is very much.', 'The population of China is very large.']],
      right: ['The population of China is very large.'],
    },
  },
  // "It's very kind for you to help" -> "kind of you": one's character is "of" someone ("good for you" is a
  // benefit, and right).
  {
    id: 'kind-for-you',
    pattern:
      /\b((?:very\s+|so\s+|really\s+)?(?:kind|generous|thoughtful|considerate|polite|rude|careless|clever|silly|stupid|brave|selfish|sweet)\s+)for(?=\s+(?:you|him|her|them|me|us)\s+to\b)/g,
    fix: (m) => `${m[1]}of`,
    en: 'What says something about a person takes "of": "It\'s kind of you to help".',
    zh: "句型（sentence pattern）：形容词说的是人的品质（kind、polite、clever）时用 It is kind of you to …：It's kind of you to help（你来帮忙，真是太好了）；for 说的是对某人有利或难易：good for you。",
    examples: {
      wrong: [["It's very kind for you to help me.", "It's very kind of you to help me."]],
      right: ['It is good for you to exercise.', "It's very kind of you to help me."],
    },
  },
  // "your kindly help" -> "your kind help": an adjective before a noun.
  {
    id: 'your-kindly-help',
    pattern:
      /\b((?:your|his|her|their)\s+)kindly(?=\s+(?:help|support|reply|advice|invitation|attention|consideration)\b)/gi,
    fix: (m) => `${m[1]}kind`,
    en: 'Before a noun, the adjective: "your kind help" ("kindly" says how something is done).',
    zh: '语法（grammar）：名词前要用形容词 kind：your kind help（您的好心帮助）；kindly 是副词，修饰动词：He kindly helped me。',
    examples: {
      wrong: [['Thank you for your kindly help.', 'Thank you for your kind help.']],
      right: ['Thank you for your kind help.', 'He kindly helped me.'],
    },
  },
  // "apply the job" -> "apply for the job" (申请工作).
  {
    id: 'apply-the-job',
    pattern:
      /\b(apply|applies|applied|applying)(?=\s+(?:the|a|this|that|your)\s+(?:job|position|post|scholarship|visa|programme|program|course)\b)/gi,
    fix: (m) => `${m[1]} for`,
    en: 'One applies "for" a job or a place: "apply for the job".',
    zh: '介词（preposition）：“申请（工作、签证、奖学金）”说 apply for：apply for the job（申请这份工作）；因为中文说“申请工作”，中间没有介词，容易漏掉 for。',
    examples: {
      wrong: [['I want to apply the job.', 'I want to apply for the job.']],
      right: ['I want to apply for the job.', 'Apply the rules to everyone.'],
    },
  },
  // "in the internet", "in TV" -> "on" (as a phrase's end, not "In TV studios", "In the Internet age");
  // "on the newspaper" -> "in".
  {
    id: 'in-the-internet',
    pattern:
      /(?<!\b(?:interested|interest|works?|worked|working|career|job|jobs)\s+)\b([Ii])n(?=\s+(?:the\s+Internet|the\s+internet|TV|television|the\s+radio)(?:\s*[.,!?;]|\s*$|\s+(?:last|yesterday|today|tonight|every|and|but|or|when|because|about|with|for|at|on|in|from|before|after|all|again)\b))/g,
    fix: (m) => `${m[1] === 'I' ? 'O' : 'o'}n`,
    en: 'What is broadcast or online is "on": "on the Internet", "on TV".',
    zh: '介词（preposition）：在网上、电视上、广播里说 on the Internet、on TV、on the radio：I found it on the Internet（我在网上找到的）；因为中文说“在网上”“在电视里”，容易写成 in。',
    examples: {
      wrong: [
        ['I found it in the Internet.', 'I found it on the Internet.'],
        ['I saw him in TV yesterday.', 'I saw him on TV yesterday.'],
      ],
      right: [
        'In the Internet age, news travels fast.',
        'I found it on the Internet.',
        'I am interested in TV and radio.',
        'He works in television.',
      ],
    },
  },
  {
    id: 'on-the-newspaper',
    pattern:
      /\b((?:read|saw|seen|see|it|was)\s+)on(?=\s+(?:the|a|today's|yesterday's)\s+(?:newspaper|magazine|book)\b)/g,
    fix: (m) => `${m[1]}in`,
    en: 'What is printed is "in" the newspaper or the book.',
    zh: '介词（preposition）：报纸、杂志、书里的内容用 in：I read it in the newspaper（我在报纸上看到的）；因为中文说“报纸上”，容易写成 on。',
    examples: {
      wrong: [['I read it on the newspaper.', 'I read it in the newspaper.']],
      right: ['I read it in the newspaper.', 'Put the cup on the newspaper.'],
    },
  },
  // "Would you like go with me?" -> "like to go".
  {
    id: 'would-you-like-go',
    pattern:
      /\b([Ww]ould\s+you\s+like)\s+(go|come|have|eat|drink|see|join|try|play|watch|visit|meet|dance|sit|stay)\b/g,
    fix: (m) => `${m[1]} to ${m[2]}`,
    en: '"Would you like" is followed by "to" + a verb: "Would you like to go?".',
    zh: '句型（sentence pattern）：would like 后面接动词时要用 to do：Would you like to go with me?（你愿意和我一起去吗？）。',
    examples: {
      wrong: [['Would you like go with me?', 'Would you like to go with me?']],
      right: ['Would you like to go with me?', 'Would you like tea?'],
    },
  },
  // "He did a great progress" -> "made great progress" (取得进步).
  {
    id: 'do-progress',
    pattern:
      /\b(do|does|did|doing|done)(?=\s+(?:(?:a|an|great|good|big|much|some|real|little)\s+){1,2}progress\b|\s+progress\b(?!\s+(?:slowly|quickly|well|fast|further|steadily|rapidly)\b))/gi,
    fix: (m) => sameFormOf(m, 'do', 'make'),
    en: 'One "makes" progress.',
    zh: '固定搭配（fixed phrase）：“取得进步”说 make progress：He made great progress（他进步很大）；中文说“做出”“取得”，但这里不能用 do。',
    examples: {
      wrong: [
        ['He did great progress this year.', 'He made great progress this year.'],
        ['She has done much progress.', 'She has made much progress.'],
      ],
      right: ['He made great progress in English.', 'The disease did progress slowly.'],
    },
  },
  // "do mistakes" -> "make mistakes" (犯错误).
  {
    id: 'do-mistakes',
    pattern:
      /\b(do|does|did|doing|done)(\s+(?:(?:a|many|some|few|no|more|fewer|lots\s+of|a\s+lot\s+of|the\s+same|silly|stupid|big|small)\s+)?mistakes?)\b/gi,
    fix: (m) => `${sameFormOf(m, 'do', 'make')}${m[2]}`,
    en: 'One "makes" a mistake; "do" goes with homework and work.',
    zh: '固定搭配（fixed phrase）：“犯错误”说 make a mistake / make mistakes：I often make mistakes（我经常犯错）；do 用于 do homework、do work。',
    examples: {
      wrong: [
        ['I often do mistakes in English.', 'I often make mistakes in English.'],
        ['He did a lot of mistakes.', 'He made a lot of mistakes.'],
      ],
      right: ['I often make mistakes.', 'I do my homework.'],
    },
  },
  // "She does a cake" -> "makes a cake", "do a noise" -> "make a noise", "did a plan" -> "made a plan" (做).
  // Only after its subject, "to" or a modal: "What does a cake cost?" asks with "does".
  {
    id: 'do-a-cake',
    pattern:
      /(?<=\b(?:I|you|he|she|we|they|[Ii]t|to|can|could|will|would|should|must|never|also|always|often|usually|don't|doesn't|didn't)\s+)(do|does|did|doing|done)(\s+(?:a|an|the|my|your|his|her|our|their|some|this|that)\s+(?:(?:big|small|new|good|birthday|chocolate)\s+)?(?:cake|noise|plan|decision|choice|phone\s+call|promise|speech|wish|sandwich|dress|kite|model))\b/gi,
    fix: (m) => `${sameFormOf(m, 'do', 'make')}${m[2]}`,
    en: 'One "makes" a cake, a plan, a decision or a noise (做); "do" goes with homework and work.',
    zh: '用词（word choice）：中文都说“做”，但做蛋糕、做计划、做决定、发出噪音要用 make：make a cake（做蛋糕）、make a decision（做决定）；do 用于 do homework、do the work。',
    examples: {
      wrong: [
        ['She does a cake for my birthday.', 'She makes a cake for my birthday.'],
        ['We did a plan for the trip.', 'We made a plan for the trip.'],
      ],
      right: ['What does a cake cost?', 'I did the dishes.'],
    },
  },
  // "Please make me a favour" -> "do me a favour" (帮个忙).
  {
    id: 'make-a-favour',
    pattern: /\b(make|makes|made|making)(\s+(?:(?:me|him|her|us|them|you)\s+)?a\s+favou?r)\b/gi,
    fix: (m) => `${sameFormOf(m, 'make', 'do')}${m[2]}`,
    en: 'One "does" someone a favour: "Could you do me a favour?".',
    zh: '固定搭配（fixed phrase）：“帮某人一个忙”说 do someone a favour，动词用 do 而不是 make：Could you do me a favour?（你能帮我个忙吗？）。',
    examples: {
      wrong: [['Please make me a favour.', 'Please do me a favour.']],
      right: ['Could you do me a favour?'],
    },
  },
  // "make a conclusion" -> "draw a conclusion" (得出结论).
  {
    id: 'make-a-conclusion',
    pattern: /\b(make|makes|made|making)(\s+(?:a|the|my|our|this|that|any)\s+conclusions?)\b/gi,
    fix: (m) => `${sameFormOf(m, 'make', 'draw')}${m[2]}`,
    en: 'One "draws" a conclusion from what one knows.',
    zh: '固定搭配（fixed phrase）：“得出结论”说 draw a conclusion：We can draw a conclusion from the data（我们可以从数据中得出结论）；因为中文说“做出结论”，容易写成 make。',
    examples: {
      wrong: [['We can make a conclusion from the data.', 'We can draw a conclusion from the data.']],
      right: ['We can draw a conclusion from the data.'],
    },
  },
  // "I will wait you" -> "wait for you" (等你): "wait" takes "for" before the one waited for ("wait them out"
  // is a phrase of its own).
  {
    id: 'wait-you',
    pattern:
      /\b(wait|waits|waited|waiting)(\s+)(?=(?:you|me|him|her|us|them)\b(?!\s+out\b)|(?:the|a|an|my|your|his|her|our|their)\s+(?:bus|train|plane|flight|taxi|subway|teacher|doctor|results?|answer|reply|call|letter|email|news|others)\b)/gi,
    fix: (m) => `${m[1]}${m[2]}for `,
    en: 'One waits "for" someone: "I will wait for you".',
    zh: '不及物动词（intransitive verb）：wait 后面接所等的人或事物时要加 for：I will wait for you（我会等你）；因为中文说“等你”，没有介词，容易漏掉 for。',
    examples: {
      wrong: [
        ['I will wait you at the gate.', 'I will wait for you at the gate.'],
        ['We waited the bus for an hour.', 'We waited for the bus for an hour.'],
      ],
      right: ['We can wait them out.', 'I will wait for you.'],
    },
  },
  // "answer to the question" -> "answer the question" (not "the answer to the question", a noun).
  {
    id: 'answer-to-question',
    pattern:
      /(?<!\b(?:the|an|my|your|his|her|our|their|no|any)\s+)\b(answer|answers|answered|answering)\s+to(?=\s+(?:the|my|your|his|her|this|that|these|those|all)\s+questions?\b)/gi,
    fix: (m) => m[1]!,
    en: 'The verb "answer" takes its object directly: "answer the question" ("the answer to" is the noun).',
    zh: '及物动词（transitive verb）：动词 answer 直接接宾语，不加 to：answer the question（回答问题）；名词 answer 才说 the answer to the question。',
    examples: {
      wrong: [['Please answer to the question.', 'Please answer the question.']],
      right: ['The answer to the question is simple.', 'Please answer the question.'],
    },
  },
  // "consider about it" -> "consider it" (考虑): the verb takes its object directly.
  {
    id: 'consider-about',
    pattern: /\b(consider|considers|considered|considering)\s+about\b/gi,
    fix: (m) => m[1]!,
    en: '"Consider" takes its object directly: "consider it" (or "think about it").',
    zh: '及物动词（transitive verb）：consider 直接接宾语，不加 about：I will consider it（我会考虑这件事）；受 think about 和中文“考虑一下关于……”的影响，容易多加 about。',
    examples: {
      wrong: [['I will consider about it.', 'I will consider it.']],
      right: ['I will think about it.', 'I will consider it.'],
    },
  },
  // "Thanks God" -> "Thank God".
  {
    id: 'thanks-god',
    pattern: /\b([Tt]hank)s(?=\s+God\b)/g,
    fix: (m) => m[1]!,
    en: 'It is "Thank God" (a wish: may God be thanked).',
    zh: "固定搭配（fixed phrase）：Thank God（谢天谢地）是固定说法，thank 用动词原形，不加 s：Thank God it's Friday（谢天谢地，终于到星期五了）。",
    examples: {
      wrong: [["Thanks God it's Friday.", "Thank God it's Friday."]],
      right: ["Thank God it's Friday."],
    },
  },
  // "I make my homework" -> "do my homework" (not "It made the homework easier").
  {
    id: 'make-homework',
    pattern:
      /\b(make|makes|made|making)(\s+(?:my|your|his|her|our|their|the)?\s*homework)(?=\s*(?:[.,!?;]|$|(?:every|in|at|after|before|on|with|for|now|today|tonight|together|alone|and|but|first)\b))/gi,
    fix: (m) => `${sameFormOf(m, 'make', 'do')}${m[2]}`,
    en: 'One "does" homework; "make" is for things one creates.',
    zh: '固定搭配（fixed phrase）：“做作业”说 do homework：I do my homework every evening（我每天晚上做作业）；make 用于做出新东西，比如 make a cake。',
    examples: {
      wrong: [['I make my homework every evening.', 'I do my homework every evening.']],
      right: ['It made the homework easier.', 'I do my homework every evening.'],
    },
  },
];
