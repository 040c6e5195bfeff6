import { sameFormOf, type PhraseTable } from '../../engine/phrase-table';
import { isVerb, lemmaOfPast } from '../../lexicon/forms';
import { ingForm } from '../../lexicon/inflect';
import { matchCase, ADJECTIVE_OF_ADVERB } from '../../lexicon/words';

/*
 * Rows of EVERYDAY_WORD_PHRASES (everyday-words.ts), in the order they are tried: machines and books ("close
 * the light", "watch books"), verbs that take their object directly ("enter into the room", "reach to the
 * station"), adverbs of how ("speaks English very fluent"), fears and illnesses ("afraid to dogs", "died for
 * cancer").
 */
export const EVERYDAY_VERBS_AND_OBJECTS: PhraseTable = [
  // "close the light" -> "turn off the light" (关灯), as "open the TV" -> "turn on" (Harper's).
  {
    id: 'close-the-light',
    pattern:
      /\b(clos(?:e|es|ed|ing))\s+(?=(?:the|my|your|his|her|our|their)\s+(?:lights?|lamp|TV|television|computer|radio|fan|air\s+conditioner)(?=\s*(?:[.,!?;]|$|(?:when|and|before|after|now|please|if|so|because|for)\b)))/gi,
    fix: (m) => `${sameFormOf(m, 'close', 'turn')} off `,
    en: 'A light or a machine is turned off ("turn off the light"); "close" is for doors and windows.',
    zh: '用词（word choice）：关灯、关电器用 turn off（turn off the light）；close 只用于门、窗这类能开合的东西。',
    examples: {
      wrong: [
        ['Please close the light when you leave.', 'Please turn off the light when you leave.'],
        ['She closed the TV.', 'She turned off the TV.'],
      ],
      right: ['Please close the door.', 'Close the computer lid.'],
    },
  },
  // "open the computer" -> "turn on the computer" (开电脑), as Harper's "open the TV" -> "turn on".
  {
    id: 'open-the-computer',
    pattern:
      /\b(open(?:s|ed|ing)?)\s+(?=(?:the|my|your|his|her|our|their)\s+(?:lights?|lamp|computer|radio|fan|air\s+conditioner)(?=\s*(?:[.,!?;]|$|(?:when|and|before|after|now|please|if|so|because|for)\b)))/gi,
    fix: (m) => `${sameFormOf(m, 'open', 'turn')} on `,
    en: 'A light or a machine is turned on ("turn on the computer"); "open" is for doors, windows and files.',
    zh: '用词（word choice）：开灯、开电器用 turn on（turn on the computer）；open 用于门、窗、文件这类能打开的东西。',
    examples: {
      wrong: [['Can you open the computer?', 'Can you turn on the computer?']],
      right: ['Open the window, please.', 'Open the computer file.'],
    },
  },
  // "I like watching books" -> "reading books" (看书): books are read; films and TV are watched.
  {
    id: 'watch-books',
    pattern:
      /\b(watch(?:es|ed|ing)?)(?=\s+(?:(?:a|the|my|your|his|her|some|many|these|those|English|Chinese)\s+)?(?:books?|novels?|magazines?|newspapers?|comics?)\b)/gi,
    fix: (m) => sameFormOf(m, 'watch', 'read'),
    en: 'Books and newspapers are read ("read a book", 看书); films and TV are watched.',
    zh: '用词（word choice）：中文说“看书、看报”，英语要用 read（read a book）；watch 用于看电影、看电视、看比赛。',
    examples: {
      wrong: [
        ['I like watching books.', 'I like reading books.'],
        ['He watches the newspaper every morning.', 'He reads the newspaper every morning.'],
      ],
      right: ['I like watching movies.'],
    },
  },
  // "Because of he was ill" -> "Because he was ill": "because of" takes a noun, "because" a clause.
  // A past that is no present too ("because of I got up late"), not "you": "because of you I failed" is a noun.
  // "Due to he was late" -> "Because he was late" too, and "people" with a verb of its own ("because of people
  // want money"; not "because of people like you").
  {
    id: 'because-of-pronoun-verb',
    pattern: /\b([Bb]ecause\s+of|[Dd]ue\s+to)(?=\s+(?:I|he|she|we|they|people)\s+([a-z]+)\b)/g,
    fix: (m) =>
      /^(?:am|is|are|was|were|have|has|had|do|does|did|can|could|will|would|want|need|think)$/.test(m[2]!) ||
      (lemmaOfPast(m[2]!) !== undefined && !isVerb(m[2]!))
        ? matchCase('because', m[1]!)
        : m[0],
    en: '"Because of" takes a noun ("because of the rain"); before a clause it is "because".',
    zh: '语法（grammar）：because of 是介词短语，后面接名词（because of the rain）；后面接有主语和谓语的句子时只用 because：Because he was ill（因为他病了）。',
    examples: {
      wrong: [
        ['Because of he was ill, he stayed at home.', 'Because he was ill, he stayed at home.'],
        ['The class started late due to he was ill.', 'The class started late because he was ill.'],
      ],
      right: ['Because of the rain, we stayed at home.', 'I do it because of people like you.'],
    },
  },
  // "She entered into the room", "He entered in the classroom" -> "entered the room" ("enter into an
  // agreement" is right, and "He was entered in the race").
  {
    id: 'enter-into-room',
    pattern:
      /\b(enter|enters|entered|entering)\s+(?:into|in)(?=\s+(?:the|a|my|his|her|our|their)\s+(?:room|classroom|house|building|office|hall|kitchen|library|shop|store|restaurant|bedroom)\b)/gi,
    fix: (m) => m[1]!,
    en: 'One enters a room, with no "into" or "in".',
    zh: '及物动词（transitive verb）：enter 本身就是“进入”，直接接地点，不加 into 或 in：She entered the room（她走进了房间）；中文说“进入到房间里”，容易多加介词。',
    examples: {
      wrong: [
        ['She entered into the room.', 'She entered the room.'],
        ['He entered in the classroom.', 'He entered the classroom.'],
      ],
      right: ['They entered into an agreement.', 'She entered the room.'],
    },
  },
  // "We should face to the problem" -> "face the problem" (面对): "face" takes its object with no "to" (not
  // "face to face").
  {
    id: 'face-to-problem',
    pattern:
      /\b(face|faces|faced|facing)\s+to(?=\s+(?:the|this|these|those|a|an|my|our|their|his|her|your|many|such|difficulties|problems|challenges|reality)\b)/gi,
    fix: (m) => m[1]!,
    en: 'One faces a problem, with no "to": "face the problem".',
    zh: '及物动词（transitive verb）：face 表示“面对”时直接接宾语，不加 to：We should face the problem（我们应该面对这个问题）；中文“面对”里的“对”容易让人加上 to。',
    examples: {
      wrong: [['We should face to the problem.', 'We should face the problem.']],
      right: ['We talked face to face.', 'We should face the problem.'],
    },
  },
  // "I will call to you tomorrow" -> "call you" (给你打电话): on the phone, "call" takes its person with no "to"
  // ("He called to me across the room" is shouting, and right).
  {
    id: 'call-to-you',
    pattern:
      /\b((?:will|['’]ll|can|could|should|shall|must|please|Please|to)\s+call)\s+to(?=\s+(?:you|me|him|her|us|them)\b)/g,
    fix: (m) => m[1]!,
    en: 'On the phone, one calls someone, with no "to": "I will call you tomorrow".',
    zh: '及物动词（transitive verb）：call 表示“给某人打电话”时直接接人，不加 to：I will call you tomorrow（我明天给你打电话）；中文“给你打电话”里的“给”容易让人加上 to。',
    examples: {
      wrong: [['I will call to you tomorrow.', 'I will call you tomorrow.']],
      right: ['He called to me across the room.', 'I will call you tomorrow.'],
    },
  },
  // "The sun rises from the east" -> "in the east" (从东方升起): the sun rises in the east and sets in the west
  // (not "Smoke rises from the east side").
  {
    id: 'rises-from-the-east',
    pattern:
      /\b((?:rise|rises|rose|risen|rising|sets)\s+)from(?=\s+the\s+(?:east|west)(?:\s*[.,!?;]|\s*$|\s+(?:and|every|each)\b))/gi,
    fix: (m) => `${m[1]}in`,
    en: 'The sun rises "in" the east and sets "in" the west.',
    zh: '介词（preposition）：英语说太阳 rises in the east（从东方升起）、sets in the west，用 in 表示方位；因为中文说“从东方”，容易写成 from。',
    examples: {
      wrong: [['The sun rises from the east.', 'The sun rises in the east.']],
      right: ['The sun rises in the east.', 'Smoke rises from the east side.'],
    },
  },
  // "He reached to the station", "We reached at the top" -> "reached the station", "reached the top" (到达):
  // "reach" takes its place with no "to" ("the water reached to my knees", "reach to the top shelf" are
  // another sense).
  {
    id: 'reach-to-place',
    pattern:
      /\b(reach|reaches|reached|reaching)\s+(?:to|at)(?=\s+(?:(?:the|my|his|her|our|their|your)\s+(?:station|airport|school|hotel|hospital|city|village|town|destination|office|museum|summit|beach|island|border)\b|home\b|the\s+top\s+of\b|the\s+top(?=\s*[.,!?;]|\s*$)))/gi,
    fix: (m) => m[1]!,
    en: 'One reaches a place, with no "to" or "at" ("reach the station"); "arrive" takes "at" or "in".',
    zh: '及物动词（transitive verb）：reach 表示“到达”时直接接地点，不加 to 或 at（reach the station）；arrive 后面才要加 at 或 in。',
    examples: {
      wrong: [
        ['He reached to the station at noon.', 'He reached the station at noon.'],
        ['We reached at the top.', 'We reached the top.'],
      ],
      right: ['The water reached to my knees.', 'He reached out to Mary.'],
    },
  },
  // "I reached to Beijing yesterday" -> "reached Beijing": a named place too (not "reached to me", "reached
  // out to Mary").
  {
    id: 'reach-to-named-place',
    pattern:
      /\b([Rr]each(?:es|ed|ing)?)\s+(?:to|at)(?=\s+(?!I\b)[A-Z][a-z]+(?:\s*[.,!?;]|\s*$|\s+(?:yesterday|last|at|in|on|by|after|before|early|late|safely|today|and|this)\b))/g,
    fix: (m) => m[1]!,
    en: 'One reaches a place, with no "to" or "at": "We reached Beijing".',
    zh: '及物动词（transitive verb）：reach 表示“到达”时直接接地点，不加 to 或 at（We reached Beijing）。',
    examples: {
      wrong: [['I reached to Beijing yesterday.', 'I reached Beijing yesterday.']],
      right: ['She reached out to Mary.', 'The news reached me yesterday.'],
    },
  },
  // "He speaks English very fluent" -> "fluently", "very good" -> "very well": how one speaks is an adverb
  // (not "Is speaking English good for you?": there "good" says something of the speaking). The fix is the
  // word alone, so that a fix of the verb ("She speak" -> "speaks") stands beside it.
  {
    id: 'speaks-english-fluent',
    pattern:
      /(?<=\b(?:speak|speaks|spoke)\s+(?:English|Chinese|Mandarin|French|German|Japanese|Spanish|Korean|Russian)\s+(?:(?:very|so|quite|really)\s+)?)(fluent|good)\b(?!\s+(?:for|to)\b)/g,
    fix: (m) => (m[1] === 'good' ? 'well' : 'fluently'),
    en: 'How one speaks is said with an adverb: "speaks English fluently", "speaks English very well".',
    zh: '语法（grammar）：修饰动词、说明“说得怎么样”要用副词：He speaks English very fluently / very well（他英语说得很流利／很好）；中文“说得很好”的“好”在英语里是 well，不是形容词 good。',
    examples: {
      wrong: [
        ['He speaks English very fluent.', 'He speaks English very fluently.'],
        ['She speaks Chinese good.', 'She speaks Chinese well.'],
      ],
      right: ['He speaks English fluently.', 'Is speaking English good for you?'],
    },
  },
  // "It rains heavy today" -> "heavily": how it rains is an adverb ("heavy rain" is the adjective, before its noun).
  {
    id: 'rains-heavy',
    pattern:
      /\b(rain|rains|rained|raining|snow|snows|snowed|snowing)\s+(?:(?:very|so|really|quite)\s+)?heavy\b(?!\s+(?:rain|snow)\b)/gi,
    fix: (m) => m[0].replace(/heavy$/i, 'heavily'),
    en: 'How it rains is said with an adverb: "It rains heavily".',
    zh: '语法（grammar）：修饰动词 rain、snow 要用副词 heavily：It rains heavily（雨下得很大）；heavy 是形容词，放在名词前：heavy rain（大雨）。',
    examples: {
      wrong: [['It rains heavy today.', 'It rains heavily today.']],
      right: ['There was heavy rain today.', 'It snowed heavily.'],
    },
  },
  // "He makes me very angrily" -> "angry": what one is made is an adjective ("makes me happy").
  {
    id: 'makes-me-angrily',
    pattern:
      /\b((?:make|makes|made|making)\s+(?:me|him|her|us|them|you|people|everyone)\s+(?:(?:very|so|really|quite|more)\s+)?)(angrily|happily|sadly|nervously|uncomfortably|comfortably)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|when|if)\b)/gi,
    fix: (m) => `${m[1]}${ADJECTIVE_OF_ADVERB[m[2]!.toLowerCase()]!}`,
    en: 'What one is made is an adjective: "He makes me very angry".',
    zh: '句型（sentence pattern）：make 后面接“人 + 形容词”，表示让人处于某种状态：He makes me very angry（他让我很生气）；angry 说的是人的状态，不是动作，所以不用副词 angrily。',
    examples: {
      wrong: [['He makes me very angrily.', 'He makes me very angry.']],
      right: ['He makes me very angry.', 'She smiled at me happily.'],
    },
  },
  // "Let's go to picnic" -> "go on a picnic"; "play computer" -> "play computer games".
  {
    id: 'go-to-picnic',
    pattern: /\b(go|goes|went|going|gone)\s+to\s+picnic\b/gi,
    fix: (m) => `${m[1]} on a picnic`,
    en: 'It is "go on a picnic" (or "have a picnic").',
    zh: "固定搭配（fixed phrase）：“去野餐”说 go on a picnic 或 have a picnic，不说 go to picnic：Let's go on a picnic（我们去野餐吧）。",
    examples: {
      wrong: [["Let's go to picnic this weekend.", "Let's go on a picnic this weekend."]],
      right: ['We went on a picnic.', 'We went to the picnic together.'],
    },
  },
  {
    id: 'play-computer',
    pattern: /\b(play|plays|played|playing)\s+(?:the\s+)?computer\b(?!\s+(?:games?|science|programs?))/gi,
    fix: (m) => `${m[1]} computer games`,
    en: 'One plays computer games (玩电脑), not a computer.',
    zh: '固定搭配（fixed phrase）：中文说“玩电脑”，英语要说 play computer games（玩电脑游戏）；play 后面接游戏或运动，不接 computer。',
    examples: {
      wrong: [
        ['I like to play computer after school.', 'I like to play computer games after school.'],
        ['He plays the computer every day.', 'He plays computer games every day.'],
      ],
      right: ['I play computer games.', 'She studies computer science.'],
    },
  },
  // With a person: "say hello with a smile" is how, and so is "said hello with them watching". "I want to
  // say sorry with you" (跟你说对不起) too.
  {
    id: 'say-sorry-with',
    pattern:
      /\b(say|says|said|saying)\s+(hello|hi|sorry|goodbye|thank\s+you|thanks)\s+with\b(?=\s+(?:me|him|her|us|them|you|everyone|everybody|(?:my|his|her|our|their|your|the)\s+(?:friends?|neighbou?rs?|classmates?|teachers?|parents?|family|guests?|mother|father|mom|mum|dad|brother|sister))\b(?!\s+[a-z]+ing\b))/gi,
    fix: (m) => `${m[1]} ${m[2]} to`,
    en: 'One says hello, sorry or goodbye "to" someone.',
    zh: '介词（preposition）：向某人问好、道歉、告别，用 to 引出对象：say sorry to you（向你道歉）；因为中文说“跟你说对不起”，容易写成 with。',
    examples: {
      wrong: [
        ['Say hello with your mother for me.', 'Say hello to your mother for me.'],
        ['I want to say sorry with you.', 'I want to say sorry to you.'],
      ],
      right: ['She said hello with a smile.', 'He said goodbye with them watching.'],
    },
  },
  // "There will have a meeting" -> "There will be" (将会有): "there" + a modal takes "be" (not "will have to be").
  {
    id: 'there-will-have',
    pattern:
      /\b([Tt]here\s+(?:will|would|may|might|must|should|can|could|won't)\s+)have\b(?!\s+(?:been|to)\b)/g,
    fix: (m) => `${m[1]}be`,
    en: 'Saying that something will exist is "there will be", not "there will have".',
    zh: '句型（sentence pattern）：表示“将会有”用 there will be，不用 have：There will be a meeting tomorrow（明天将有一个会议）；因为中文说“会有”，容易写成 will have。',
    examples: {
      wrong: [['There will have a meeting tomorrow.', 'There will be a meeting tomorrow.']],
      right: ['There will have to be a meeting.', 'There will be a meeting tomorrow.'],
    },
  },
  // "He is afraid to dogs", "She is afraid to the dog" -> "afraid of": what one fears takes "of" ("afraid to
  // go" is a verb; "afraid to dogs" can be none, an infinitive has no -s). Not any "the": "afraid to the point
  // of tears", "to this day".
  {
    id: 'afraid-to-dogs',
    pattern:
      /\b((?:afraid|scared|frightened|terrified))\s+to(?=\s+(?:the\s+dark|(?:(?:the|a|an|my|his|her|our|their|your|that|this)\s+)?(?:dogs?|cats?|snakes?|spiders?|insects?|rats?|mice|mouse|ghosts?|strangers?|exams?|doctors?|dentists?)|heights)\b)/gi,
    fix: (m) => `${m[1]} of`,
    en: 'What one fears takes "of": "afraid of dogs" ("afraid to" + a verb: "afraid to go").',
    zh: '介词（preposition）：“害怕某物”说 be afraid of something：He is afraid of dogs（他怕狗）；afraid to 后面接动词原形，表示“不敢做某事”：afraid to go。',
    examples: {
      wrong: [
        ['He is afraid to dogs.', 'He is afraid of dogs.'],
        ['She is afraid to the dark.', 'She is afraid of the dark.'],
      ],
      right: ['I was afraid to go.', 'He was afraid to the point of tears.'],
    },
  },
  // "I'm not familiar to this city" -> "familiar with": one is familiar with what one knows ("The city is
  // familiar to me": what is known is familiar to someone).
  {
    id: 'familiar-to-city',
    pattern:
      /\b((?:I['’]m|I\s+am|[Ww]e['’]re|[Ww]e\s+are|[Yy]ou['’]re|[Yy]ou\s+are|[Tt]hey['’]re|[Tt]hey\s+are|I\s+was|[Ww]e\s+were)\s+(?:not\s+)?(?:very\s+|quite\s+|really\s+|so\s+)?familiar)\s+to(?=\s+(?:the|this|that|these|those|my|our|your|their|his|her)\s+(?:city|town|place|area|country|job|work|software|computer|system|rules?|culture|language|subject|street|neighbo(?:u)?rhood|school|company|environment|road)s?\b)/g,
    fix: (m) => `${m[1]} with`,
    en: 'One is "familiar with" what one knows: "I am familiar with this city" ("The city is familiar to me").',
    zh: '介词（preposition）：人熟悉某事物说 be familiar with：I am familiar with this city（我熟悉这座城市）；事物为人所熟悉才说 be familiar to：The city is familiar to me。',
    examples: {
      wrong: [["I'm not familiar to this city.", "I'm not familiar with this city."]],
      right: ['The city is familiar to me.', 'I am familiar with this city.'],
    },
  },
  // "He died for cancer" -> "died of": an illness is what one dies of ("died for his country" is a cause).
  {
    id: 'died-for-illness',
    pattern:
      /\b((?:die|dies|died|dying))\s+for(?=\s+(?:cancer|lung\s+cancer|a\s+heart\s+attack|heart\s+disease|a\s+stroke|illness|an\s+illness|a\s+disease|disease|hunger|AIDS|old\s+age|COVID|the\s+flu|flu|malaria|tuberculosis)\b)/gi,
    fix: (m) => `${m[1]} of`,
    en: 'One dies "of" an illness: "died of cancer" ("died for" a cause: "died for his country").',
    zh: '介词（preposition）：因疾病而死说 die of：He died of cancer（他死于癌症）；die for 是“为……而死”：He died for his country。',
    examples: {
      wrong: [['He died for cancer.', 'He died of cancer.']],
      right: ['He died for his country.'],
    },
  },
  // "We had a lot of fun to play games" -> "fun playing": what one has fun doing takes -ing ("It is fun to
  // play" has no "have").
  {
    id: 'fun-to-play',
    pattern:
      /\b((?:have|has|had|having)\s+(?:a\s+lot\s+of\s+|lots\s+of\s+|great\s+|so\s+much\s+|much\s+|some\s+)?fun)\s+to\s+([a-z]+)\b/gi,
    fix: (m) => (isVerb(m[2]!.toLowerCase()) ? `${m[1]} ${ingForm(m[2]!.toLowerCase())}` : m[0]),
    en: 'What one has fun doing takes -ing: "We had fun playing games" ("It is fun to play").',
    zh: '句型（sentence pattern）：have fun 后面接 -ing 形式，表示“做某事很开心”：We had fun playing games（我们玩游戏玩得很开心）；没有 have 时才说 It is fun to play。',
    examples: {
      wrong: [['We had a lot of fun to play games.', 'We had a lot of fun playing games.']],
      right: ['It is fun to play games.', 'We had fun playing games.'],
    },
  },
  // "I'm afraid of make mistakes" -> "making": after a preposition, a verb takes -ing.
  {
    id: 'afraid-of-make',
    pattern:
      /\b((?:afraid|scared|tired|fond|capable|instead|proud)\s+of\s+)(make|do|go|speak|lose|fail|get|take|say|meet|talk|eat|fall|be)\b/gi,
    fix: (m) => `${m[1]}${ingForm(m[2]!.toLowerCase())}`,
    en: 'After a preposition, a verb takes the -ing form: "afraid of making mistakes".',
    zh: "非谓语动词（non-finite verb）：介词（如 of）后面的动词要用 -ing 形式：I'm afraid of making mistakes（我怕犯错）。",
    examples: {
      wrong: [["I'm afraid of make mistakes.", "I'm afraid of making mistakes."]],
      right: ["I'm afraid of making mistakes.", "I'm tired of it."],
    },
  },
];
