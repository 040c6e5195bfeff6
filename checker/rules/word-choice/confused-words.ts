import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { isNoun } from '../../lexicon/forms';
import { matchCase, FAMILY_AND_FRIENDS } from '../../lexicon/words';
import { MONTH_BEFORE, isManyBefore, FROM_AFTER } from './words';
import { WORD_FORMS } from './word-forms';
import { PRONOUN_FORMS } from './pronoun-forms';
import { MORE_CONFUSED_WORDS } from './more-confused-words';

/*
 * Words mixed up, one table (WordloomConfusedWord) of declared rows: here words that look or sound alike
 * ("form" for "from", "by" for "buy", "fell" for "feel", "except" for "accept", "its" for "it's") and words
 * used for another ("learn" for "teach", "a travel"). The table goes on, in this order, in word-forms.ts ("so"
 * for "such"), pronoun-forms.ts ("between you and I"), more-confused-words.ts, nouns-and-adjectives.ts and
 * look-alikes.ts: the order of its rows decides which fix wins a tie.
 */

/**
 * Words learners mix up because they sound or look alike, each only where the other word cannot stand:
 * "loosing" -> "losing", "I advice you" -> "advise", "a great affect on" -> "effect", "Their is" -> "There is".
 */
export const CONFUSED_WORDS: PhraseTable = [
  // "I come form China", "far form home", "different form mine" -> "from": after a word that takes "from".
  {
    id: 'form-for-from',
    pattern: new RegExp(`(?<=\\b(?:${FROM_AFTER})\\s+)form(?=\\s+\\S)`, 'g'),
    fix: () => 'from',
    en: '"Form" is a shape or a kind (or the verb "to form"); where something comes from is "from": "I come from China".',
    zh: '拼写（spelling）：form 是“表格、形式”或动词“形成”，表示“来自、从”要用 from：I come from China（我来自中国）。两个词字母相同、顺序不同，很容易写错。',
    examples: {
      wrong: [
        ['I come form China.', 'I come from China.'],
        ['My school is far form home.', 'My school is far from home.'],
      ],
      right: ['Please fill in this form.', 'We form a team every year.'],
    },
  },
  // "Were are you going?", "I don't know were is the station", "I don't know were he is" -> "where": "were"
  // and another verb after it (or, after "know", its subject and verb) ask where (Harper would drop the second
  // verb: "Were you going?"). "Were they are …" at a sentence's start is left: "They were" may be meant.
  {
    id: 'were-for-where-question',
    pattern:
      /(?:(?<=^|[.!?]\s+)(W)|(?<=\b(?:know|knows|knew|ask|asked|wonder|wondered|tell\s+me|show\s+me|idea|see|find\s+out)\s+)(w))ere(\s+(?:(?:he|she|it|they|we|you|I)\s+)?(?:is|are|was|do|does|did|can|could|should|will|would|have|has|lives|live|lived|went|goes|go|works|work)\b)/g,
    fix: (m) =>
      m[1] !== undefined && /^\s+(?:he|she|it|they|we|you|I)\s/.test(m[3]!)
        ? m[0]
        : `${m[1] ?? m[2]}here${m[3]}`,
    en: '"Were" is a past of "be"; a question about a place starts with "where": "Where are you going?".',
    zh: '拼写（spelling）：were 是 be 的过去式，问地点要用 where：Where are you going?（你要去哪里？）。两个词读音相近，容易写混。',
    examples: {
      wrong: [
        ['Were are you going?', 'Where are you going?'],
        ["I don't know were is the station.", "I don't know where is the station."],
        ["I don't know were he lives.", "I don't know where he lives."],
      ],
      right: ['Were you at home yesterday?', 'I knew they were going home.'],
    },
  },
  // "We talked on may subjects", "There are may people here" -> "many": a plural noun after "may", where no
  // subject stands before it to make it the modal ("They may people the island").
  {
    id: 'may-for-many',
    pattern:
      /(?:(?<=\b(?:[Oo]n|[Ii]n|[Oo]f|[Ff]or|[Ww]ith|[Aa]bout|[Ff]rom|[Aa]t|[Bb]y|are|were|have|has|had|so|too|how|very)\s+)(m)|(?<=^|[.!?]\s+)(M))ay(?=\s+([a-z]+)\b(?:\s+([a-z]+))?)/g,
    fix: (m) => {
      const before = m.input!.slice(0, m.index).trimEnd().split(/\s+/).at(-1)?.toLowerCase() ?? '';
      return isManyBefore(m[3]!, MONTH_BEFORE.has(before) ? m[4] : undefined, m[2] !== undefined)
        ? `${m[1] ?? m[2]}any`
        : m[0];
    },
    en: '"May" is a modal verb ("It may rain"); before a plural noun the word is "many": "many subjects".',
    zh: '拼写（spelling）：may 是情态动词“可能”（It may rain），后面接动词原形；修饰复数名词表示“许多”要用 many：many subjects（许多话题）。',
    examples: {
      wrong: [
        ['We talked on may subjects.', 'We talked on many subjects.'],
        ['There are may people here.', 'There are many people here.'],
      ],
      right: ['It may rain tomorrow.', 'They may come later.'],
    },
  },
  // "The traffic is very crowded" -> "heavy" (交通拥挤): places and buses are crowded, traffic is heavy.
  {
    id: 'traffic-crowded',
    pattern:
      /\b((?:[Tt]he\s+)?traffic\s+(?:is|was|gets|got|becomes|became)\s+(?:(?:very|so|really|too|quite|always|often)\s+)?)crowded\b/g,
    fix: (m) => `${m[1]}heavy`,
    en: 'Places and buses are crowded; traffic is "heavy": "The traffic is very heavy".',
    zh: '固定搭配（fixed phrase）：中文说“交通拥挤”，但英语里地方和公交车才用 crowded，交通拥堵要说 heavy：The traffic is very heavy（交通很拥堵）。',
    examples: {
      wrong: [['The traffic is very crowded.', 'The traffic is very heavy.']],
      right: ['The bus is very crowded.', 'The traffic is very heavy.'],
    },
  },
  // "I have no enough money" -> "I don't have enough money" (没有足够的): "enough" is negated with "not".
  {
    id: 'have-no-enough',
    pattern: /\b(?:(will|would|can|could|should|may|might|must)\s+)?(have|has|had)\s+no\s+enough\b/gi,
    fix: (m) => {
      if (m[1]) return `${m[1]} not have enough`;
      const did = { have: "don't", has: "doesn't", had: "didn't" }[m[2]!.toLowerCase()]!;
      return `${matchCase(did, m[2]!)} have enough`;
    },
    en: '"Enough" is negated with "not": "I don\'t have enough money".',
    zh: "语法（grammar）：中文说“没有足够的钱”，但英语的 enough 前面不用 no，要把动词变成否定：I don't have enough money（我没有足够的钱）。",
    examples: {
      wrong: [
        ['I have no enough money.', "I don't have enough money."],
        ['We will have no enough time.', 'We will not have enough time.'],
      ],
      right: ['I have no money.', "I don't have enough money."],
    },
  },
  {
    id: 'there-is-no-enough',
    pattern: /\b([Tt]here\s+(?:is|are|was|were))\s+no\s+enough\b/g,
    fix: (m) => `${m[1]} not enough`,
    en: '"Enough" is negated with "not": "There is not enough time".',
    zh: '语法（grammar）：enough 前面不用 no 否定，要用 not：There is not enough time（时间不够）。中文“没有足够的”容易让人写成 no enough。',
    examples: {
      wrong: [['There is no enough time.', 'There is not enough time.']],
      right: ['There is not enough time.', 'There is no time.'],
    },
  },
  // "We don't have enough of time" -> "enough time" (足够的时间): "enough of" goes before "the", "my" or
  // "them" ("enough of the money"); not "I've had enough of school" (tired of it).
  {
    id: 'enough-of-noun',
    pattern:
      /\b((?:have|has|need|needs|needed|get|gets|is|are|was|were|not)\s+enough)\s+of\s+(?=(?:time|money|food|water|space|room|sleep|energy|exercise|rest|information|knowledge|experience|people|chances|opportunities|jobs|books|teachers|doctors|hospitals|schools|friends)\b(?!['’]))/gi,
    fix: (m) => `${m[1]} `,
    en: 'A noun follows "enough" straight: "enough time"; "enough of" goes before "the", "my", "them": "enough of the money".',
    zh: '语法（grammar）：enough 直接放在名词前面：enough time（足够的时间）；只有在 the、my、them 这类词前面才用 enough of：enough of the money（那笔钱中足够的部分）。',
    examples: {
      wrong: [["We don't have enough of time.", "We don't have enough time."]],
      right: ["I've had enough of school.", 'We have enough of the money.'],
    },
  },
  // "We learn a lot of knowledge at school" -> "gain" (学知识): one learns things, and gains knowledge.
  {
    id: 'learn-knowledge',
    pattern:
      /\b(learn|learns|learned|learnt|learning)(?=\s+(?:(?:a\s+lot\s+of|lots\s+of|much|more|some|new|useful|basic)\s+)?knowledge\b)/gi,
    fix: (m) => sameFormOf(m, 'learn', 'gain'),
    en: 'One gains (or gets) knowledge, and learns things: "gain knowledge", "learn a lot".',
    zh: '固定搭配（fixed phrase）：中文说“学知识”，但英语的 knowledge 常和 gain、get 搭配：gain knowledge（获得知识）；learn 后面接具体学的东西：learn English。',
    examples: {
      wrong: [
        ['We learn a lot of knowledge at school.', 'We gain a lot of knowledge at school.'],
        ['She learned useful knowledge from books.', 'She gained useful knowledge from books.'],
      ],
      right: ['We learn a lot at school.', 'We gain knowledge at school.'],
    },
  },
  // "He learned me English" -> "taught me": one learns, and teaches someone (教) (not "I learned them by
  // heart": the words learned).
  {
    id: 'learn-for-teach',
    pattern:
      /\b(learn|learns|learned|learnt|learning)(?=\s+(?:me|him|her|us|them)\s+(?:English|Chinese|French|math|maths|music|how|a\s+lot|many\s+things|everything|something|to)\b)/gi,
    fix: (m) => sameFormOf(m, 'learn', 'teach'),
    en: 'One learns something, and teaches someone: "He taught me English".',
    zh: '易混词（confused words）：learn 是自己“学”，teach 是“教”别人，“教某人某事”要用 teach：He taught me English（他教我英语）。',
    examples: {
      wrong: [
        ['He learned me English.', 'He taught me English.'],
        ['My mother learns me to cook.', 'My mother teaches me to cook.'],
      ],
      right: ['I learned them by heart.', 'He taught me English.'],
    },
  },
  // "Please look this picture", "Look the board" -> "look at": one looks at something (看), with no object
  // straight after "look" (not "look it up", "look the part", "look your best").
  {
    id: 'look-without-at',
    pattern:
      /\b((?:[Ll]ook|looks|looked|looking)\s+)(?=(?:this|that|these|those|the)\s+(?:picture|photo|photos|pictures|board|map|sky|screen|book|page|sentence|word|question|example|chart|table|clock)\b)/g,
    fix: (m) => `${m[1]}at `,
    en: 'One looks "at" something: "Look at this picture".',
    zh: '不及物动词（intransitive verb）：中文说“看这张图”，但英语的 look 后面不能直接接宾语，要加 at：Look at this picture（看这张图）。',
    examples: {
      wrong: [
        ['Please look this picture.', 'Please look at this picture.'],
        ['Look the board.', 'Look at the board.'],
      ],
      right: ['Look it up in a dictionary.', 'Look at this picture.'],
    },
  },
  // "She remembered me to buy milk" -> "reminded me": one reminds someone to do something (提醒) (not "I
  // remember him to be kind", nor "Remember me to your mother").
  {
    id: 'remember-for-remind',
    pattern:
      /\b(remember|remembers|remembered)(?=\s+(?:me|him|her|us|them|you)\s+to\s+(?!(?:be|your|my|his|her|our|their|the|all)\b)[a-z]+)/gi,
    fix: (m) => sameFormOf(m, 'remember', 'remind'),
    en: 'One reminds someone to do something: "She reminded me to buy milk" (one remembers to do it oneself).',
    zh: '易混词（confused words）：中文“提醒”不是 remember，remind someone to do something 才是“提醒某人做某事”：She reminded me to buy milk（她提醒我买牛奶）；remember to do 是自己记得去做。',
    examples: {
      wrong: [['She remembered me to buy milk.', 'She reminded me to buy milk.']],
      right: ['Remember me to your mother.', 'I remember him to be kind.', 'I remembered to buy milk.'],
    },
  },
  // "The dog wagged it's tail" -> "its": "it's" is "it is"; what belongs to it is "its" (only before what a
  // thing has: "I noticed it's way too late", "I learned it's value for money" are "it is").
  {
    id: 'it-is-for-its-tail',
    pattern:
      /(?<=\b(?:[a-z]+ed|on|in|of|for|with|by|from|at|to|about|lost|changed|has|have|had)\s+)([Ii])t['’]s(?=\s+(?:own|tail|name|colou?r|shape|size|eyes|head|legs?|wings|owner|history|capital|mother|nest|body)\b)/g,
    fix: (m) => `${m[1]}ts`,
    en: 'What belongs to it is "its" ("it\'s" is "it is"): "The dog wagged its tail".',
    zh: "拼写（spelling）：it's 是 it is 的缩写，表示“它的”要用 its，没有撇号：The dog wagged its tail（狗摇了摇它的尾巴）。",
    examples: {
      wrong: [["The dog wagged it's tail.", 'The dog wagged its tail.']],
      right: ["I noticed it's way too late.", "It's a nice day."],
    },
  },
  // "when your in a group", "Your not alone" -> "you're": "your" is what belongs to you; "you're" is "you
  // are". Only before what never follows "your" (not "your in-laws", "your going away", "Thanks for your
  // welcome").
  {
    id: 'your-for-you-are',
    pattern:
      /\b([Yy])our(?=\s+(?:not|a|an|the|going\s+to|in\s+(?:a|an|the|my|your|his|her|our|their|love|charge|trouble|danger)|at\s+(?:a|an|the|home|school|work))\b(?![-‐]))|(?<=^|[.!?]\s+)([Yy])our(?=\s+welcome\s*[.!]?\s*$)/g,
    fix: (m) => `${m[1] ?? m[2]}ou're`,
    en: '"You\'re" is "you are"; "your" is what belongs to you: "you\'re in a group".',
    zh: "拼写（spelling）：your 是“你的”，后面接名词；you're 是 you are 的缩写：You're not alone（你并不孤单）。两者读音相同，容易写混。",
    examples: {
      wrong: [
        ['When your in a group, you feel safe.', "When you're in a group, you feel safe."],
        ['Your not alone.', "You're not alone."],
        ['Your welcome!', "You're welcome!"],
      ],
      right: ['Your in-laws are here.', 'Thanks for your welcome.', 'Your going away made us sad.'],
    },
  },
  // "He is as tall as me brother" -> "my brother": what belongs to me is "my" (after a verb, "Give me
  // brother's book" is left: "me" may be its object).
  {
    id: 'me-for-my',
    pattern: new RegExp(
      `(?<=\\b(?:as|than|with|and|to|for|of|from|about|like|is|are|was|were)\\s+)me(?=\\s+(?:${[...FAMILY_AND_FRIENDS].join('|')})s?\\b(?!['’]))`,
      'g',
    ),
    fix: () => 'my',
    en: 'What belongs to me is "my": "as tall as my brother".',
    zh: '语法（grammar）：me 是宾格“我”，表示“我的”要用物主代词 my：as tall as my brother（和我哥哥一样高）。',
    examples: {
      wrong: [['He is as tall as me brother.', 'He is as tall as my brother.']],
      right: ['He is as tall as my brother.', "Give me brother's book."],
    },
  },
  // "Its very important", "Its important to study", "Its not fair" -> "It's": what belongs to it never comes
  // before "not", nor before an adjective (after "very", or one of a short list) that ends the clause or goes
  // on with "to", "that" … ("Its very existence is", "Its important role", "Its water, …" are its).
  {
    id: 'its-for-it-is',
    pattern:
      /(?<=^|[.!?]\s+|\b(?:because|so|think|that)\s+)([Ii])ts(?=\s+(?:not|n['’]t\b|(?:(?:very|so|too|really|quite|getting|always)\s+([a-z]+)|(?:important|necessary|easy|difficult|hard|possible|impossible|true|clear|obvious|good|bad|nice|great|fine|better|worse|normal|common|dangerous|interesting|boring|useful|helpful|wrong|right|late|cold|hot))(?:\s*[.,!?;]|\s*$|\s+(?:to|for|that|and|but|because|when|if)\b)))/g,
    fix: (m) => (m[2] && isNoun(m[2]) ? m[0] : `${m[1]}t's`),
    en: '"It\'s" is "it is"; "its" is what belongs to it: "It\'s very important".',
    zh: "拼写（spelling）：its 是“它的”，后面接名词；it's 才是 it is：It's very important（这很重要）。后面是形容词或 not 时要用 it's。",
    examples: {
      wrong: [
        ['Its very important.', "It's very important."],
        ['Its not fair.', "It's not fair."],
        ['I think its important to study.', "I think it's important to study."],
      ],
      right: ['Its very existence is a mystery.', 'Its important role is clear.'],
    },
  },
  // "I want to by a new phone" -> "buy": after "to" and before what is bought, "by" is the verb "buy" (not "go
  // to by the river", where "to" is no infinitive's).
  {
    id: 'by-for-buy',
    pattern:
      /(?<=\b(?:want|wants|wanted|going|need|needs|needed|like|plan|plans|planned|decided|forgot|tried|have|has|had|able|money)\s+to\s+)by(?=\s+(?:a|an|some|new|me|him|her|them|it|my|his|their|our|your|more|food|clothes|tickets?|presents?|gifts?)\b)/g,
    fix: () => 'buy',
    en: '"Buy" is the verb (to pay for something); "by" means "near" or "through": "I want to buy a phone".',
    zh: '拼写（spelling）：by 是介词“通过、在……旁边”，“买”是动词 buy：I want to buy a new phone（我想买一部新手机）。两个词读音相同。',
    examples: {
      wrong: [['I want to by a new phone.', 'I want to buy a new phone.']],
      right: ['We walked by the river.', 'I want to buy a new phone.'],
    },
  },
  // "The economy development is fast" -> "economic development": before a noun it is the adjective (not
  // "economy class", a class of seat).
  {
    id: 'economy-for-economic',
    pattern:
      /\b([Ee])conomy(?=\s+(?:development|growth|crisis|reform|reforms|policy|policies|problems?|situation|power|benefits?|recession)\b)/g,
    fix: (m) => `${m[1]}conomic`,
    en: 'Before a noun it is the adjective: "economic development" ("the economy" is the noun).',
    zh: '用词（word choice）：economy 是名词“经济”，放在名词前作修饰要用形容词 economic：economic development（经济发展）。中文“经济”两种用法词形一样，所以容易写错。',
    examples: {
      wrong: [
        ['The economy development is fast.', 'The economic development is fast.'],
        ['China has fast economy growth.', 'China has fast economic growth.'],
      ],
      right: ['I flew economy class.', 'The economy is growing.'],
    },
  },
  // "I don't know weather he will come" -> "whether" (the weather is rain and sun).
  {
    id: 'weather-for-whether',
    pattern:
      /(?<=\b(?:know|knew|wonder|wondered|ask|asked|sure|decide|decided|matter|matters|check|see|doubt|whether)\s+)weather(?=\s+(?:I|you|he|she|it|we|they|or|to|the)\b)/g,
    fix: () => 'whether',
    en: '"Whether" asks which of two ("whether he will come"); "weather" is rain and sun.',
    zh: "拼写（spelling）：weather 是“天气”，whether 是“是否”：I don't know whether he will come（我不知道他会不会来）。两个词读音几乎一样。",
    examples: {
      wrong: [["I don't know weather he will come.", "I don't know whether he will come."]],
      right: ['We talked about the weather.', "I don't know whether he will come."],
    },
  },
  // "My live is very busy" -> "My life": the noun is "life" ("live" is the verb).
  {
    id: 'live-for-life',
    pattern:
      /\b((?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Dd]aily|[Cc]ity|[Ss]chool)\s+)live(?=\s+(?:is|was|has|will|becomes|became|changed|gets|got)\b)/g,
    fix: (m) => `${m[1]}life`,
    en: 'The noun is "life" ("live" is the verb): "My life is very busy".',
    zh: '用词（word choice）：live 是动词“生活、居住”，名词“生活”是 life：My life is very busy（我的生活很忙）。中文“生活”既是动词也是名词，英语要分开。',
    examples: {
      wrong: [['My live is very busy.', 'My life is very busy.']],
      right: ['I live in Beijing.', 'My life is very busy.'],
    },
  },
  // "I fell very happy today" -> "feel": "fell" is the past of "fall" (not "fell ill", "fell asleep").
  {
    id: 'fell-for-feel',
    pattern:
      /\b(I|you|we|they)\s+fell(?=\s+(?:(?:very|so|really|a\s+bit|quite)\s+)?(?:happy|sad|tired|bored|excited|lonely|good|bad|better|worse|great|nervous|sorry|angry|comfortable|relaxed|hungry|cold|hot)\b)/gi,
    fix: (m) => `${m[1]} ${/\b(?:yesterday|last|ago|was|were|when)\b/i.test(m.input) ? 'felt' : 'feel'}`,
    en: '"Fell" is the past of "fall": how one is, is "feel" ("felt" in the past).',
    zh: '易混词（confused words）：fell 是 fall（跌倒）的过去式，表示“感觉”要用 feel，过去式是 felt：I feel very happy today（我今天很开心）。',
    examples: {
      wrong: [
        ['I fell very happy today.', 'I feel very happy today.'],
        ['Yesterday I fell tired.', 'Yesterday I felt tired.'],
      ],
      right: ['I fell asleep.', 'I feel very happy today.'],
    },
  },
  // "I feel down from the tree" -> "fell down": "feel down" is to be sad; falling from a place is "fell".
  {
    id: 'feel-for-fell-down',
    pattern:
      /\b(I|you|he|she|we|they|it)\s+feel(?=\s+(?:down|off)\s+(?:from(?!\s+time\s+to\s+time\b)|the)\b)/gi,
    fix: (m) => `${m[1]} fell`,
    en: 'One "fell down from" a place ("feel down" is to be sad).',
    zh: '易混词（confused words）：fell 是 fall 的过去式，“从树上摔下来”是 fell down from the tree（我从树上摔了下来）；feel down 是“情绪低落”。',
    examples: {
      wrong: [['I feel down from the tree.', 'I fell down from the tree.']],
      right: ['I feel down today.', 'I fell down from the tree.', 'I feel down from time to time.'],
    },
  },
  // "May be he is right" -> "Maybe": one word is "perhaps"; "may be" is a verb ("He may be right").
  {
    id: 'may-be-for-maybe',
    pattern:
      /(?<=^|[.!?]\s+|,\s+)([Mm])ay\s+be(?=\s+(?:not\b|he|she|it|they|we|you|I|the|this|that)\b|\s*[.,!?])/g,
    fix: (m) => `${m[1]}aybe`,
    en: '"Maybe" (one word) means "perhaps"; "may be" is a verb: "He may be right".',
    zh: '语法（grammar）：maybe 是一个词，意思是“也许”，常放在句首：Maybe he is right（也许他是对的）；may be 是情态动词加 be，作谓语：He may be right。',
    examples: {
      wrong: [
        ['May be he is right.', 'Maybe he is right.'],
        ['I will come, may be.', 'I will come, maybe.'],
      ],
      right: ['He may be right.', 'Maybe he is right.'],
    },
  },
  // "I can't except this gift" -> "accept", "Everyone accept him came" -> "except" (接受 / 除了); not "all of
  // you except the new boy", "Will everyone accept the rules?".
  {
    id: 'except-for-accept',
    pattern:
      /(?<=\b(?:can['’]t|cannot|will|to|would|please|Please|not)\s+)except(?=\s+(?:this|the|it|my|your|his|her|our|their|an?|that|these|those)\b)/g,
    fix: () => 'accept',
    en: 'To take what is offered is "accept"; "except" means "but not".',
    zh: "易混词（confused words）：accept 是动词“接受”，except 是“除了”，两个词读音相近：I can't accept this gift（我不能接受这份礼物）。",
    examples: {
      wrong: [
        ["I can't except this gift.", "I can't accept this gift."],
        ['Please except my apology.', 'Please accept my apology.'],
      ],
      right: ['All of you except the new boy can go.', "I can't accept this gift."],
    },
  },
  {
    id: 'accept-for-except',
    pattern:
      /(?<=(?:^|[.!?]\s+)(?:Everyone|Everybody|All|Nobody)\s+)accept(?=\s+(?:him|her|me|us|them)\s+(?:came|went|was|were|is|are|passed|left|knew|agreed|liked|had)\b)/g,
    fix: () => 'except',
    en: '"Except" means "but not": "Everyone except him came" ("accept" is to take what is offered).',
    zh: '易混词（confused words）：except 是介词“除了”，accept 是动词“接受”：Everyone except him came（除了他，大家都来了）。',
    examples: {
      wrong: [['Everyone accept him came.', 'Everyone except him came.']],
      right: ['Will everyone accept the rules?', 'Everyone except him came.'],
    },
  },
  // "I made a travel to Beijing" -> "a trip": one journey is "a trip" ("travel" is travelling in general).
  {
    id: 'a-travel',
    pattern: /\b([Aa])\s+travel\b(?=\s+(?:to|in|with|around|last|this|next|during)\b|\s*[.,!?;]|\s*$)/g,
    fix: (m) => `${m[1]} trip`,
    en: 'One journey is "a trip" ("travel" is travelling in general): "a trip to Beijing".',
    zh: '用词（word choice）：travel 泛指“旅行”这件事，一般不说 a travel；一次具体的旅行说 a trip：a trip to Beijing（去北京的一次旅行）。',
    examples: {
      wrong: [
        ['I made a travel to Beijing.', 'I made a trip to Beijing.'],
        ['We had a travel last summer.', 'We had a trip last summer.'],
      ],
      right: ['I love travel.', 'She works for a travel agency.'],
    },
  },
  // "Our trip was very funny" -> "fun": a good time is "fun" (好玩); "funny" makes one laugh.
  {
    id: 'funny-for-fun',
    pattern:
      /\b((?:trip|party|game|holiday|weekend|journey|activity|picnic|festival|visit)(?:\s+(?:to|in|at|of)\s+[A-Za-z]+)?\s+(?:is|was|were|are)\s+)((?:very|so|really)\s+)?funny\b/gi,
    fix: (m) => `${m[1]}${m[2] ? 'a lot of ' : ''}fun`,
    en: 'A good time is "fun" (好玩), "a lot of fun"; "funny" is what makes one laugh.',
    zh: '易混词（confused words）：中文“好玩”是 fun：The trip was fun（旅行很好玩）；funny 是“滑稽、好笑”。fun 是名词，“很好玩”说 a lot of fun。',
    examples: {
      wrong: [
        ['Our trip was very funny.', 'Our trip was a lot of fun.'],
        ['The party was funny.', 'The party was fun.'],
      ],
      right: ['The film was very funny.', 'Our trip was a lot of fun.'],
    },
  },
  // "It was a very tired day" -> "tiring": a day makes one tired.
  {
    id: 'tired-for-tiring',
    pattern: /\b((?:an?|very|so)\s+(?:very\s+)?)tired(?=\s+(?:day|week|job|trip|journey|work|year)\b)/gi,
    fix: (m) => `${m[1]}tiring`,
    en: 'A day makes one tired: "a tiring day" ("I am tired").',
    zh: '语法（grammar）：-ed 形容词说人的感受（I am tired，我很累），-ing 形容词说让人有这种感受的事物：a tiring day（累人的一天）。',
    examples: {
      wrong: [['It was a very tired day.', 'It was a very tiring day.']],
      right: ['I am very tired today.', 'It was a tiring day.'],
    },
  },
  ...WORD_FORMS,
  ...PRONOUN_FORMS,
  ...MORE_CONFUSED_WORDS,
];
