import type { PhraseTable } from '../engine/phrase-table';
import { isVerbForm, lemmaOfParticiple, pastOf } from '../lexicon/forms';
import { ingForm, thirdPersonOf } from '../lexicon/inflect';
import { MODALS, AUXILIARIES } from '../lexicon/words';

/*
 * Learner rules about the order of words in a phrase, as Chinese puts them: "speaks very well English" ->
 * "speaks English very well" (说英语说得很好), "pick up it" -> "pick it up", "Today is very hot" -> "It is very hot
 * today" (今天很热). Tables of the phrase family (learner-phrases.ts runs them).
 */

/** Verbs whose particle goes after a pronoun object: "pick it up", "turn it off", "give it up". */
const SEPARABLE_VERBS =
  'pick turn give wake set throw take put fill write hand clean tidy cut switch bring let shut'
    .split(' ')
    .flatMap((verb) => [verb, thirdPersonOf(verb), ingForm(verb), pastOf(verb) ?? verb])
    .join('|');

/** A pronoun object of a phrasal verb, which goes before the particle: "pick it up". */
export const PARTICLE_ORDER: PhraseTable = [
  // "I'll pick up you at 8" -> "pick you up", "Please turn off it" -> "turn it off": a pronoun object goes
  // between the verb and its particle ("turn on him", to attack, is another verb; "put on" is left alone).
  // Only where the pronoun ends its phrase: "gave up her job" is her job.
  {
    id: 'pronoun-after-particle',
    pattern: new RegExp(
      `\\b(${SEPARABLE_VERBS})\\s+(up|off|down|away|out|back)\\s+(it|them|him|her|me|us|you)(?=\\s*[.,!?;:]|\\s*$|\\s+(?:at|for|to|in|on|with|now|again|today|tomorrow|tonight|yesterday|please|first|later|soon|and|or|but|because|so|when|if|before|after)\\b)`,
      'gi',
    ),
    fix: (m) => `${m[1]} ${m[3]} ${m[2]}`,
    en: 'A pronoun goes between the verb and its particle: "pick you up", "turn it off".',
    zh: '语序（word order）：代词作短语动词的宾语时，要放在动词和小品词之间：pick you up（去接你）、turn it off（把它关掉）；中文说“关掉它”，宾语在最后，英语的代词却不能放在 up、off 后面。',
    examples: {
      wrong: [
        ["I'll pick up you at 8.", "I'll pick you up at 8."],
        ['Please turn off it.', 'Please turn it off.'],
        ["Don't give up it now.", "Don't give it up now."],
      ],
      right: ['She gave up her job.', 'Please turn it off.', 'They turned on him.'],
    },
  },
];

/** "Today is very hot" -> "It is very hot today" (今天很热): the weather is "it", the day says when. */
export const WEATHER_IT: PhraseTable = [
  {
    id: 'day-as-weather-subject',
    pattern:
      /(?<=^|[.!?]\s+)(Today|Yesterday|Tomorrow)\s+(is|was|will\s+be)\s+((?:very|so|really|quite|too|extremely|a\s+bit|a\s+little)\s+)?(hot|cold|warm|cool|humid|freezing)(?=\s*[.!,]|\s*$)/g,
    fix: (m) => `It ${m[2]} ${m[3] ?? ''}${m[4]} ${m[1]!.toLowerCase()}`,
    en: 'The weather is "it": "It is very hot today".',
    zh: '天气的说法（weather）：说天气冷热要用 it 作主语，today、yesterday 只表示时间，放在句末：It is very hot today（今天很热）；因为中文说“今天很热”，容易把 today 当成主语。',
    examples: {
      wrong: [
        ['Today is very hot.', 'It is very hot today.'],
        ['Yesterday was so cold!', 'It was so cold yesterday!'],
      ],
      right: ['Today is Monday.', 'It is very hot today.'],
    },
  },
];

