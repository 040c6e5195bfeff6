import type { PhraseTable } from '../engine/phrase-table';
import { isVerb } from '../lexicon/forms';
import { lemmasOfThirdPerson } from '../lexicon/inflect';
import { matchCase, OBJECT_OF_SUBJECT, PEOPLE_WORDS, PERSON_WORDS } from '../lexicon/words';

/*
 * Clause phrases, second part (CLAUSE_PHRASES in learner-clause-phrases.ts runs them after the first): what a
 * verb or an adjective takes after it: no "be" before a verb ("It is take", "I am very like it"), a passive
 * ("which located", "be hold"), a clause with its own words ("sorry that", "mind if", "want you to", "think
 * that", "what time it is").
 */

/** Verbs whose "in" is their own ("come in", "log in", "fill in"), in any form. */
const IN_PARTICLE_VERBS =
  /^(?:c[oa]m(?:e|es|ing)|go|goes|went|going|gets?|got|getting|mov(?:e|es|ed|ing)|log(?:s|ged|ging)?|check(?:s|ed|ing)?|fill(?:s|ed|ing)?|giv(?:e|es|en|ing)|gave|breath(?:e|es|ed|ing)|sign(?:s|ed|ing)?|plug(?:s|ged|ging)?|turn(?:s|ed|ing)?|join(?:s|ed|ing)?|fit(?:s|ted|ting)?|walk(?:s|ed|ing)?|step(?:s|ped|ping)?|drop(?:s|ped|ping)?|break(?:s|ing)?|broke|let(?:s|ting)?|bring(?:s|ing)?|brought|put(?:s|ting)?|hand(?:s|ed|ing)?|run(?:s|ning)?|ran|jump(?:s|ed|ing)?|fall(?:s|ing)?|fell|lock(?:s|ed|ing)?|tak(?:e|es|en|ing)|took|drive[sn]?|drove|driving|fl(?:y|ies|ew|ying)|settl(?:e|es|ed|ing))$/;

