import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { matchCase, REFLEXIVES } from '../../lexicon/words';
import { TIME_HAD_BEFORE, AFTER_ACTIVITY, SUBJECT_STARTS_CLAUSE } from './words';

/*
 * Set phrases, their last part (set-phrases.ts puts them in order): verbs mixed up ("borrow me your pen" ->
 * "lend me", "said me" -> "told me", "won me" -> "beat me"), verbs that take their object directly
 * ("emphasize on", "lack of"), "enjoy" with its object, times and days ("in my birthday", "two time"), and
 * verbs of going ("went Beijing", "go to home", "go to shopping").
 */

/** Rows of SET_PHRASES (set-phrases.ts), in the order they are tried. */
export const VERB_PHRASES: PhraseTable = [
  // "I hope you can enjoy in China" -> "enjoy yourself": "enjoy" needs an object, and a person who has a good
  // time enjoys themselves. Only a subject that starts its clause: "the music I enjoy." has its object
  // before it (not "Enjoy!", nor "enjoy it", nor "enjoyed in it", which loses its "in").
  {
    id: 'enjoy-in-a-place',
    pattern: new RegExp(
      `${SUBJECT_STARTS_CLAUSE}\\b(I|you|he|she|we|they)(\\s+(?:(?:can|could|will|would|should|must|may|might|did|do|does|really|always|also|all)\\s+)*)(enjoy|enjoys|enjoyed)(?=\\s+(?:in(?!\\s+(?:it|them)\\b)|at|here|there|on|during)\\b|\\s*[.!,;]|\\s*$)`,
      'gi',
    ),
    fix: (m) => {
      const self = REFLEXIVES[m[1]!.toLowerCase()]!;
      return `${m[1]}${m[2]}${m[3]} ${self}`;
    },
    en: 'A person has a good time by enjoying themselves: "I hope you enjoy yourself in China".',
    zh: '及物动词（transitive verb）：enjoy 必须带宾语；“玩得开心”说 enjoy oneself：I hope you enjoy yourself in China（希望你在中国玩得开心）。中文“享受”可以不带宾语，英语不行。',
    examples: {
      wrong: [
        ['I hope you can enjoy in China.', 'I hope you can enjoy yourself in China.'],
        ['We enjoyed at the party.', 'We enjoyed ourselves at the party.'],
      ],
      right: ['This is the music I enjoy.', 'I hope you enjoy it.'],
    },
  },
  // "I enjoyed very much" -> "I enjoyed it very much": what was enjoyed is said, even when it is "it".
  {
    id: 'enjoyed-very-much',
    pattern: new RegExp(
      `${SUBJECT_STARTS_CLAUSE}\\b((?:I|you|he|she|we|they)\\s+(?:really\\s+|also\\s+)?(?:enjoy|enjoys|enjoyed))(\\s+(?:very\\s+much|a\\s+lot|so\\s+much))(?=\\s*[.!,;]|\\s*$)`,
      'gi',
    ),
    fix: (m) => `${m[1]} it${m[2]}`,
    en: '"Enjoy" needs an object: "I enjoyed it very much".',
    zh: '及物动词（transitive verb）：enjoy 必须有宾语，即使是 it 也不能省：I enjoyed it very much（我非常喜欢）；中文“我很享受”可以不说宾语。',
    examples: {
      wrong: [['I enjoyed very much.', 'I enjoyed it very much.']],
      right: ['I enjoyed it very much.', 'I enjoyed the trip a lot.'],
    },
  },
  // "We had a party in my birthday" -> "on my birthday"; "We celebrate in Christmas" -> "at Christmas".
  {
    id: 'in-my-birthday',
    pattern:
      /\b([Ii])n(?=\s+(?:my|his|her|your|our|their)\s+birthday\b(?!\s+(?:card|cards|party|present|presents|gift|gifts|cake|list|photos?|message)\b))/g,
    fix: (m) => (m[1] === 'I' ? 'On' : 'on'),
    en: 'A day takes "on": "on my birthday".',
    zh: '介词（preposition）：具体的某一天用 on：on my birthday（在我生日那天）；in 用于月份、年份这样较长的时间。',
    examples: {
      wrong: [['We had a party in my birthday.', 'We had a party on my birthday.']],
      right: ['We had a party on my birthday.', 'My birthday is in May.', 'I put it in my birthday card.'],
    },
  },
  {
    id: 'in-christmas',
    pattern: /\b([Ii])n(?=\s+Christmas\b(?!\s+(?:Eve|Day|holidays?|week|time)\b))/g,
    fix: (m) => (m[1] === 'I' ? 'At' : 'at'),
    en: 'It is "at Christmas" (and "on Christmas Day").',
    zh: '介词（preposition）：“在圣诞节期间”用 at Christmas；圣诞节那一天用 on Christmas Day。中文都说“在圣诞节”，所以容易用 in。',
    examples: {
      wrong: [['We go home in Christmas.', 'We go home at Christmas.']],
      right: ['We go home at Christmas.', 'We met in Christmas week.'],
    },
  },
  // "I have been there two time" -> "twice", "three time" -> "three times" (not "two time zones"). "I don't
  // have many time" is an amount: "much time".
  {
    id: 'two-time',
    pattern:
      /\b(two|three|four|five|six|seven|eight|nine|ten|many|several)\s+time\b(?=\s*[.,!?;]|\s*$|\s+(?:a|in|this|last|every|before|already|and|but)\b)/gi,
    fix: (m) =>
      m[1]!.toLowerCase() === 'two'
        ? matchCase('twice', m[1]!)
        : m[1]!.toLowerCase() === 'many' && TIME_HAD_BEFORE.test(m.input.slice(0, m.index))
          ? `${matchCase('much', m[1]!)} time`
          : `${m[1]} times`,
    en: 'How often is "twice", "three times": "I have been there twice"; how long is "much time".',
    zh: '单复数（number）：次数用 twice 或“数字 + times”：I have been there twice（我去过那里两次）；time 表示“时间”时不可数，“很多时间”说 much time。',
    examples: {
      wrong: [
        ['I have been there two time.', 'I have been there twice.'],
        ['I have read it three time.', 'I have read it three times.'],
        ["I don't have many time.", "I don't have much time."],
      ],
      right: ['We live in two time zones.', 'I have been there twice.'],
    },
  },
  // "How long time did you stay?" -> "How long did you stay?": "how long" asks the time already.
  {
    id: 'how-long-time',
    pattern: /\b([Hh]ow\s+long)\s+time\b/g,
    fix: (m) => m[1]!,
    en: '"How long" asks the time already: "How long did you stay?".',
    zh: '句型（sentence pattern）：how long 本身就是问“多长时间”，后面不再加 time；中文“多长时间”容易直译成 how long time。',
    examples: {
      wrong: [['How long time did you stay there?', 'How long did you stay there?']],
      right: ['How long did you stay there?', 'How much time do you need?'],
    },
  },
  // "Can you borrow me your pen?" -> "lend me": you borrow from someone, and lend to them.
  {
    id: 'borrow-me',
    pattern:
      /\b(borrow(?:s|ed)?)(?=\s+(?:me|him|her|us)\s+(?:a|an|the|your|his|her|my|our|their|some|this|that|\d+)\b)/gi,
    fix: (m) => sameFormOf(m, 'borrow', 'lend'),
    en: 'You "borrow" something from someone, and "lend" it to them: "lend me your pen".',
    zh: '用词（word choice）：borrow 是“借入”，从别人那里借（borrow a pen from him）；lend 是“借出”，把东西借给别人（lend me your pen）。请别人借东西给你，要用 lend。',
    examples: {
      wrong: [
        ['Can you borrow me your pen?', 'Can you lend me your pen?'],
        ['He borrowed me some money.', 'He lent me some money.'],
      ],
      right: ['Can I borrow your pen?', 'I borrowed a pen from him.'],
    },
  },
  // "The book spent me 50 yuan" -> "cost me": a thing costs someone money; a person spends it.
  {
    id: 'spent-me-money',
    pattern:
      /\b(spen(?:ds?|t))(?=\s+(?:me|him|her|us|them)\s+(?:\d|a\s+lot\b(?!\s+of\s+time\b)|a\s+fortune\b|(?:so|too)\s+much\b|(?:one|two|three|four|five|ten|twenty|fifty|a\s+hundred|hundreds\s+of)\s+(?:yuan|dollars|pounds|euros|kuai)\b))/gi,
    fix: (m) => sameFormOf(m, 'spend', 'cost'),
    en: 'A thing "costs" someone money ("It cost me 50 yuan"); a person "spends" it ("I spent 50 yuan on it").',
    zh: '用词（word choice）：东西“花了”某人多少钱，主语是东西，用 cost（It cost me 50 yuan）；spend 的主语是人（I spent 50 yuan on it）。',
    examples: {
      wrong: [['The book spent me 50 yuan.', 'The book cost me 50 yuan.']],
      right: ['I spent 50 yuan on it.', 'It cost me 50 yuan.'],
    },
  },
  // "It spent me two hours" -> "It took me two hours": time "takes" someone; a person "spends" it.
  {
    id: 'spent-me-time',
    pattern:
      /(?<=\b[Ii]t\s+)(spen(?:ds?|t))(?=\s+(?:me|him|her|us|them)\s+(?:\d+|an?|one|two|three|four|five|six|ten|several|many|a\s+few|a\s+lot\s+of)\s+(?:minutes?|hours?|days?|weeks?|months?|years?|time)\b)/g,
    fix: (m) => sameFormOf(m, 'spend', 'take'),
    en: 'Time "takes" someone ("It took me two hours"); a person "spends" it ("I spent two hours on it").',
    zh: '用词（word choice）：用 it 说“做某事花了某人多少时间”要用 take（It took me two hours）；spend 的主语是人（I spent two hours on it）。',
    examples: {
      wrong: [['It spent me two hours to finish it.', 'It took me two hours to finish it.']],
      right: ['I spent two hours on it.', 'It took me two hours.'],
    },
  },
  // "She doesn't know to swim" -> "know how to swim": a skill is known "how to" (会游泳); "He knew to call
  // the police", knowing what one should do, is right, so only skills.
  {
    id: 'know-to-swim',
    pattern:
      /\b(know|knows|knew)\s+to(?=\s+(?:swim|cook|drive|ride|dance|sing|skate|ski|type|knit|sew|draw|paint|speak|play|read|write|use)\b)/gi,
    fix: (m) => `${m[1]} how to`,
    en: 'A skill is known "how to" do: "She knows how to swim".',
    zh: '句型（sentence pattern）：“会做某事”（技能）说 know how to do：She knows how to swim（她会游泳）；know to do 是“知道应该做”。中文“会游泳”不要直译成 know to swim。',
    examples: {
      wrong: [["She doesn't know to swim.", "She doesn't know how to swim."]],
      right: ['He knew to call the police.', 'She knows how to swim.'],
    },
  },
  // "Welcome to come to China" -> "Welcome to China" (欢迎来中国): "welcome to" already says the coming.
  {
    id: 'welcome-to-come',
    pattern: /(?<=^|[.!?]\s+)(Welcome)\s+(?:you\s+)?to\s+come\s+to\b/g,
    fix: (m) => `${m[1]} to`,
    en: '"Welcome to" already says "come": "Welcome to China".',
    zh: '句型（sentence pattern）：Welcome to + 地点 已经包含“来”的意思：Welcome to China（欢迎来中国）；中文“欢迎来中国”的“来”不要译成 to come。',
    examples: {
      wrong: [
        ['Welcome to come to China!', 'Welcome to China!'],
        ['Welcome you to come to our school.', 'Welcome to our school.'],
      ],
      right: ['You are welcome to come to our party.', 'Welcome to China!'],
    },
  },
  {
    id: 'return-back',
    pattern: /\b(return(?:s|ed|ing)?)\s+back\b/gi,
    fix: (m) => m[1]!,
    en: '"Return" already means "go back".',
    zh: '用词（word choice）：return 本身就是“回去、回来”（go back），后面不再加 back；中文“返回”容易说成 return back。',
    examples: {
      wrong: [['He returned back to his hometown.', 'He returned to his hometown.']],
      right: ['He went back to his hometown.', 'He returned to his hometown.'],
    },
  },
  // Not where the -ing word may describe a noun after it: "go to shopping malls", "went to swimming class".
  {
    id: 'go-to-shopping',
    pattern:
      /\b(go|goes|went|going|gone)\s+to\s+(shopping|swimming|fishing|camping|hiking|skiing|skating|dancing|jogging|sightseeing|climbing|sailing|surfing|bowling)\b(?=(?:\s+([a-z]+))?)/gi,
    fix: (m) => (m[3] && !AFTER_ACTIVITY.has(m[3].toLowerCase()) ? m[0] : `${m[1]} ${m[2]}`),
    en: 'It is "go shopping", "go swimming": no "to" before the -ing word.',
    zh: '固定搭配（fixed phrase）：go + 动词 -ing 表示去做某种活动：go shopping（去购物）、go swimming（去游泳），中间不加 to；中文“去购物”的“去”容易让人加 to。',
    examples: {
      wrong: [
        ["Let's go to shopping.", "Let's go shopping."],
        ['We went to swimming with our friends.', 'We went swimming with our friends.'],
      ],
      right: ['We went to swimming class.', 'They go to shopping malls.'],
    },
  },
  {
    id: 'at-the-morning',
    // "at the morning" -> "in the morning" (not "at the morning meeting").
    pattern:
      /\b([Aa])t(?=\s+the\s+(?:morning|afternoon|evening)\s*(?:[.,;!?]|$|(?:and|but|so|when|before|after|because|every|I|we|he|she|they|you)\b))/g,
    fix: (m) => (m[1] === 'A' ? 'In' : 'in'),
    en: 'It is "in the morning", "in the afternoon", "in the evening" (but "at night").',
    zh: '介词（preposition）：早上、下午、晚上用 in：in the morning（在早上）；只有 at night 用 at。中文都说“在”，所以容易混淆。',
    examples: {
      wrong: [['I study at the morning.', 'I study in the morning.']],
      right: ['I will see you at the morning meeting.', 'I sleep at night.'],
    },
  },
  {
    id: 'emphasize-on',
    pattern: /\b(emphasi[sz](?:e|es|ed|ing))\s+on\b/gi,
    fix: (m) => m[1]!,
    en: 'The verb takes its object directly: "emphasize something" (the noun is "emphasis on").',
    zh: '及物动词（transitive verb）：emphasize（强调）直接接宾语：emphasize grammar；名词 emphasis 才加 on：put emphasis on grammar。中文“在……上强调”不要译出 on。',
    examples: {
      wrong: [['The teacher emphasized on grammar.', 'The teacher emphasized grammar.']],
      right: ['The teacher put emphasis on grammar.', 'The teacher emphasized grammar.'],
    },
  },
  {
    id: 'lack-of-verb',
    pattern: /\b((?:I|you|we|they|he|she|it)\s+(?:also\s+|still\s+|really\s+)?lack(?:s|ed)?)\s+of\b/gi,
    fix: (m) => m[1]!,
    en: 'The verb takes its object directly: "we lack money" (the noun is "a lack of").',
    zh: '及物动词（transitive verb）：lack 作动词直接接宾语：We lack money（我们缺钱）；名词才说 a lack of money。',
    examples: {
      wrong: [['We lack of money.', 'We lack money.']],
      right: ['There is a lack of money.', 'We lack money.'],
    },
  },
  {
    id: 'in-the-same-time',
    pattern: /\b([Ii])n(?=\s+the\s+same\s+time\s*(?:[,.;!?]|$))/g,
    fix: (m) => (m[1] === 'I' ? 'At' : 'at'),
    en: 'It is "at the same time".',
    zh: '固定搭配（fixed phrase）：“同时”是 at the same time，用 at，不用 in。',
    examples: {
      wrong: [['In the same time, it is cheap.', 'At the same time, it is cheap.']],
      right: ['At the same time, it is cheap.', 'They arrived in the same time frame.'],
    },
  },
  // "He said me the truth", "Can you say me your name?", "My mother says me to study" -> "tell me".
  {
    id: 'say-someone',
    pattern:
      /\b(say|says|said|saying)\s+(me|him|her|us|them)\b(?=\s+(?:that|the|a|about|everything|something|nothing|so|your|his|her|my|our|their|what|how|where|why|when|whether|to\s+[a-z]+)\b)/gi,
    fix: (m) => `${sameFormOf(m, 'say', 'tell')} ${m[2]}`,
    en: 'You "tell" someone, or "say" something to someone.',
    zh: '易混词（confused words）：tell 后面可以直接接人（tell me the truth 告诉我真相），say 不能直接接人，要说 say something to someone。中文“跟我说”容易译成 say me。',
    examples: {
      wrong: [
        ['He said me the truth.', 'He told me the truth.'],
        ['My mother says me to study.', 'My mother tells me to study.'],
      ],
      right: ['He said to me that he was tired.', 'He told me the truth.'],
    },
  },
  // "Can you speak me the way to the station?" -> "tell me the way": what one is told is "told".
  {
    id: 'speak-someone-something',
    pattern:
      /\b(speak|speaks|spoke|speaking|spoken)\s+(me|him|her|us|them)\b(?=\s+(?:the\s+(?:way|truth|answer|story|reason|news)|a\s+(?:story|secret|joke)|how|what|where|why|when|whether)\b)/gi,
    fix: (m) => `${sameFormOf(m, 'speak', 'tell')} ${m[2]}`,
    en: 'You "tell" someone something: "Can you tell me the way?".',
    zh: '易混词（confused words）：speak 不能直接接人和事；“告诉某人某事”说 tell someone something：Can you tell me the way?（你能告诉我怎么走吗？）',
    examples: {
      wrong: [['Can you speak me the way to the station?', 'Can you tell me the way to the station?']],
      right: ['Can you tell me the way?', 'He spoke to me about it.'],
    },
  },
  // "I will do a party tomorrow" -> "have a party": a party is had, or thrown (开派对); not "did a party
  // trick", where a noun goes on.
  {
    id: 'do-a-party',
    pattern:
      /\b(do|does|did|doing|done)(?=\s+a\s+(?:birthday\s+)?party(?:\s*[.,!?;]|\s*$|\s+(?:for|at|in|on|tomorrow|tonight|yesterday|last|next|this|with|and|to|because|when)\b))/gi,
    fix: (m) => sameFormOf(m, 'do', 'have'),
    en: 'One "has" (or "throws") a party: "I will have a party tomorrow".',
    zh: '用词（word choice）：“开派对”说 have a party 或 throw a party，不用 do；中文“搞个派对、办个派对”不要直译成 do。',
    examples: {
      wrong: [
        ['I will do a party tomorrow.', 'I will have a party tomorrow.'],
        ['We did a birthday party for her.', 'We had a birthday party for her.'],
      ],
      right: ['He did a party trick.', 'We will have a party tomorrow.'],
    },
  },
  // "He won me at chess" -> "beat me": one wins a game and beats a person (not "won them a prize", "won her
  // heart").
  {
    id: 'win-a-person',
    pattern:
      /\b(win|wins|won|winning)(?=\s+(?:me|him|us|them)\s+(?:at|in)\s+(?!the\s+(?:end|lottery)\b)[a-z]+|\s+(?:me|him|us|them)\s*[.!?]|\s+(?:me|him|us|them)\s*$)/gi,
    fix: (m) => sameFormOf(m, 'win', 'beat'),
    en: 'One wins a game, and beats a person: "He beat me at chess".',
    zh: '易混词（confused words）：win 的宾语是比赛或奖项（win the game），打败某人用 beat：He beat me at chess（他下棋赢了我）。中文“赢了我”容易说成 win me。',
    examples: {
      wrong: [['He won me at chess.', 'He beat me at chess.']],
      right: ['He won the game.', 'It won them a prize.'],
    },
  },
  // "He is afraid from dogs" -> "afraid of": fear is "of" something.
  {
    id: 'afraid-from',
    pattern: /\b(afraid)\s+from\b/gi,
    fix: (m) => `${m[1]} of`,
    en: 'One is "afraid of" something: "afraid of dogs".',
    zh: '固定搭配（fixed phrase）：“害怕某物”是 be afraid of something：He is afraid of dogs（他怕狗），用 of，不用 from。',
    examples: {
      wrong: [['He is afraid from dogs.', 'He is afraid of dogs.']],
      right: ['He is afraid of dogs.'],
    },
  },
  // "My friend recommended me this book" -> "recommended this book to me": what is recommended comes first,
  // and the person with "to" (not "recommended me to read it").
  {
    id: 'recommend-me-something',
    pattern:
      /\b(recommend|recommends|recommended|recommending)\s+(me|him|her|us|them)\s+((?:this|that|the|a|an|some|these|those)\s+[a-z]+)(?=\s*[.,!?;]|\s*$)/gi,
    fix: (m) => `${m[1]} ${m[3]} to ${m[2]}`,
    en: 'What is recommended comes first, then "to" the person: "She recommended this book to me".',
    zh: '句型（sentence pattern）：recommend 一般不用“recommend 人 + 物”，要说 recommend something to someone：She recommended this book to me（她向我推荐了这本书）。中文“推荐我一本书”的语序不能照搬。',
    examples: {
      wrong: [['My friend recommended me this book.', 'My friend recommended this book to me.']],
      right: ['He recommended me to read it.', 'She recommended this book to me.'],
    },
  },
  // "He speaks me in English" -> "speaks to me": one speaks to someone (not "speak them aloud", the words).
  {
    id: 'speak-someone',
    pattern:
      /\b(speak|speaks|spoke|speaking|spoken)(?=\s+(?:me|him|us|them)\s+(?:in|about|every|kindly|politely|rudely|often|yesterday|today)\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'One speaks "to" someone: "He speaks to me in English".',
    zh: '不及物动词（intransitive verb）：speak 表示“和某人说话”时要加 to：He speaks to me in English（他用英语跟我说话）；中文“跟我说”里的“跟”要译成 to。',
    examples: {
      wrong: [['He speaks me in English.', 'He speaks to me in English.']],
      right: ['He speaks to me in English.'],
    },
  },
  {
    id: 'listen-without-to',
    // Not before a time: "listening the whole time", "listened a while"; nor a superlative, where listening
    // is the skill: "I find listening the hardest part".
    pattern:
      /\b(listen(?:s|ed|ing)?)(?=\s+(?:music|songs?|the|a|my|his|her|their|our|your|me|him|us|them)\b)(?!\s+(?:the\s+(?:whole|entire|rest|same|most|least|best|worst|first|last|only|main|key|[a-z]+est)|a\s+(?:lot|bit|little|while|moment|minute|second|long))\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'You "listen to" something.',
    zh: '固定搭配（fixed phrase）：listen 是不及物动词，后面接要听的内容时要加 to（listen to music）。',
    examples: {
      wrong: [
        ['I like to listen music.', 'I like to listen to music.'],
        ['Please listen me.', 'Please listen to me.'],
      ],
      right: ['I was listening the whole time.', 'I find listening the hardest part.', 'I listen to music.'],
    },
  },
  // "I went Beijing last year", "We traveled France" -> "went to Beijing": a place one goes to takes "to"
  // (a name of one or two capitalised words; not a day or a month, "come Monday", nor "went Dutch"; not
  // "return", which takes an object: "return True").
  {
    id: 'go-a-place',
    pattern:
      /\b((?:go|goes|went|going|gone|come|comes|came|coming|travel|travels|traveled|travelled|traveling|travelling|move|moves|moved|moving)\s+)(?=(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Dutch|I)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?:\s*(?:[.,;!?]|$)|\s+(?:and|in|last|next|for|with|to|yesterday|this|every|because|when|by|on|at|again|twice|once|alone|together)\b))/g,
    fix: (m) => `${m[1]}to `,
    en: 'A place one goes to takes "to": "I went to Beijing", "We traveled to France".',
    zh: '介词（preposition）：go、come、travel 是不及物动词，后面接地点要加 to：I went to Beijing（我去了北京）；中文“去北京”没有介词，英语不能省掉 to。',
    examples: {
      wrong: [
        ['I went Beijing last year.', 'I went to Beijing last year.'],
        ['We traveled France with our parents.', 'We traveled to France with our parents.'],
      ],
      right: ["Let's go Dutch.", 'I went to Beijing last year.'],
    },
  },
  {
    id: 'go-to-home',
    pattern:
      /\b((?:go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|return|returns|returned|returning)\s+(?:back\s+)?)to\s+(home)\b(?=\s*(?:[.,;!?]|$|and\b|early\b|late\b|now\b|after\b|at\b|by\b|with\b|from\b))/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: '"home" needs no "to" after a verb of motion: "go home".',
    zh: '语法（grammar）：home 在 go、come、get 这类表示移动的动词后面是副词，意思是“回家”，前面不加 to：go home（回家）。',
    examples: {
      wrong: [['I want to go to home now.', 'I want to go home now.']],
      right: ['I go home early.', 'We went to home games every week.'],
    },
  },
  {
    id: 'introduce-about',
    // "I want to introduce about my hometown" -> "introduce my hometown" (not "introduced about fifty
    // species", where "about" counts).
    pattern:
      /\b((?:I|you|he|she|we|they)\s+(?:also\s+)?mention(?:s|ed)?|(?:to|will|would|can|could|let\s+me|I|we)\s+introduce)\s+about\b(?!\s+(?:\d|a\s+(?:hundred|thousand|dozen)|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred)\b)/gi,
    fix: (m) => m[1]!,
    en: 'This verb takes its object directly, with no preposition.',
    zh: '及物动词（transitive verb）：introduce（介绍）、mention（提到）直接接宾语：introduce my hometown（介绍我的家乡），不加 about；中文“介绍一下关于……”容易让人加 about。',
    examples: {
      wrong: [
        ['I want to introduce about my hometown.', 'I want to introduce my hometown.'],
        ['He mentioned about the problem.', 'He mentioned the problem.'],
      ],
      right: ['We will introduce about fifty new words.', 'I want to introduce my hometown.'],
    },
  },
  {
    id: 'in-nowadays',
    pattern: /\b([Ii])n\s+(nowadays)\b/g,
    fix: (m) => (m[1] === 'I' ? 'Nowadays' : 'nowadays'),
    en: '"Nowadays" takes no "in".',
    zh: '语法（grammar）：nowadays 本身是副词，意思是“如今”，前面不加 in；中文“在现今”容易让人加 in。',
    examples: {
      wrong: [
        ['In nowadays, many people use phones.', 'Nowadays, many people use phones.'],
        ['Life is easy in nowadays.', 'Life is easy nowadays.'],
      ],
      right: ['Nowadays, many people use phones.'],
    },
  },
];
