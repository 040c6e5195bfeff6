import type { PhraseRow } from '../../engine/phrase-table';
import { isNoun, isVerb } from '../../lexicon/forms';
import { matchCase, FAMILY_AND_FRIENDS, AFTER_ADJECTIVE } from '../../lexicon/words';
import { SHORT_FORM_VERBS } from './words';

/*
 * Words mixed up, the table's last part (CONFUSED_WORDS, confused-words.ts): look-alikes, a noun for its verb
 * and back ("lose" / "loss" / "loose", "advice" / "advise", "affect" / "effect", "breath", "choose"), words
 * that sound alike ("weather", "their", "past", "quiet", "to", "were", "you", "no") and short forms without
 * their apostrophe ("Lets", "cant", "Whats").
 */

/** The last rows of CONFUSED_WORDS, tried in this order after NOUNS_AND_ADJECTIVES (nouns-and-adjectives.ts). */
export const LOOK_ALIKES: readonly PhraseRow[] = [
  {
    id: 'loosing',
    pattern: /\b([Ll])oosing\b/g,
    fix: (m) => `${m[1]}osing`,
    en: '"Lose" (losing) is to stop having something; "loose" means not tight.',
    zh: '拼写（spelling）：lose（失去）的 -ing 形式是 losing，只有一个 o；loose 是“松的”：I am losing weight（我在减肥）。',
    examples: {
      wrong: [['I am loosing weight.', 'I am losing weight.']],
      right: ['I am losing weight.'],
    },
  },
  {
    id: 'loose-for-lose',
    pattern:
      /\b((?:will|would|can|could|may|might|must|should|don't|didn't|doesn't|won't|never|not)\s+)loose\b(?!\s+(?:fit|fitting|ends?|change|clothes|clothing)\b)/gi,
    fix: (m) => `${m[1]}lose`,
    en: '"Lose" is to stop having something; "loose" means not tight.',
    zh: "易混词（confused words）：lose 是动词“丢失、输掉”，loose 是形容词“松的”：Don't lose your keys（别把钥匙弄丢了）。",
    examples: {
      wrong: [["Don't loose your keys.", "Don't lose your keys."]],
      right: ["Don't wear loose clothes.", 'The screw came loose.'],
    },
  },
  {
    id: 'advice-for-advise',
    pattern:
      /\b((?:I|you|we|they|You|We|They|would|will|can|could|should|to|strongly)\s+)advice(?=\s+(?:you|him|her|them|us|me|people|everyone|students|that)\b)/g,
    fix: (m) => `${m[1]}advise`,
    en: '"Advise" is the verb; "advice" is the noun.',
    zh: '用词（word choice）：advise 是动词“建议”，advice 是名词“建议”，两者只差一个字母：I advise you to rest（我建议你休息）。',
    examples: {
      wrong: [['I advice you to rest.', 'I advise you to rest.']],
      right: ['I need your advice.', 'I advise you to rest.'],
    },
  },
  // "He advice me to study", "My teacher advice me" -> "advises": one person, the verb's "-s".
  {
    id: 'he-advice',
    pattern: new RegExp(
      `\\b((?:[Hh]e|[Ss]he|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]he) (?:${[...FAMILY_AND_FRIENDS].join('|')}|doctor))\\s+)advice(?=\\s+(?:you|him|her|them|us|me)\\b)`,
      'g',
    ),
    fix: (m) => `${m[1]}advises`,
    en: '"Advise" is the verb ("he advises"); "advice" is the noun.',
    zh: '用词（word choice）：“建议”作动词要用 advise，主语是第三人称单数时加 -s：He advises me to study（他建议我学习）；advice 是名词。',
    examples: {
      wrong: [
        ['He advice me to study.', 'He advises me to study.'],
        ['My teacher advice me to rest.', 'My teacher advises me to rest.'],
      ],
      right: ['He gave me advice.', 'He advises me to study.'],
    },
  },
  {
    id: 'advise-for-advice',
    pattern:
      /\b((?:my|your|his|her|our|their|some|the|this|that|good|any|of|for|much)\s+)advise\b(?!\s+(?:you|him|her|them|us|me)\b)/gi,
    fix: (m) => `${m[1]}advice`,
    en: '"Advice" is the noun; "advise" is the verb.',
    zh: '用词（word choice）：advice 是名词“建议”，advise 是动词：Thank you for your advice（谢谢你的建议）。',
    examples: {
      wrong: [['Thank you for your advise.', 'Thank you for your advice.']],
      right: ['I advise you to rest.', 'Thank you for your advice.'],
    },
  },
  // "He gave me an advise" -> "gave me advice": the noun, which takes no "a" ("a piece of advice"); as
  // "a useful advice" -> "useful advice" (the uncountable-noun rule).
  {
    id: 'an-advise',
    pattern:
      /\b(?:[Aa]n|[Aa])\s+((?:good|useful|great|helpful|valuable)\s+)?advise\b(?!\s+(?:you|him|her|them|us|me)\b)/g,
    fix: (m) => matchCase(`${m[1] ?? ''}advice`, m[0]),
    en: '"Advice" is the noun, and takes no "a": "He gave me advice" (or "a piece of advice").',
    zh: '单复数（number）：advice 是不可数名词，前面不加 a：He gave me advice（他给了我建议），或者说 a piece of advice。',
    examples: {
      wrong: [
        ['He gave me an advise.', 'He gave me advice.'],
        ['It was a useful advise.', 'It was useful advice.'],
      ],
      right: ['He gave me a piece of advice.'],
    },
  },
  // "Please give me some advises" -> "some advice": the noun has no plural ("He advises" is the verb).
  {
    id: 'advises-noun',
    pattern: /\b((?:my|your|his|her|our|their|some|any|good|useful|valuable)\s+)advises\b/gi,
    fix: (m) => `${m[1]}advice`,
    en: '"Advice" is the noun, and has no plural: "some advice"; "advises" is the verb.',
    zh: '单复数（number）：advice 是不可数名词，没有复数：some advice（一些建议）；advises 是动词 advise 的第三人称单数。',
    examples: {
      wrong: [['Please give me some advises.', 'Please give me some advice.']],
      right: ['He advises me to rest.', 'Please give me some advice.'],
    },
  },
  {
    id: 'affect-for-effect',
    pattern:
      /\b((?:a|an|the|great|big|good|bad|negative|huge|strong|major|side|no|any|little|significant|serious|direct|lasting)\s+)affect(s?)(?=\s+(?:on|of)\b)/gi,
    fix: (m) => `${m[1]}effect${m[2]}`,
    en: '"Effect" is the noun (a result); "affect" is the verb.',
    zh: '易混词（confused words）：effect 是名词“影响、效果”（have an effect on，对……有影响），affect 是动词：It had a great effect on me（它对我影响很大）。',
    examples: {
      wrong: [['It had a great affect on me.', 'It had a great effect on me.']],
      right: ['It had a great effect on me.', 'It will affect our health.'],
    },
  },
  {
    id: 'weather-or-not',
    pattern: /\b([Ww])eather(?=\s+or\s+not\b)/g,
    fix: (m) => `${m[1]}hether`,
    en: '"Whether or not": "weather" is rain and sun.',
    zh: '拼写（spelling）：whether or not 是“无论是否”，weather 是“天气”，两个词读音几乎一样：whether or not it rains（不管下不下雨）。',
    examples: {
      wrong: [['I will go weather or not it rains.', 'I will go whether or not it rains.']],
      right: ['I will go whether or not it rains.'],
    },
  },
  {
    id: 'their-for-there-is',
    pattern: /\b([Tt])heir(?=\s+(?:is|are|was|were)\b)/g,
    fix: (m) => `${m[1]}here`,
    en: '"There is/are" says something exists; "their" is "of them".',
    zh: '句型（sentence pattern）：表示“有”的句型是 there is / there are，their 是“他们的”：There is a book on the desk（桌上有一本书）。',
    examples: {
      wrong: [['Their is a book on the desk.', 'There is a book on the desk.']],
      right: ['There is a book on the desk.', 'Their house is big.'],
    },
  },
  // "a big lose" -> "loss"; "a lose tooth" -> "loose": before a noun the word describes it.
  {
    id: 'lose-for-loss-or-loose',
    pattern: /\b((?:a|the|big|great|huge|heavy|total)\s+)lose\b(?![-‐])(?=\s+([a-z]+)|)/gi,
    fix: (m) =>
      `${m[1]}${m[2] !== undefined && isNoun(m[2]) && !/^(?:of|for|to|in)$/.test(m[2]) ? 'loose' : 'loss'}`,
    en: '"Loss" is the noun, "loose" describes ("a loose tooth"); "lose" is the verb.',
    zh: '易混词（confused words）：lose 是动词“失去”，名词“损失”是 loss，形容词“松的”是 loose：It was a big loss（这是一大损失），a loose tooth（一颗松动的牙）。',
    examples: {
      wrong: [
        ['It was a big lose.', 'It was a big loss.'],
        ['I have a lose tooth.', 'I have a loose tooth.'],
      ],
      right: ['I do not want to lose.', 'It was a big loss.'],
    },
  },
  // "the best day of my live" -> "life", "It was a big lost for us" -> "loss": after "my" or "a", the noun, where
  // no noun follows ("their live show", "a lost cause" describe).
  {
    id: 'live-lost-for-noun',
    pattern:
      /\b((?:my|your|his|her|our|their|whole|daily|social|family|school)\s+)live(?=\s*(?:[.,!?;:]|$)|\s+(?:is|was|has|and|but|in|with|because|will|so)\b)|\b((?:a|big|great|huge|heavy|total)\s+)lost(?=\s*(?:[.,!?;:]|$)|\s+(?:for|to|of|and|but|because)\b)/gi,
    fix: (m) => (m[1] !== undefined ? `${m[1]}life` : `${m[2]}loss`),
    en: '"Life" and "loss" are the nouns; "live" and "lost" are verbs: "my life", "a big loss".',
    zh: '用词（word choice）：my、a 这类词后面要用名词 life（生命、生活）和 loss（损失），live 和 lost 是动词：the best day of my life（我一生中最好的一天）。',
    examples: {
      wrong: [
        ['It was the best day of my live.', 'It was the best day of my life.'],
        ['It was a big lost for us.', 'It was a big loss for us.'],
      ],
      right: ['I saw their live show.', 'It was a lost cause.'],
    },
  },
  // "He past the exam", "I past by the shop" -> "passed": after a subject, the verb's past (Harper made it
  // "pasts").
  {
    id: 'past-for-passed',
    pattern:
      /(?<=\b(?:I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Yy]ou)\s+)past(?=\s+(?:the|a|an|my|his|her|their|our|your|all|by|through|away)\b)/g,
    fix: () => 'passed',
    en: '"Past" is a time or a place one goes by ("in the past", "walk past"); the verb\'s past is "passed": "He passed the exam".',
    zh: '易混词（confused words）：past 是“过去”或介词“经过”（walk past），动词 pass 的过去式是 passed：He passed the exam（他通过了考试）。两个词读音相同。',
    examples: {
      wrong: [['He past the exam.', 'He passed the exam.']],
      right: ['He walked past the shop.', 'He passed the exam.'],
    },
  },
  // "I excepted his offer" -> "accepted": after a subject, taking what is offered is "accept" ("except" leaves
  // out; and "all of you except the new boy" is the preposition, so only "excepted" and "excepts").
  {
    id: 'excepted-for-accepted',
    pattern:
      /(?<=\b(?:I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Yy]ou)\s+)except(ed|s)(?=\s+(?:the|a|an|my|his|her|their|our|your|it|this|that)\b)/g,
    fix: (m) => `accept${m[1]}`,
    en: '"Accept" is to take what is offered ("I accepted his offer"); "except" means "leaving out".',
    zh: '易混词（confused words）：accept 是“接受”，except 是“除了”：I accepted his offer（我接受了他的提议）。两个词读音相近。',
    examples: {
      wrong: [['I excepted his offer.', 'I accepted his offer.']],
      right: ['I accepted his offer.'],
    },
  },
  // "It effects our health" -> "affects": after a subject and before an object, the verb is "affect".
  {
    id: 'effect-for-affect',
    pattern:
      /(?<=\b(?:[Ii]t|[Hh]e|[Ss]he|[Tt]hey|[Ww]e|I|[Yy]ou|[Ss]moking|[Pp]ollution|[Ss]tress)\s+)effect(s?)(?=\s+(?:our|my|your|his|her|their|its|the|people|children|students|us|them|him|me|everyone)\b)/g,
    fix: (m) => `affect${m[1]}`,
    en: '"Affect" is the verb ("It affects our health"); "effect" is the noun ("a great effect").',
    zh: '易混词（confused words）：affect 是动词“影响”：It affects our health（它影响我们的健康）；effect 是名词：a great effect（很大的影响）。',
    examples: {
      wrong: [['It effects our health.', 'It affects our health.']],
      right: ['It has effects on our health.', 'It affects our health.'],
    },
  },
  {
    id: 'breath-for-breathe',
    pattern: /\b((?:can|can't|cannot|could|couldn't|to|will|must)\s+)breath\b/gi,
    fix: (m) => `${m[1]}breathe`,
    en: '"Breathe" is the verb; "breath" is the noun.',
    zh: "用词（word choice）：breathe 是动词“呼吸”，breath 是名词：I can't breathe（我喘不过气来）；take a deep breath（深呼吸）。",
    examples: {
      wrong: [["I can't breath.", "I can't breathe."]],
      right: ['Take a deep breath.', "I can't breathe."],
    },
  },
  {
    id: 'quiet-for-quite',
    // Not "She is quiet a lot of the time": after "be" or "keep", "quiet" is the adjective and "a lot" the time.
    pattern:
      /\b([Qq])uiet(?=\s+(?:good|bad|easy|difficult|hard|different|similar|interesting|important|expensive|cheap|sure|true|simple|clear|common|popular|useful|surprised|far|often|well|a|an|few)\b)(?!(?<=\b(?:am|is|are|was|were|be|been|being|keep|keeps|kept|stay|stays|stayed|remain|remains|remained)\s+[Qq]uiet)\s+a\s+(?:lot|while|moment|bit|little)\b)/g,
    fix: (m) => `${m[1]}uite`,
    en: '"Quite" means "fairly"; "quiet" means not loud.',
    zh: '拼写（spelling）：quite 是“相当”（quite good，相当好），quiet 是“安静的”，两个词只是字母顺序不同。',
    examples: {
      wrong: [['It is quiet good.', 'It is quite good.']],
      right: ['She is quiet a lot of the time.', 'The room is quiet.'],
    },
  },
  {
    id: 'choose-for-choice',
    pattern:
      /\b((?:a|the|my|your|his|her|our|their|good|right|wrong|best|difficult|hard|final|personal|own)\s+)choose\b/gi,
    fix: (m) => `${m[1]}choice`,
    en: '"Choice" is the noun; "choose" is the verb.',
    zh: '用词（word choice）：choice 是名词“选择”，choose 是动词：It was a good choice（这是个好选择）。',
    examples: {
      wrong: [['It was a good choose.', 'It was a good choice.']],
      right: ['You can choose.', 'It was a good choice.'],
    },
  },
  {
    id: 'medias',
    pattern: /\b([Mm])edias\b/g,
    fix: (m) => `${m[1]}edia`,
    en: '"Media" is already a plural (of "medium").',
    zh: '单复数（number）：media 本身就是 medium 的复数，不再加 -s：The media report the news（媒体报道新闻）。',
    examples: {
      wrong: [['The medias report the news.', 'The media report the news.']],
      right: ['The media report the news.'],
    },
  },
  // "There are to many people", "The box is to heavy for me", "She looks to pretty" -> "too": after "be" or
  // "look", "to" + "many", or an adjective that is no verb ending its clause or before "for", "to" … ("The
  // plan is to slow down" keeps its "to").
  {
    id: 'to-for-too-adjective',
    pattern: new RegExp(
      String.raw`\b((?:am|is|are|was|were|be|been|looks?|looked|seems?|seemed|[a-z]+['’](?:s|re))\s+)to(?=\s+(?:many|much)\b|\s+(?:big|small|late|early|hard|difficult|expensive|old|young|tired|hot|cold|far|high|low|heavy|pretty|busy|cheap|long|short|loud|noisy|crowded|dangerous|tall|fat|weak|strong|lazy|shy|good|bad|hungry|full|sad|happy|boring|beautiful|quiet|simple|easy|serious|lucky|careful)\b(?![-‐])${AFTER_ADJECTIVE})`,
      'gi',
    ),
    fix: (m) => `${m[1]}too`,
    en: '"Too" means more than enough; "to" is a preposition.',
    zh: '拼写（spelling）：too 是“太”（too heavy，太重），to 是介词或不定式符号，两个词读音相同：The box is too heavy for me（这个箱子对我来说太重了）。',
    examples: {
      wrong: [
        ['There are to many people.', 'There are too many people.'],
        ['The box is to heavy for me.', 'The box is too heavy for me.'],
      ],
      right: ['The plan is to slow down.', 'The box is too heavy for me.'],
    },
  },
  // "My English is not so well", "The weather today is very well" -> "good", "My English is fluently" ->
  // "fluent": a thing is good; "well" says how something is done ("I speak English well"), or that a person is
  // healthy ("I am not well"). Not "My writing is well organised", "The plan was well thought out".
  {
    id: 'well-for-good',
    pattern:
      /\b((?:(?:my|your|his|her|our|their)\s+(?:English|Chinese|French|Japanese|pronunciation|grammar|spelling|handwriting|writing|speaking|listening|vocabulary|score|scores|grade|grades|result|results)|the\s+(?:weather|food|film|movie|book|idea|plan|party|trip|weekend|holiday|lesson|game|match|service|restaurant|hotel|news)(?:\s+(?:today|here))?)\s+(?:is|was|are|were|isn't|wasn't|aren't|weren't)\s+(?:not\s+)?(?:so\s+|very\s+|quite\s+|really\s+|too\s+)?)(well|fluently)\b(?=\s*(?:[.,!?;]|$|(?:and|but|because|so|yet|now|enough|today|here)\b))/gi,
    fix: (m) => `${m[1]}${m[2]!.toLowerCase() === 'fluently' ? 'fluent' : 'good'}`,
    en: '"Good" says what a thing is like ("My English is good"); "well" says how you do something ("I speak English well").',
    zh: '易混词（confused words）：be 后面说事物怎么样要用形容词 good：My English is good（我的英语很好）；well 是副词，说事情做得怎样（I speak English well），说人时指“身体好”。',
    examples: {
      wrong: [
        ['My English is not so well.', 'My English is not so good.'],
        ['My English is fluently.', 'My English is fluent.'],
      ],
      right: ['My writing is well organised.', 'I speak English well.'],
    },
  },
  // "He studies hardly" -> "hard": "hard" is how much effort; "hardly" means "almost not" ("He hardly studies").
  {
    id: 'hardly-for-hard',
    pattern:
      /\b((?:work|works|worked|working|study|studies|studied|studying|try|tries|tried|trying|practise|practises|practised|practice|practices|practiced|practicing|train|trains|trained|training)\s+(?:very\s+|so\s+|really\s+)?)hardly\b(?!\s+(?:at\s+all|ever|any|anything|anyone|enough)\b)/gi,
    fix: (m) => `${m[1]}hard`,
    en: '"Hard" says how much effort ("work hard"); "hardly" means "almost not" ("I can hardly see").',
    zh: '易混词（confused words）：hard 作副词是“努力地”（work hard，努力工作）；hardly 是“几乎不”，意思正好相反：He hardly studies（他几乎不学习）。',
    examples: {
      wrong: [['He studies hardly.', 'He studies hard.']],
      right: ['He hardly studies.', 'I can hardly see.'],
    },
  },
  // "Beside, it is cheap" -> "Besides,": "besides" adds a point; "beside" means "next to".
  {
    id: 'beside-for-besides',
    pattern: /(^|[.!?]\s+)(Beside)(?=\s*,)/g,
    fix: (m) => `${m[1]}Besides`,
    en: '"Besides" adds a point ("also"); "beside" means "next to".',
    zh: '易混词（confused words）：besides 是“此外、而且”，用来补充理由：Besides, it is cheap（而且它很便宜）；beside 是“在……旁边”。',
    examples: {
      wrong: [['Beside, it is cheap.', 'Besides, it is cheap.']],
      right: ['Besides, it is cheap.', 'She sat beside me.'],
    },
  },
  // "We celebrate it in china" -> "in China": the country's name (china, no capital, is porcelain: "made of
  // china").
  {
    id: 'china-capital',
    pattern:
      /(?<=\b(?:in|to|from|visit|visited|visiting|across|around|over)\s+)china\b(?!\s+(?:cabinets?|cups?|plates?|dishes|bowls?|shops?|sets?)\b)/g,
    fix: () => 'China',
    en: 'The country is "China", with a capital.',
    zh: '大写（capitalization）：国名 China 首字母要大写：in China（在中国）；小写的 china 是“瓷器”。',
    examples: {
      wrong: [['We celebrate it in china.', 'We celebrate it in China.']],
      right: ['The cup is made of china.', 'The cups are in china cabinets.'],
    },
  },
  // "I went their last year", "We will go their tomorrow" -> "there": after going or staying, "their" with
  // no noun after it is the place ("They went their separate ways" keeps it).
  {
    id: 'their-for-there-place',
    pattern:
      /(?<=\b(?:go|goes|went|going|gone|come|comes|came|coming|get|got|getting|live|lives|lived|living|stay|stays|stayed|staying|arrive|arrived|travel|traveled|travelled|move|moved|walk|walked|drive|drove)\s+)their(?=\s*(?:[.,!?;:]|$)|\s+(?:now|too|again|yesterday|tomorrow|today|before|soon|often|alone|together|with|by|and|but|because|for|every\s+(?:day|week|year|summer|weekend)|(?:last|next|this)\s+(?:year|week|month|summer|winter|weekend|night|time|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday))\b)/g,
    fix: () => 'there',
    en: '"Their" is what belongs to them ("their house"); a place is "there": "I went there last year".',
    zh: '拼写（spelling）：their 是“他们的”，后面要接名词；表示地点“那里”要用 there：I went there last year（我去年去过那里）。',
    examples: {
      wrong: [['I went their last year.', 'I went there last year.']],
      right: ['They went their separate ways.', 'I went there last year.'],
    },
  },
  // "This is were he lives", "the town were I grew up" -> "where": a place, then a clause of its own (Harper
  // would drop the "were": "This is he lives"). Not in a question: "The people in the room were they tired?".
  {
    id: 'were-for-where-place',
    pattern:
      /(?<=\b(?:is|was|place|city|town|village|room|house|school|country|restaurant|park)\s+)were(?=\s+(?:he|she|it|they|we|you|I)\s+(?!not\b|also\b|all\b)[a-z]+)(?![^.!?]*\?)/g,
    fix: () => 'where',
    en: '"Were" is a past of "be"; the place where something happens is "where": "This is where he lives".',
    zh: '拼写（spelling）：were 是 be 的过去式，表示“……的地方”要用 where：This is where he lives（这是他住的地方）。',
    examples: {
      wrong: [
        ['This is were he lives.', 'This is where he lives.'],
        ['That is the town were I grew up.', 'That is the town where I grew up.'],
      ],
      right: ['The children in the house were happy.', 'This is where he lives.'],
    },
  },
  // "What is you name?", "I like you dress" -> "your": "you" before a thing it has, which ends the clause.
  {
    id: 'you-for-your',
    pattern:
      /(?<=\b(?:is|was|are|were|like|love|likes|loves|liked|loved|what['’]s|know|tell\s+me|see)\s+)you(?=\s+(?:name|age|job|address|number|email|birthday|hobby|hobbies|favou?rite\s+[a-z]+|family|dress|shirt|bag|phone|car|house|mother|father|parents|brother|sister|friend|friends|teacher|school)\s*(?:[.,!?]|$))/gi,
    fix: (m) => matchCase('your', m[0]),
    en: '"Your" is what belongs to you: "What is your name?"; "you" is the person.',
    zh: '语法（grammar）：you 是“你”，表示“你的”要用物主代词 your：What is your name?（你叫什么名字？）。',
    examples: {
      wrong: [
        ['What is you name?', 'What is your name?'],
        ['I like you dress.', 'I like your dress.'],
      ],
      right: ['What is your name?', 'I like you very much.', "I'll see you home."],
    },
  },
  // "I don't no the answer" -> "know": after "don't" or "do not", "no" is the verb "know".
  {
    id: 'no-for-know',
    pattern:
      /(?<=\b(?:do|does|did)(?:n['’]t|\s+not)\s+)no(?=\s+(?:the|what|how|why|where|when|who|which|if|whether|that|this|anything|much|about|him|her|them|it|you|me|any|a|an|my|his|their|your|our)\b|\s*[.,!?]|\s*$)/gi,
    fix: (m) => matchCase('know', m[0]),
    en: '"No" is the opposite of "yes"; the verb is "know": "I don\'t know the answer".',
    zh: "拼写（spelling）：no 是“不、没有”，“知道”是 know，两个词读音相同：I don't know the answer（我不知道答案）。",
    examples: {
      wrong: [["I don't no the answer.", "I don't know the answer."]],
      right: ["I don't know the answer.", 'I have no idea.'],
    },
  },
  // "Id like a coffee" -> "I'd like": "I would" before a verb of wanting, at a clause's start ("Id" is no word
  // a learner means there).
  {
    id: 'id-for-i-would',
    pattern:
      /(?<=^|[.!?,]\s+|\b(?:and|but|so|because|think)\s+)id(?=\s+(?:like|love|rather|prefer|better)\b)/gi,
    fix: () => "I'd",
    en: '"I\'d" (I would) needs its apostrophe: "I\'d like a coffee".',
    zh: "拼写（spelling）：I'd 是 I would 的缩写，撇号不能省略：I'd like a coffee（我想要一杯咖啡）。",
    examples: {
      wrong: [['Id like a coffee.', "I'd like a coffee."]],
      right: ["I'd like a coffee.", 'Show me your id card.'],
    },
  },
  // "There going to the park" -> "They're going": "they're" is "they are".
  {
    id: 'there-for-they-are-going',
    pattern:
      /(?<=^|[.!?]\s+)There(?=\s+(?:going|coming|doing|playing|working|studying|talking|eating|waiting|leaving|watching)\b)/g,
    fix: () => "They're",
    en: '"They\'re" is "they are": "They\'re going to the park".',
    zh: "拼写（spelling）：there 是“那里”，they're 是 they are 的缩写：They're going to the park（他们要去公园）。两个词读音相近。",
    examples: {
      wrong: [['There going to the park.', "They're going to the park."]],
      right: ['There is a park.', "They're going to the park."],
    },
  },
  // "I have to much homework" -> "too much": "too" says more than enough (not "This applies to many people").
  {
    id: 'to-for-too-much',
    pattern:
      /(?<=\b(?:have|has|had|is|are|was|were|be|eat|ate|eats|drink|drank|spend|spent|cost|costs|it['’]s|there['’]s)\s+)to(?=\s+(?:much|many)\b)/g,
    fix: () => 'too',
    en: '"Too" says more than enough: "I have too much homework".',
    zh: '拼写（spelling）：too much 是“太多”，to 和 too 读音相同但意思不同：I have too much homework（我的作业太多了）。',
    examples: {
      wrong: [['I have to much homework.', 'I have too much homework.']],
      right: ['This applies to many people.', 'I have too much homework.'],
    },
  },
  // "Lets go!" -> "Let's go!", "I cant swim" -> "can't", "Whats your name?" -> "What's": the apostrophe of a
  // short form. "He lets go", "a wont" and "cant" are words of their own, so only before what shows the
  // short form.
  {
    id: 'lets-for-let-us',
    pattern:
      /(?<=^|[.!?]\s+)Lets(?=\s+(?:go|do|play|eat|try|see|talk|start|have|make|get|meet|watch|sing|dance|begin)\b)/g,
    fix: () => "Let's",
    en: '"Let\'s" is "let us": "Let\'s go!"',
    zh: "拼写（spelling）：Let's 是 let us 的缩写，撇号不能省略：Let's go!（我们走吧！）；lets 是 let 的第三人称单数。",
    examples: {
      wrong: [['Lets go!', "Let's go!"]],
      right: ['He lets go of the rope.', "Let's go!"],
    },
  },
  // "I cant swim", "It wont work" -> "can't", "won't": before a verb of a short list, or any verb after a
  // subject pronoun ("as is his wont", "thieves' cant" are words of their own).
  {
    id: 'cant-wont',
    pattern: /\b([Cc]a|[Ww]o)nt(?=\s+([a-z]+)\b)/g,
    fix: (m) =>
      SHORT_FORM_VERBS.has(m[2]!) ||
      (isVerb(m[2]!) && /\b(?:I|you|he|she|it|we|they)\s+$/i.test(m.input.slice(0, m.index)))
        ? `${m[1]}n't`
        : m[0],
    en: 'A short form keeps its apostrophe: "I can\'t swim", "I won\'t go".',
    zh: "拼写（spelling）：can't、won't 是 cannot、will not 的缩写，撇号不能省略：I can't swim（我不会游泳）。",
    examples: {
      wrong: [
        ['I cant swim.', "I can't swim."],
        ['It wont work.', "It won't work."],
      ],
      right: ['As is his wont, he left early.', "I can't swim."],
    },
  },
  {
    id: 'whats-thats',
    pattern:
      /\b([Ww]hat|[Tt]hat)s(?=\s+(?:your|the|his|her|their|our|my|this|that|up|wrong|going|happening|new|it|right|true|why|all|fine|good|great|a|an|not|what|how)\b)/g,
    fix: (m) => `${m[1]}'s`,
    en: 'A short form keeps its apostrophe: "What\'s your name?"',
    zh: "拼写（spelling）：what's、that's 是 what is、that is 的缩写，撇号不能省略：What's your name?（你叫什么名字？）。",
    examples: {
      wrong: [
        ['Whats your name?', "What's your name?"],
        ['Thats right.', "That's right."],
      ],
      right: ["What's your name?"],
    },
  },
];