/** What a verb or an adjective takes after it, in a clause built as Chinese builds it. */
export const VERB_CLAUSE_PHRASES: PhraseTable = [
  // "It's take a long time", "It is take two hours" -> "It takes": "take" is the verb, with no "be".
  {
    id: 'it-is-take',
    pattern:
      /\b([Ii]t)(?:['’]s|\s+is|\s+(was))\s+take(?=\s+(?:a|an|the|me|us|him|her|them|you|two|three|four|five|ten|many|several|some|about|only|at|\d)\b)/g,
    fix: (m) => `${m[1]} ${m[2] ? 'took' : 'takes'}`,
    en: '"Take" is the verb, with no "be": "It takes a long time".',
    zh: '语法（grammar）：take 就是谓语动词，前面不再加 is：It takes a long time（这要花很长时间）。',
    examples: {
      wrong: [
        ["It's take a long time.", 'It takes a long time.'],
        ['It was take two hours.', 'It took two hours.'],
      ],
      right: ['It takes a long time.'],
    },
  },
  // "I am very like it" -> "I really like it", "I am very appreciate your help" -> "I really appreciate": "very"
  // goes with no verb, and the verb needs no "be". "Like" a verb follows ("I am very like play football") is
  // the liking one too; not "I am very like my father", which is right.
  {
    id: 'am-very-like',
    pattern:
      /\b(I|you|we|they|You|We|They)(?:\s+(?:am|are)|['’](?:m|re))\s+very\s+(?:(love|enjoy|appreciate|miss)\b|(like)(?=\s+(?:it|this|that|to\s+[a-z]+|[a-z]+ing)\b)|(like)(?=\s+([a-z]+)\b))/g,
    fix: (m) => (m[4] && !isVerb(m[5]!) ? m[0] : `${m[1]} really ${m[2] ?? m[3] ?? m[4]}`),
    en: '"Like" is a verb: no "be" before it, and "really" (not "very") before a verb: "I really like it".',
    zh: '语法（grammar）：中文“我很喜欢”的“很”可以修饰动词，英语 very 不能修饰动词，要用 really，前面也不用 be：I really like it（我真的很喜欢它）。',
    examples: {
      wrong: [
        ['I am very like it.', 'I really like it.'],
        ['I am very appreciate your help.', 'I really appreciate your help.'],
      ],
      right: ['I am very like my father.'],
    },
  },
  // "a city which located in the south" -> "which is located" (位于): a place is located, passive.
  {
    id: 'which-located',
    pattern: /\b((?:which|that)\s+)(located|situated)(?=\s+(?:in|at|on|near|between|beside|by|along)\b)/g,
    fix: (m) => `${m[1]}is ${m[2]}`,
    en: 'A place "is located" (passive): "a city which is located in the south".',
    zh: '语法（grammar）：“位于”在英语里是被动的 be located，从句里不能少了 is：a city which is located in the south（一座位于南方的城市）。',
    examples: {
      wrong: [['It is a city which located in the south.', 'It is a city which is located in the south.']],
      right: ['It is a city which is located in the south.'],
    },
  },
  // "a village that called Lijiang" -> "that is called" (叫做): a name is given, passive; not "the man that
  // called me".
  {
    id: 'that-called-name',
    pattern: /\b((?:which|that)\s+)(called|named)(?=\s+(?:\p{Lu}|["“']))/gu,
    fix: (m) => `${m[1]}is ${m[2]}`,
    en: 'A name is given to a place (passive): "a village that is called Lijiang".',
    zh: '语法（grammar）：“叫做……”在英语里是被动的 be called，从句里要有 is：a village that is called Lijiang（一个叫丽江的村子）。',
    examples: {
      wrong: [['We visited a village that called Lijiang.', 'We visited a village that is called Lijiang.']],
      right: ['He is the man that called me.'],
    },
  },
  // "How is the weather like?" -> "What is the weather like?": "like" asks "what", "how" asks without it.
  {
    id: 'how-is-it-like',
    pattern:
      /\bHow(\s+(?:is|was|are|were)\s+(?:the|your|his|her|their|our|my|this|that)\s+[a-z]+(?:\s+[a-z]+)?\s+like)(?=\s*[?.!,]|\s*$|\s+(?:today|now|there|here|these\s+days|in|at)\b)/g,
    fix: (m) => `What${m[1]}`,
    en: 'Ask "What is it like?" or "How is it?", not "How is it like?".',
    zh: '句型（sentence pattern）：中文“天气怎么样”，英语的 like 问“像什么”，要用 what 提问：What is the weather like?（天气怎么样？）；不用 like 时才说 How is the weather?',
    examples: {
      wrong: [['How is the weather like today?', 'What is the weather like today?']],
      right: ['How is the weather today?', 'What is the weather like today?'],
    },
  },
  // "Could you tell me what time is it?" -> "what time it is": a question inside a sentence keeps the
  // order of a statement.
  {
    id: 'what-time-is-it-inside',
    pattern:
      /\b((?:tell|tells|told|know|knows|knew|ask|asks|asked)\s+(?:me\s+|you\s+|him\s+|her\s+|us\s+|them\s+)?what\s+time\s+)is\s+it\b/g,
    fix: (m) => `${m[1]}it is`,
    en: 'A question inside a sentence keeps the order of a statement: "tell me what time it is".',
    zh: '语序（word order）：问句放进另一个句子里要用陈述句的语序：Could you tell me what time it is?（你能告诉我几点了吗？）',
    examples: {
      wrong: [['Could you tell me what time is it?', 'Could you tell me what time it is?']],
      right: ['What time is it?'],
    },
  },
  // "I am sorry for late" -> "for being late", "sorry to late" -> "to be late": "late" needs its "be".
  {
    id: 'sorry-for-late',
    pattern: /\b([Ss]orry\s+)(for|to)\s+late\b/g,
    fix: (m) => `${m[1]}${m[2]} ${m[2] === 'for' ? 'being' : 'be'} late`,
    en: '"Late" is an adjective and needs "be": "sorry for being late", "sorry to be late".',
    zh: '语法（grammar）：late 是形容词，不能直接跟在 for 或 to 后面，要加 be：I am sorry for being late（抱歉我迟到了）。',
    examples: {
      wrong: [
        ['I am sorry for late.', 'I am sorry for being late.'],
        ['Sorry to late.', 'Sorry to be late.'],
      ],
      right: ['I am sorry for being late.'],
    },
  },
  // "If I am you, I would go" -> "If I were you": advice imagines being someone else.
  // "If I am you, I will go" -> "If I were you, I would go".
  {
    id: 'if-i-am-you',
    pattern: /\b([Ii]f\s+I\s+)(?:am|was)(\s+you\b)(?:(\s*,?\s*I\s+)will\b)?/g,
    fix: (m) => `${m[1]}were${m[2]}${m[3] ? `${m[3]}would` : ''}`,
    en: 'Advice imagines being someone else: "If I were you, I would …".',
    zh: '语法（grammar）：If I were you 是虚拟语气，假设自己是别人（实际不可能），要用 were，主句用 would：If I were you, I would go（如果我是你，我就去）。',
    examples: {
      wrong: [
        ['If I am you, I will go.', 'If I were you, I would go.'],
        ['If I was you, I would go.', 'If I were you, I would go.'],
      ],
      right: ['If I were you, I would go.'],
    },
  },
  // "I'm sorry for I am late" -> "sorry that I am late", "because of he is ill" -> "because he is ill": a
  // clause follows a conjunction, not a preposition.
  {
    id: 'sorry-for-clause',
    pattern:
      /\b(sorry)\s+for(?=\s+(?:I|we|he|she|they|you)\s+(?:am|is|are|was|were|have|has|had|did|didn['’]t|can['’]t|couldn['’]t|forgot|missed|broke|lost|made)\b)/g,
    fix: (m) => `${m[1]} that`,
    en: 'A clause follows "sorry that", not "sorry for": "I\'m sorry that I am late" (or "sorry for being late").',
    zh: "句型（sentence pattern）：for 是介词，后面不能接句子；中文“对不起，我迟到了”，英语说 sorry that + 从句：I'm sorry that I am late（抱歉我迟到了）。",
    examples: {
      wrong: [["I'm sorry for I am late.", "I'm sorry that I am late."]],
      right: ["I'm sorry for the noise."],
    },
  },
  // "Do you mind I open the window?" -> "mind if I open": the request is a condition.
  {
    id: 'mind-without-if',
    pattern:
      /\b(mind)(?=\s+(?:I|we|he|she|they)\s+(?:open|close|sit|use|smoke|ask|take|turn|borrow|come|join|leave|go|have|make|call|play|bring|stay)\b)/g,
    fix: (m) => `${m[1]} if`,
    en: 'Ask "Do you mind if I open the window?" (or "Do you mind my opening …").',
    zh: '句型（sentence pattern）：中文“你介意我开窗吗”，英语 mind 后面不能直接接句子，要用 if：Do you mind if I open the window?（你介意我开窗吗？）',
    examples: {
      wrong: [['Do you mind I open the window?', 'Do you mind if I open the window?']],
      right: ['Do you mind if I open the window?'],
    },
  },
  // "I wish you have a good time" -> "I hope you have": "wish" + a clause is for what is not so ("I wish
  // you were here"); a hope takes "hope" (or "I wish you a good time").
  {
    id: 'wish-for-hope',
    pattern: /\b(wish)(?=\s+(?:you|he|she|they|we)\s+(?:have|has|will|enjoy|enjoys|get|gets|are|is)\b)/gi,
    fix: (m) => matchCase('hope', m[1]!),
    en: 'For something that may happen, say "hope": "I hope you have a good time" ("I wish you were here" is for what is not so).',
    zh: '易混词（confused words）：中文的“希望”可以是 hope 也可以是 wish；可能发生的事用 hope：I hope you have a good time（希望你玩得开心）；wish 接从句表示与事实相反的愿望（I wish you were here）。',
    examples: {
      wrong: [['I wish you have a good time.', 'I hope you have a good time.']],
      right: ['I wish you were here.', 'I wish you a good time.'],
    },
  },
  // "I think so that he is right" -> "I think that he is right".
  {
    id: 'think-so-that',
    pattern: /\b(think|thinks|thought|believe|believes|believed)\s+so(?=\s+that\b)/gi,
    fix: (m) => m[1]!,
    en: '"So" and "that" say the same here: "I think that …".',
    zh: '语法（grammar）：so 和 that 在这里都代表后面要说的内容，只用一个：I think that he is right（我认为他是对的）。',
    examples: {
      wrong: [['I think so that he is right.', 'I think that he is right.']],
      right: ['I think so.'],
    },
  },
  // "I don't think so he will come" -> "I don't think he will come": "so" stands for a clause, not before one.
  // Not in an opening clause: in "If you think so you are wrong", "so" is the clause and "you are wrong" the
  // main one.
  {
    id: 'think-so-before-clause',
    pattern:
      /(?<!\b(?:[Ii]f|[Ww]hen|[Bb]ecause|[Ss]ince|[Aa]s|[Aa]lthough|[Tt]hough|[Uu]nless)\s+(?:[A-Za-z'’]+\s+){1,2})\b(think|thought|believe|believed|hope|hoped)\s+so(?=\s+(?:he|she|they|it|we|you|I)\s+(?:will|would|can|could|is|are|was|were|should|must|has|have|had)\b)/g,
    fix: (m) => m[1]!,
    en: '"So" stands for a whole clause ("I think so"); before a clause, leave it out: "I don\'t think he will come".',
    zh: "语法（grammar）：so 本身就代替一个从句（I think so，我认为是这样），后面有从句时就不要 so：I don't think he will come（我认为他不会来）。",
    examples: {
      wrong: [["I don't think so he will come.", "I don't think he will come."]],
      right: ['If you think so you are wrong.', "I don't think so."],
    },
  },
  // "The reason is because I was ill" -> "that", "The reason why I was late is because of the traffic" ->
  // "is the traffic": "the reason" already says "because".
  {
    id: 'reason-is-because',
    pattern: /\b(reason(?:\s+(?:why|that)\s+[^.!?,;]{1,60}?)?\s+(?:is|was)\s+)because(\s+of)?\s+/gi,
    fix: (m) => (m[2] ? m[1]! : `${m[1]}that `),
    en: '"The reason" already means "why": "The reason is that …", "The reason is the traffic".',
    zh: '句型（sentence pattern）：reason 本身就是“原因”，后面的表语用 that 从句或名词，不再用 because：The reason is that I was ill（原因是我病了）。',
    examples: {
      wrong: [
        ['The reason is because I was ill.', 'The reason is that I was ill.'],
        ['The reason why I was late is because of the traffic.', 'The reason why I was late is the traffic.'],
      ],
      right: ['The reason is that I was ill.'],
    },
  },
  // "According to the survey shows, most people …" -> "The survey shows most people …": the source is said
  // once, with "according to" or with its verb.
  {
    id: 'according-to-shows',
    pattern:
      /(?<=^|[.!?]\s+)According\s+to\s+(the|a|this|our|one)\s+(survey|report|study|research|statistics|data|chart|table|graph|figure|news|article)\s+(shows?|says?|indicates?|suggests?|reveals?),?(?=\s)/g,
    fix: (m) => `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)} ${m[2]} ${m[3]}`,
    en: 'Name the source once: "According to the survey, most people …" or "The survey shows most people …".',
    zh: '句型（sentence pattern）：中文“根据调查显示”，英语 according to 和 shows 只能用一个：According to the survey, …（根据调查，……）或 The survey shows …（调查显示……）。',
    examples: {
      wrong: [
        ['According to the survey shows, most people like tea.', 'The survey shows most people like tea.'],
      ],
      right: ['According to the survey, most people like tea.'],
    },
  },
  // "It is no doubt that he is right" -> "There is no doubt that" (毫无疑问): doubt is what there is, or not.
  {
    id: 'it-is-no-doubt',
    pattern:
      /(?<=^|[.!?,;]\s*|\b(?:[Aa]nd|[Bb]ut|[Ss]o)\s+)([Ii])t\s+is\s+no\s+doubt(?=\s+(?:that|about)\b)/g,
    fix: (m) => `${m[1] === 'I' ? 'T' : 't'}here is no doubt`,
    en: 'It is "There is no doubt that …".',
    zh: '句型（sentence pattern）：“毫无疑问”说 There is no doubt that …，表示“有、存在”要用 there is：There is no doubt that he is right（毫无疑问他是对的）。',
    examples: {
      wrong: [['It is no doubt that he is right.', 'There is no doubt that he is right.']],
      right: ['There is no doubt that he is right.'],
    },
  },
  // "I want that you come" -> "I want you to come": "want" takes a person and "to", never a "that" clause.
  {
    id: 'want-that-clause',
    pattern: /\b(want|wants|wanted)\s+that\s+(I|you|he|she|we|they)\s+([a-z]+)\b/g,
    fix: (m) => {
      const lemma = isVerb(m[3]!) ? m[3]! : lemmasOfThirdPerson(m[3]!).find((candidate) => isVerb(candidate));
      const person = OBJECT_OF_SUBJECT[m[2]!.toLowerCase()];
      return lemma && person ? `${m[1]} ${person} to ${lemma}` : m[0];
    },
    en: '"Want" takes a person and "to": "I want you to come", not "want that you come".',
    zh: '句型（sentence pattern）：want 不接 that 从句，要用 want somebody to do：I want you to come（我想让你来）。',
    examples: {
      wrong: [
        ['I want that you come.', 'I want you to come.'],
        ['She wants that he stays.', 'She wants him to stay.'],
      ],
      right: ['I want you to come.'],
    },
  },

  // "How do you think about it?", "How do you think of this movie?" -> "What do you think": 你怎么看 asks for
  // an opinion, which is "what" ("How did they think of that?", "How do you think of new ideas?" ask how an
  // idea came, so "of" only before a thing that is there and the question's end).
  {
    id: 'how-do-you-think',
    pattern:
      /\b(How)(?=\s+(?:do|does)\s+(?:you|people)\s+think\s+(?:about\b|of\s+(?:it|him|her|them|(?:this|that)(?:\s+[a-z]+)?)\s*\?))/g,
    fix: () => 'What',
    en: 'An opinion is asked with "What do you think about …?" ("how" asks about the way you think).',
    zh: '句型（sentence pattern）：中文“你怎么看”问的是看法，英语问看法用 what：What do you think about it?（你对这件事怎么看？）；how 问的是思考的方式。',
    examples: {
      wrong: [
        ['How do you think about it?', 'What do you think about it?'],
        ['How do you think of this movie?', 'What do you think of this movie?'],
      ],
      right: ['How do you think of new ideas?', 'How did they think of that?'],
    },
  },
  // "We are all look forward to the holiday" -> "looking forward": after "be", it is "looking forward to".
  {
    id: 'be-look-forward',
    pattern:
      /\b((?:am|is|are|was|were|['’]m|['’]re|['’]s)\s+(?:all\s+|really\s+|so\s+|very\s+|also\s+)?)look(?=\s+forward\s+to\b)/g,
    fix: (m) => `${m[1]}looking`,
    en: 'After "be", it is "looking forward to": "We are all looking forward to the holiday".',
    zh: '时态（tense）：be 后面不能直接跟动词原形，这里是进行时 be looking forward to：We are all looking forward to the holiday（我们都在盼着放假）。',
    examples: {
      wrong: [['We are all look forward to the holiday.', 'We are all looking forward to the holiday.']],
      right: ['We look forward to the holiday.'],
    },
  },
  // "This problem is too difficult for me to solve it", "This problem is very difficult to solve it" -> "to
  // solve": the thing the sentence is about is already what is solved (not "The boy is too weak to lift it":
  // a person does it to something else; not "It is difficult to solve it", whose first "it" is the "to" phrase).
  {
    id: 'to-solve-it',
    pattern:
      /(?<=(?:^|[.!?]\s+)(?:The|This|That|These|Those|My|Your|His|Her|Our|Their)\s+([a-z]+)\s+(?:is|was|are|were)\s+(?:too\s+[a-z]+|(?:(?:very|so|quite|really)\s+)?(?:difficult|easy|hard|impossible|interesting|boring|expensive|dangerous|pleasant|comfortable|convenient))\s+(?:for\s+(?:me|him|her|us|them|you|[a-z]+)\s+)?to\s+)([a-z]+)\s+(?:it|them)(?=\s*[.!?]|\s*$)/g,
    fix: (m) => (isVerb(m[2]!) && !PERSON_WORDS.has(m[1]!) && !PEOPLE_WORDS.has(m[1]!) ? m[2]! : m[0]),
    en: 'The thing the sentence is about is what the verb does it to: "This problem is too difficult for me to solve".',
    zh: '语法（grammar）：句子的主语就是不定式动作的对象，不定式后面不再用 it 重复：This problem is too difficult for me to solve（这个问题太难，我解决不了）。',
    examples: {
      wrong: [
        [
          'This problem is too difficult for me to solve it.',
          'This problem is too difficult for me to solve.',
        ],
        ['This problem is very difficult to solve it.', 'This problem is very difficult to solve.'],
      ],
      right: ['The boy is too weak to lift it.', 'It is difficult to solve it.'],
    },
  },
  // "This is the place where I was born in" -> "where I was born": "where" already says "in it" (not "the
  // door where they came in": "come in" is one verb).
  {
    id: 'where-then-in',
    pattern:
      /(?<=\bwhere\s+(?:I|you|he|she|we|they|it)\s+(?:[a-z]+\s+){0,3}?)([a-z]+)\s+in(?=\s*[.!?]|\s*$)/g,
    fix: (m) => (IN_PARTICLE_VERBS.test(m[1]!) ? m[0] : m[1]!),
    en: '"Where" already says "in it": "This is the place where I was born".',
    zh: '语法（grammar）：where 已经包含“在那里”（in it）的意思，句末不要再加 in：This is the place where I was born（这是我出生的地方）。',
    examples: {
      wrong: [['This is the place where I was born in.', 'This is the place where I was born.']],
      right: ['This is the door where they came in.'],
    },
  },
  // "I am sure about that he will come" -> "sure that": a clause follows "sure" with "that" alone.
  {
    id: 'sure-about-that',
    pattern:
      /\b(sure)\s+(?:about|of)\s+that(?=\s+(?:I|you|he|she|we|they|it|the|my|his|her|our|their)\s+[a-z]+)/g,
    fix: (m) => `${m[1]} that`,
    en: 'A clause follows "sure that": "I am sure that he will come".',
    zh: '句型（sentence pattern）：sure 后面接从句直接用 that，不加 about 或 of：I am sure that he will come（我确信他会来）。',
    examples: {
      wrong: [['I am sure about that he will come.', 'I am sure that he will come.']],
      right: ['I am sure about that.'],
    },
  },
  // "The meeting will be hold tomorrow" -> "held": the passive takes the participle of "hold".
  {
    id: 'be-hold',
    pattern:
      /\b((?:be|been|being|is|are|was|were)\s+)hold(?=\s+(?:on|in|at|tomorrow|next|every|today|yesterday|by|once|twice|annually)\b|\s*[.,!?])/g,
    fix: (m) => `${m[1]}held`,
    en: 'The passive takes the participle: "The meeting will be held tomorrow".',
    zh: '语法（grammar）：被动语态是 be + 过去分词，hold 的过去分词是 held：The meeting will be held tomorrow（会议将在明天举行）。',
    examples: {
      wrong: [['The meeting will be hold tomorrow.', 'The meeting will be held tomorrow.']],
      right: ['They will hold the meeting tomorrow.'],
    },
  },
];