/** Words in the order Chinese puts them ("说英语说得很好" -> "speaks very well English"). */
export const WORD_ORDER: PhraseTable = [
  // "I have seen already that movie" -> "I have already seen that movie": "already" goes between the
  // auxiliary and the participle when an object follows.
  {
    id: 'already-after-participle',
    pattern:
      /\b(have|has|had|['’]ve)\s+([a-z]+)\s+already(?=\s+(?:the|that|this|these|those|my|his|her|our|their|your|it|them|a|an)\b)/g,
    fix: (m) => (lemmaOfParticiple(m[2]!) ? `${m[1]} already ${m[2]}` : m[0]),
    en: '"Already" goes between "have" and the participle: "I have already seen that movie".',
    zh: '语序（word order）：already 放在 have 和过去分词之间：I have already seen that movie（那部电影我已经看过了）；不要把它放在分词和宾语之间。',
    examples: {
      wrong: [
        ['I have seen already that movie.', 'I have already seen that movie.'],
        ['She has finished already her homework.', 'She has already finished her homework.'],
      ],
      right: ['I have already seen that movie.', 'I have seen it already.'],
    },
  },
  // "I like very much it" -> "I like it very much": a pronoun object comes right after its verb.
  {
    id: 'very-much-before-pronoun',
    pattern:
      /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s+(very\s+much)\s+(it|them|him|her|this|that|you)\b(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => `${m[1]} ${m[3]} ${m[2]}`,
    en: '"Very much" goes after the object: "I like it very much".',
    zh: '语序（word order）：very much 修饰动词时放在宾语后面：I like it very much（我非常喜欢它）；中文说“非常喜欢它”，“非常”在动词前，英语的 very much 却不能插在动词和宾语之间。',
    examples: {
      wrong: [
        ['I like very much it.', 'I like it very much.'],
        ['We enjoyed very much this.', 'We enjoyed this very much.'],
      ],
      right: ['I like it very much.', 'We enjoyed it very much.'],
    },
  },
  // "He plays always football" -> "He always plays football", "I visit often my grandmother" -> "I often
  // visit": how often does not come between a verb and its object ("I go often to the park", "We went often
  // to the beach" are English, if less usual).
  {
    id: 'how-often-after-verb',
    pattern:
      /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)([a-z]+)\s+(always|usually|often|never|seldom|sometimes|rarely)(?=\s+(?:the|a|an|my|his|her|our|their|football|basketball|tennis|games|music|TV|English)\b)/g,
    fix: (m) =>
      isVerbForm(m[2]!) &&
      !/^(?:am|is|are|was|were|do|does|did|have|has|had)$/.test(m[2]!) &&
      !MODALS.has(m[2]!)
        ? `${m[1]}${m[3]} ${m[2]}`
        : m[0],
    en: 'How often goes before the verb, not between it and its object: "He always plays football".',
    zh: '语序（word order）：always、usually、often 等频度副词放在实义动词前面：He always plays football（他总是踢足球）；不能放在动词和宾语之间。',
    examples: {
      wrong: [
        ['He plays always football.', 'He always plays football.'],
        ['I visit often my grandmother.', 'I often visit my grandmother.'],
      ],
      right: ['He always plays football.', 'I go often to the park.', 'We went often to the beach.'],
    },
  },
  // "They know already the answer" -> "They already know", "Knowledge plays also a role" is left (a noun
  // subject may be a verb too): "also", "already", "still" go before the verb, not between it and its object.
  {
    id: 'also-already-still-after-verb',
    pattern:
      /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)([a-z]+)\s+(also|already|still)(?=\s+(?:the|a|an|my|his|her|our|their|your|this|these|those|it|them)\b)/g,
    fix: (m) =>
      isVerbForm(m[2]!) && !AUXILIARIES.has(m[2]!) && !/^(?:had|been|being)$/.test(m[2]!)
        ? `${m[1]}${m[3]} ${m[2]}`
        : m[0],
    en: '"Also", "already" and "still" go before the verb, not between it and its object: "They already know the answer".',
    zh: '语序（word order）：also、already、still 放在实义动词前面：They already know the answer（他们已经知道答案了）；中文的“也、已经、还”都在动词前，英语同样不能把它们放在动词和宾语之间。',
    examples: {
      wrong: [
        ['They know already the answer.', 'They already know the answer.'],
        ['He knows also the answer.', 'He also knows the answer.'],
      ],
      right: ['They already know the answer.', 'Knowledge plays also a role.'],
    },
  },
  // "I every day go to school" -> "I go to school every day": a time phrase goes at the end of the clause.
  {
    id: 'every-day-before-verb',
    pattern:
      /\b((?:I|you|we|they|he|she|He|She|We|They|You)\s+)(every\s+(?:day|morning|evening|night|week|weekend|year))\s+([a-z][^.,;!?]*?)(?=\s*[.,;!?]|\s*$)/g,
    fix: (m) => (isVerbForm(m[3]!.split(/\s+/)[0]!) ? `${m[1]}${m[3]} ${m[2]}` : m[0]),
    en: 'A time phrase goes at the end: "I go to school every day".',
    zh: '语序（word order）：every day 这类时间短语一般放在句末：I go to school every day（我每天去上学）；中文说“我每天去上学”，时间在动词前，英语却不能放在主语和动词之间。',
    examples: {
      wrong: [
        ['I every day go to school.', 'I go to school every day.'],
        ['We every morning run in the park.', 'We run in the park every morning.'],
      ],
      right: ['I go to school every day.', 'Every day I go to school.'],
    },
  },
  // "I yesterday went to the park" -> "Yesterday I went": a time goes first or last, not between the
  // subject and its verb.
  {
    id: 'time-after-subject',
    pattern: /(?<=^|[.!?]\s+)(I|You|We|They|He|She)\s+(yesterday|today|tomorrow)\s+(?=[a-z]+\b)/g,
    fix: (m) => `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)} ${m[1] === 'I' ? 'I' : m[1]!.toLowerCase()} `,
    en: 'A time goes first or last: "Yesterday I went to the park".',
    zh: '语序（word order）：yesterday、today、tomorrow 放在句首或句末，不放在主语和动词之间：Yesterday I went to the park（我昨天去了公园）；因为中文说“我昨天去了公园”，时间紧跟在主语后面。',
    examples: {
      wrong: [
        ['I yesterday went to the park.', 'Yesterday I went to the park.'],
        ['We tomorrow will visit our teacher.', 'Tomorrow we will visit our teacher.'],
      ],
      right: ['Yesterday I went to the park.', 'I went to the park yesterday.'],
    },
  },
  // "She speaks very well English" -> "speaks English very well": the object comes before "well".
  {
    id: 'well-before-language',
    pattern:
      /\b(speak|speaks|spoke|speaking)\s+((?:very\s+|really\s+|quite\s+)?(?:well|fluently))\s+(English|Chinese|French|German|Japanese|Spanish|Korean|Russian|Italian)\b/g,
    fix: (m) => `${m[1]} ${m[3]} ${m[2]}`,
    en: 'The object goes before "well": "speaks English very well".',
    zh: '语序（word order）：well、fluently 修饰 speak 时放在宾语后面：She speaks English very well（她英语说得很好）；中文说“说得很好”，英语却不能把 very well 插在动词和宾语之间。',
    examples: {
      wrong: [
        ['She speaks very well English.', 'She speaks English very well.'],
        ['He speaks fluently Chinese.', 'He speaks Chinese fluently.'],
      ],
      right: ['She speaks English very well.', 'He speaks very well.'],
    },
  },
  // "I like very much reading", "I like very much apples" -> "I like reading very much", "apples very much":
  // "very much" goes after a short object that ends the sentence.
  {
    id: 'very-much-before-object',
    pattern:
      /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s+(very\s+much)\s+((?:[a-z]+ing|[a-z]+s|the|my|your|his|her|our|their|this|these|those|English|Chinese|French|Japanese|music|math|maths|sports|football|basketball|animals)(?:\s+[a-z]+){0,2})(?=\s*[.!]|\s*$)/g,
    fix: (m) => `${m[1]} ${m[3]} ${m[2]}`,
    en: '"Very much" goes after the object: "I like reading very much".',
    zh: '语序（word order）：very much 放在宾语后面：I like reading very much（我非常喜欢读书）；中文说“非常喜欢读书”，英语的 very much 却不能插在动词和宾语之间。',
    examples: {
      wrong: [
        ['I like very much reading.', 'I like reading very much.'],
        ['I like very much apples.', 'I like apples very much.'],
      ],
      right: ['I like reading very much.', 'I like apples very much.'],
    },
  },
  // "He often is late" -> "He is often late": "always", "often" … come after "be" (not the emphatic past,
  // "He always was a good boy", nor "It never is easy"), nor before a passive ("it usually is expected").
  {
    id: 'how-often-before-be',
    pattern:
      /\b(I|you|he|she|it|we|they|He|She|It|We|They|You)\s+(always|often|usually|sometimes|seldom|rarely)\s+(am|is|are)\b(?=\s+(?![a-z]+ed\b)[a-z])/g,
    fix: (m) => `${m[1]} ${m[3]} ${m[2]}`,
    en: '"Always", "often", "never" and the like go after "am/is/are": "He is often late".',
    zh: '语序（word order）：always、often、usually 等频度副词放在 be 动词后面：He is often late（他经常迟到）；和实义动词相反，它们不放在 am、is、are 前面。',
    examples: {
      wrong: [
        ['He often is late.', 'He is often late.'],
        ['She always is busy.', 'She is always busy.'],
      ],
      right: ['He is often late.', 'He always was a good boy.', 'It usually is expected.'],
    },
  },
  // "Only by working hard we can succeed" -> "can we succeed": after "only" and a phrase of how or when, the
  // verb comes before its subject. Only a phrase, not a clause ("Only if you try, you can" has its own
  // subject), with no pronoun of its own, and a modal or "be" to move.
  {
    id: 'only-phrase-inversion',
    pattern:
      /(?<=^|[.!?]\s+)(Only\s+(?:by|through|with|in\s+this\s+way|in\s+that\s+way|then|now|later|recently)\b(?:\s+(?!(?:I|you|we|they|he|she|it)\b)[A-Za-z'’-]+){0,6}\s*,?\s+)(I|you|we|they|he|she|it)\s+(can|could|will|would|should|must|may|might|am|is|are|was|were)\b/g,
    fix: (m) => `${m[1]!.replace(/\s*,?\s+$/, ' ')}${m[3]} ${m[2]}`,
    en: 'After "only" and a phrase of how or when, the verb comes first: "Only by working hard can we succeed".',
    zh: '语序（word order）：only 加表示方式或时间的短语放在句首时，句子要部分倒装，把情态动词或 be 提到主语前：Only by working hard can we succeed（只有努力，我们才能成功）；中文“只有……才……”不倒装，英语却要倒装。',
    examples: {
      wrong: [
        ['Only by working hard we can succeed.', 'Only by working hard can we succeed.'],
        ['Only with your help, we can finish it.', 'Only with your help can we finish it.'],
      ],
      right: ['Only by working hard can we succeed.', 'Only if you try, you can win.'],
    },
  },
];
