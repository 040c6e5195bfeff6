import type { PhraseTable } from '../engine/phrase-table';
import { matchCase, PLACE_NAMES } from '../lexicon/words';

/*
 * Learner rules about the "the" of what there is one of, each wrong wherever its phrase occurs: "Sun rises",
 * "on internet", "at end of the day" (THE_PHRASES, a table of the phrase family, which learner-articles.ts
 * names with the other article phrases).
 */

/** "the" before what there is one of: "The sun rises", "on the internet". */
export const THE_PHRASES: PhraseTable = [
  // "Sun rises in the east", "I think internet is useful" -> "The sun", "the internet": there is one of
  // each, and it takes "the" as a subject too (not "environment" or "economy": "Environment shapes us" is the
  // idea; a capital "Sun" or "Moon" only at a sentence's start and rising or shining: "that Sun has
  // announced" is the company, "Moon said" a person).
  {
    id: 'sun-internet-subject',
    pattern:
      /(?<=^|[.!?]\s+|\b(?:that|because|think|and|but|so|if|when)\s+)(sun|moon|internet|(?<=^|[.!?]\s+)Internet)(?=\s+(?:is|was|has|will|can|could|may|might|should|must|rises|rose|sets|shines|shone|goes|gets|got|becomes|became|plays|gives|makes|helps|brings|changes|changed)\b)|(?<=^|[.!?]\s+)(Sun|Moon)(?=\s+(?:rises|rose|sets|shines|shone|goes\s+down|comes\s+up|is\s+(?:shining|rising|setting|bright|full|hot))\b)/g,
    fix: (m) => {
      const word = (m[1] ?? m[2])!;
      return /^\p{Lu}/u.test(word) ? `The ${word.toLowerCase()}` : `the ${word}`;
    },
    en: 'There is one sun and one internet: "The sun rises", "the internet is useful".',
    zh: '冠词（article）：sun、moon、internet 都是独一无二的事物，前面要加 the，作主语时也一样：The sun rises in the east（太阳从东方升起）。',
    examples: {
      wrong: [
        ['Sun rises in the east.', 'The sun rises in the east.'],
        ['I think internet is useful.', 'I think the internet is useful.'],
      ],
      right: ['Environment shapes us.', 'I heard that Sun has announced a new chip.'],
    },
  },
  // "I found it on internet", "in internet" -> "on the internet": there is one internet (not "internet
  // access", "an internet cafe").
  {
    id: 'on-internet',
    pattern:
      /\b([Oo]n|[Ii]n|[Ff]rom|[Tt]hrough|[Vv]ia|[Oo]ver|[Uu]se|[Uu]ses|[Uu]sed|[Uu]sing|[Ss]urf|[Ss]urfing|[Bb]rowse|[Bb]rowsing)\s+(internet|Internet)(?=\s*[.,!?;]|\s*$|\s+(?:last|yesterday|today|tonight|every|and|but|or|when|because|about|with|for|at|on|in|from|to|before|after|all|again|more|a\s+lot|too|now)\b)/g,
    fix: (m) =>
      `${/^[IiOo]n$/.test(m[1]!) ? `${m[1]![0] === 'I' || m[1]![0] === 'O' ? 'O' : 'o'}n` : m[1]} the ${m[2]}`,
    en: 'There is one internet: "on the internet".',
    zh: '冠词（article）：“在网上”说 on the internet，internet 是独一无二的，要加 the，介词用 on：I found it on the internet（我在网上找到的）；中文“在网上”容易让人写成 in internet。',
    examples: {
      wrong: [
        ['I found it on internet.', 'I found it on the internet.'],
        ['I read it in internet yesterday.', 'I read it on the internet yesterday.'],
      ],
      right: ['We have internet access at home.', 'I found it on the internet.'],
    },
  },
  // "Rest of the students went home", "for rest of my life" -> "The rest of", "the rest of": what is left
  // of something is "the rest" (not "a rest of two hours", nor the verb: "to rest").
  {
    id: 'rest-of',
    pattern:
      /(?<=^|[.!?]\s+)(Rest)(?=\s+of\s+(?:the|my|our|his|her|their|your|this|that|these|those|us|them)\b)|\b(in|for|of|with|from|during|at|all|spend|spent|spends|spending)\s+(rest)(?=\s+of\s+(?:the|my|our|his|her|their|your|this|that|these|those|us|them)\b)/gi,
    fix: (m) => (m[1] ? `The ${m[1].toLowerCase()}` : `${m[2]} the ${m[3]}`),
    en: 'What is left is "the rest": "the rest of the students".',
    zh: '冠词（article）：“其余的、剩下的”说 the rest of，rest 前面要加 the：the rest of the students（其余的学生）。',
    examples: {
      wrong: [
        ['Rest of the students went home.', 'The rest of the students went home.'],
        ['I will remember it for rest of my life.', 'I will remember it for the rest of my life.'],
      ],
      right: ['You should rest at home.', 'We took a rest of two hours.'],
    },
  },
  // "Number of cars is increasing", "Majority of people agree" -> "The number of", "The majority of": a
  // sentence that opens with the count or the larger part names one ("A number of" is many, and right).
  {
    id: 'number-majority-of',
    pattern:
      /(?<=^|[.!?]\s+)(Number|Majority)(?=\s+of\s+[a-z]+\s+(?:[a-z]+\s+){0,2}(?:is|are|was|were|has|have|had|will|can|agree|agrees|think|thinks|believe|believes)\b)/g,
    fix: (m) => `The ${m[1]!.toLowerCase()}`,
    en: 'The count or the larger part of a group takes "the": "The number of cars is increasing".',
    zh: '冠词（article）：“……的数量”说 the number of，“大多数”说 the majority of，句首也要加 the：The number of cars is increasing（汽车的数量在增加）；a number of 是“许多”的意思。',
    examples: {
      wrong: [
        ['Number of cars is increasing.', 'The number of cars is increasing.'],
        ['Majority of people agree.', 'The majority of people agree.'],
      ],
      right: ['A number of students are absent.'],
    },
  },
  // "At end of the day", "in middle of the night" -> "at the end of", "in the middle of": a part of
  // something named by "of" takes "the" (not "on top of", "in front of", "in back of", which are idioms,
  // nor "from beginning to end", nor "at end of file" without an article after "of", as manuals write).
  {
    id: 'end-middle-of',
    pattern:
      /\b(at|by|until|till|toward|towards|near|before|after|from)\s+(end|beginning|start|middle|top|bottom|edge)(?=\s+of\s+(?:the|my|our|his|her|their|your|this|that|these|those|its|each|every|\d))|\b(in)\s+(middle|beginning|centre|center)(?=\s+of\s+(?:the|my|our|his|her|their|your|this|that|these|those|its|each|every|\d))/gi,
    fix: (m) => (m[1] ? `${m[1]} the ${m[2]}` : `${m[3]} the ${m[4]}`),
    en: 'A part of something takes "the": "at the end of the day", "in the middle of the night".',
    zh: '冠词（article）：表示某物的一部分，如 the end of、the middle of、the beginning of，要加 the：at the end of the day（在一天结束时）；on top of、in front of 是固定说法。',
    examples: {
      wrong: [
        ['At end of the day, we went home.', 'At the end of the day, we went home.'],
        ['I woke up in middle of the night.', 'I woke up in the middle of the night.'],
      ],
      right: ['The box is on top of the fridge.', 'I read it from beginning to end.'],
    },
  },
  // "In the today's world" -> "In today's world": "today's" already says which one, as "my" does.
  {
    id: 'the-todays',
    pattern: /\b(?:the|a)\s+((?:today|yesterday|tomorrow)['’]s)(?=\s+[a-z])/gi,
    fix: (m) => matchCase(m[1]!, m[0]),
    en: '"Today\'s" and "yesterday\'s" already say which one, as "my" does: "in today\'s world", with no "the".',
    zh: "冠词（article）：today's、yesterday's 和 my 一样已经限定了所指的事物，前面不再加 the：in today's world（在当今世界）。",
    examples: {
      wrong: [
        ["In the today's world, people are busy.", "In today's world, people are busy."],
        ["The today's paper is here.", "Today's paper is here."],
      ],
      right: ["Today's paper is here."],
    },
  },
  // "at the seven o'clock" -> "at seven o'clock": a time of the clock takes no article.
  {
    id: 'the-o-clock',
    pattern:
      /\b(at|by|before|after|until|till)\s+the\s+((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\s+o['’]clock)\b/gi,
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'A time of the clock takes no article: "at seven o\'clock".',
    zh: "冠词（article）：钟点前不加冠词：at seven o'clock（在七点钟），和中文“在七点”一样，什么都不用加。",
    examples: {
      wrong: [
        ["I have breakfast at the seven o'clock.", "I have breakfast at seven o'clock."],
        ["Be home by the ten o'clock.", "Be home by ten o'clock."],
      ],
      right: ["We meet at seven o'clock."],
    },
  },
  // "I have the headache" -> "a headache": an illness one has now and then takes "a" (but "the flu").
  {
    id: 'the-headache',
    pattern:
      /\b((?:have|has|had|having|got|get|gets)\s+)the\s+(headache|toothache|stomachache|stomach\s+ache|cold|fever|cough|sore\s+throat|runny\s+nose)\b(?=\s*[.,;!?]|\s*$|\s+(?:and|now|today|again|since|for|after|because|so|but|all)\b)/gi,
    fix: (m) => `${m[1]}a ${m[2]}`,
    en: 'An illness one has now and then takes "a": "I have a headache" (but "the flu").',
    zh: '冠词（article）：headache、cold、fever 这类常见病痛是可数的，前面用 a：I have a headache（我头疼）；中文“我头疼”不用冠词，英语却要加 a（the flu 是例外）。',
    examples: {
      wrong: [
        ['I have the headache.', 'I have a headache.'],
        ['She has the cold.', 'She has a cold.'],
      ],
      right: ['I have the flu.', 'I have a headache.'],
    },
  },
  // "He speaks the English well" -> "speaks English": a language spoken or learned takes no article (but "the
  // English language", "the English people").
  {
    id: 'the-language',
    pattern:
      /\b((?:speak|speaks|spoke|speaking|learn|learns|learned|learnt|learning|study|studies|studied|studying|teach|teaches|taught|teaching)\s+)the\s+(English|Chinese|French|Japanese|German|Spanish|Korean|Russian|Italian|Arabic)\b(?!\s+(?:language|people|word|words|version|name|names|class|teacher|book|text|translation|way|of|I)\b|\s+[A-Z])/g,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'A language one speaks or learns takes no article: "He speaks English well".',
    zh: '冠词（article）：语言名称前不加 the：He speaks English well（他英语说得好）；说 the English language 时才加 the。',
    examples: {
      wrong: [
        ['He speaks the English well.', 'He speaks English well.'],
        ['We study the Chinese at school.', 'We study Chinese at school.'],
      ],
      right: ['I like the English language.', 'She teaches the English class.'],
    },
  },
  // "He lives in the New York", "I visited the China" -> no "the": a city or a country's name has none (not
  // "the Beijing Olympics", "the China Daily", where the name describes what follows).
  {
    id: 'the-city-name',
    pattern: new RegExp(
      `\\b(in|to|from|visit|visits|visited|visiting|left|leave|leaves|about|of|at)\\s+the\\s+(New\\s+York|${PLACE_NAMES})\\b(?=\\s*[.,;!?]|\\s*$|\\s+(?:and|for|last|next|this|every|because|with|since|before|after|in|at|on|by|when|is|was)\\b)`,
      'g',
    ),
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'A city or a country\'s name takes no "the": "He lives in New York".',
    zh: '冠词（article）：城市和国家的名字前不加 the：He lives in New York（他住在纽约）；the Beijing Olympics 里的 the 属于后面的 Olympics。',
    examples: {
      wrong: [
        ['He lives in the New York.', 'He lives in New York.'],
        ['I visited the China last year.', 'I visited China last year.'],
      ],
      right: ['We watched the Beijing Olympics.', 'He lives in New York.'],
    },
  },
  // "On other hand, it is expensive" -> "On the other hand": the phrase keeps its "the".
  {
    id: 'on-other-hand',
    pattern: /\b([Oo]n)\s+(other)(?=\s+hand\b)/g,
    fix: (m) => `${m[1]} the ${m[2]}`,
    en: 'It is "on the other hand".',
    zh: '冠词（article）：“另一方面”是固定说法 on the other hand，the 不能省：On the other hand, it is expensive（另一方面，它很贵）。',
    examples: {
      wrong: [['On other hand, it is expensive.', 'On the other hand, it is expensive.']],
      right: ['On the other hand, it is cheap.'],
    },
  },
  // "She lives in United States" -> "in the United States": a country named as a union takes "the" (not
  // "United States citizens", where it describes the noun).
  {
    id: 'in-united-states',
    pattern:
      /\b(in|to|from|of|at|across|throughout|around|visit|visits|visited|visiting|about|into|for|with|and|than)\s+(United)(?=\s+(?:States|Kingdom|Nations)(?:\s*[.,;:!?]|\s*$|\s+(?:and|or|but|is|are|was|were|has|have|had|in|for|to|of|with|because|since|at|on|by|from|as|when|where|which|who|that|last|this|next|now|today|every|many|before|after)\b))/gi,
    fix: (m) => `${m[1]} the ${m[2]}`,
    en: 'A country named as a union takes "the": "the United States", "the United Kingdom".',
    zh: '冠词（article）：the United States、the United Kingdom 这类由普通名词构成的国名要加 the：She lives in the United States（她住在美国）。',
    examples: {
      wrong: [
        ['She lives in United States.', 'She lives in the United States.'],
        ['He moved to United Kingdom last year.', 'He moved to the United Kingdom last year.'],
      ],
      right: ['Many United States citizens live abroad.', 'She lives in the United States.'],
    },
  },
  // "In past, people walked", "in past few years" -> "in the past": the time before now is "the past" (not
  // "in past decades", a plural without "the", nor "in past tense").
  {
    id: 'in-past',
    pattern:
      /\b([Ii]n)\s+(past)(?=\s*[.,;!?]|\s*$|\s+(?:few|several|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|\d+)\b)/g,
    fix: (m) => `${m[1]} the ${m[2]}`,
    en: 'The time before now is "the past": "in the past", "in the past few years".',
    zh: '冠词（article）：“在过去”说 in the past，“过去几年”说 in the past few years，past 前要加 the：In the past, people walked to work（过去人们步行上班）。',
    examples: {
      wrong: [
        ['In past, people walked to work.', 'In the past, people walked to work.'],
        ['In past few years, prices rose.', 'In the past few years, prices rose.'],
      ],
      right: ['In past decades, prices rose.', 'In the past, people walked to work.'],
    },
  },
  // "I stayed at home whole day", "Whole world knows him" -> "the whole day", "The whole world": "whole"
  // picks out one thing and needs its article (not "my whole life", "a whole class", "as a whole", nor
  // "whole numbers", "whole grain").
  {
    id: 'whole-without-the',
    pattern:
      /(?<!\b(?:the|a|an|my|your|his|her|our|their|its|this|that|one|on|as)\s+)\b(whole\s+(?:day|night|week|month|year|morning|afternoon|evening|weekend|summer|winter|holiday|vacation|world|country|family|class|school|city|town|village|society))\b/gi,
    fix: (m) => (m[1]![0] === 'W' ? `The ${m[1]!.toLowerCase()}` : `the ${m[1]}`),
    en: '"Whole" needs an article: "the whole day" (or "all day"), "the whole world".',
    zh: '冠词（article）：whole 表示“整个”时前面要有 the 或 my 等限定词：the whole day（一整天）、the whole world（全世界）；中文“整天、全世界”不用冠词。',
    examples: {
      wrong: [
        ['I stayed at home whole day.', 'I stayed at home the whole day.'],
        ['Whole world knows him.', 'The whole world knows him.'],
      ],
      right: ['I have lived here my whole life.', 'As a whole, the class did well.'],
    },
  },
  // "Most important thing is health", "Best way to learn is" -> "The most important thing", "The best way": a
  // superlative picks out one thing, which takes "the" (not "Most people are", "Best friends are": a plural
  // counts, and only one thing named before "is" or "was" is picked out).
  {
    id: 'superlative-first',
    pattern:
      /(?<=^|[.!?]\s+)(Most(?=\s+[a-z]+\s)|Best|Biggest|Greatest|Worst|Hardest|Easiest|Largest|Happiest|Simplest|Fastest|Cheapest)(?=(?:\s+(?:important|beautiful|interesting|difficult|famous|popular|common|serious|exciting|useful|valuable|effective|best|biggest))?\s+(?:thing|reason|problem|part|person|place|way|factor|question|lesson|advantage|disadvantage|issue|city|time|day|job|gift|memory|choice|method|solution|idea|food|sport)(?:\s+(?:to|for|in|of|that)\s+[^.,;!?]{0,40})?\s+(?:is|was)\b)/g,
    fix: (m) => `The ${m[1]!.toLowerCase()}`,
    en: 'A superlative picks out one thing, which takes "the": "The most important thing is health".',
    zh: '冠词（article）：最高级挑出唯一的一个，前面要加 the，放在句首也一样：The most important thing is health（最重要的是健康）。',
    examples: {
      wrong: [
        ['Most important thing is health.', 'The most important thing is health.'],
        ['Best way to learn English is to speak it.', 'The best way to learn English is to speak it.'],
      ],
      right: ['Most people are busy.', 'Best friends are rare.'],
    },
  },
  // "Living in countryside is quiet", "People in city are busy" -> "the countryside", "the city": the
  // country as against the town, and the city as a way of life, take "the" (not "city life", "city centre"
  // after "in": a noun goes on; nor "miles of countryside", land measured).
  {
    id: 'countryside-city',
    pattern:
      /\b(in|to|from|into|between|and|or|at|than|near|around|for)\s+(countryside)\b|\b(in|to|from|into|between|of|than|around)\s+(city)(?=\s*[.,;!?]|\s*$|\s+(?:and|or|are|is|was|were|because|than|but|have|has|can|will)\b)/gi,
    fix: (m) => (m[1] ? `${m[1]} the ${m[2]}` : `${m[3]} the ${m[4]}`),
    en: 'The country as against the town, and the city, take "the": "in the countryside", "in the city".',
    zh: '冠词（article）：与城市相对的“乡下”说 the countryside，泛指城市生活时说 the city，都要加 the：Living in the countryside is quiet（住在乡下很安静）。',
    examples: {
      wrong: [
        ['Living in countryside is quiet.', 'Living in the countryside is quiet.'],
        ['People in city are busy.', 'People in the city are busy.'],
      ],
      right: ['I love city life.', 'We walked through miles of countryside.'],
    },
  },
  // "You should tell truth", "He wants to learn truth" -> "the truth": what really happened is "the truth"
  // (not "truth" in general: "Truth is stranger than fiction", "a grain of truth").
  {
    id: 'tell-truth',
    pattern:
      /\b((?:tell|tells|told|telling|learn|learns|learned|learnt|learning|know|knows|knew|known|knowing|find\s+out|found\s+out|finding\s+out|face|faced|facing|hide|hid|hidden|hiding|speak|spoke|speaking|discover|discovered|say|said)\s+)(truth)(?=\s*[.,!?;]|\s*$|\s+(?:to|about|and|but|because|so|when|now|again|from)\b)/gi,
    fix: (m) => `${m[1]}the ${m[2]}`,
    en: 'What really happened is "the truth": "tell the truth".',
    zh: '冠词（article）：指“事情的真相”时说 the truth：You should tell the truth（你应该说实话）；中文“说实话”不用冠词，英语却要加 the。',
    examples: {
      wrong: [
        ['You should tell truth.', 'You should tell the truth.'],
        ['He wants to learn truth about it.', 'He wants to learn the truth about it.'],
      ],
      right: ['Truth is stranger than fiction.', 'There is a grain of truth in it.'],
    },
  },
  // "We must protect earth", "The gas will heat earth up" -> "the earth": the planet takes "the" after a
  // verb (not "on earth", "down to earth", "earth science").
  {
    id: 'protect-earth',
    pattern:
      /\b((?:protect|protects|protected|protecting|save|saves|saved|saving|destroy|destroys|destroyed|destroying|pollute|pollutes|polluted|polluting|heat|heats|heated|heating|warm|warms|warmed|warming|harm|harms|harmed|harming|damage|damages|damaged|damaging|circle|circles|circled|orbit|orbits|orbited|around)\s+)(earth)(?=\s*[.,!?;]|\s*$|\s+(?:up|and|but|because|so|from|for|by|with|more|too)\b)/g,
    fix: (m) => `${m[1]}the ${m[2]}`,
    en: 'The planet takes "the": "protect the earth".',
    zh: '冠词（article）：指我们居住的星球时说 the earth，动词后面要加 the：We must protect the earth（我们必须保护地球）；on earth、down to earth 是固定说法。',
    examples: {
      wrong: [
        ['We must protect earth.', 'We must protect the earth.'],
        ['The gas will heat earth up.', 'The gas will heat the earth up.'],
      ],
      right: ['Nothing on earth can stop him.', 'She studies earth science.'],
    },
  },
  // "As result, he failed", "With help of my teacher", "In end, we won" -> "As a result", "With the help
  // of", "In the end": the phrases keep their articles.
  {
    id: 'as-result',
    pattern:
      /\b([Aa]s)\s+(result)(?=\s*,|\s+of\b)|\b([Ww]ith)\s+(help)(?=\s+of\b)|\b([Ii]n)\s+(end)(?=\s*[,.!?]|\s*$)/g,
    fix: (m) => (m[1] ? `${m[1]} a ${m[2]}` : m[3] ? `${m[3]} the ${m[4]}` : `${m[5]} the ${m[6]}`),
    en: 'The phrase keeps its article: "as a result", "with the help of", "in the end".',
    zh: '冠词（article）：as a result（结果）、with the help of（在……的帮助下）、in the end（最后）都是固定说法，里面的冠词不能省。',
    examples: {
      wrong: [
        ['As result, he failed.', 'As a result, he failed.'],
        ['With help of my teacher, I passed.', 'With the help of my teacher, I passed.'],
        ['In end, we won.', 'In the end, we won.'],
      ],
      right: ['As a result, he failed.', 'In the end, we won.'],
    },
  },
  // "In the lecture, however, professor says", "between lecture and passage" -> "the professor", "between the
  // lecture and passage" (the article serves both): the one the essay is about takes "the" (not "Professor
  // Li", a title; "that passage"; "rite of passage"; "sorted by author"; "to lecture", a verb).
  {
    id: 'professor-says',
    pattern:
      /(?<=^|[.!?;]\s+|,\s+|\b(?:between|in|from|with|than|because|but|while|whereas)\s+)(?<!\brite\s+of\s+)(professor|lecturer|lecture|passage|author|speaker|Professor|Lecturer|Author|Speaker)(?=\s+(?:says|said|states|stated|claims|claimed|argues|argued|believes|believed|mentions|mentioned|explains|explained|points|pointed|disagrees|disagreed|opposes|opposed|oppose|suggests|suggested|shows|showed|thinks|thought|also|and|is|was|does|did|doesn['’]t|didn['’]t|has|had|contradicts|contradicted|challenges|challenged|casts|cast)\b|\s*[.,;!?])/g,
    fix: (m) => {
      const noun = m[1]!;
      // A capital inside a sentence is a title or a name ("with Professor Li"); at its start, one spoken to
      // ("Mr. Speaker, let's …") unless a verb follows.
      const start = m.index === 0 || /[.!?]\s+$/.test(m.input.slice(0, m.index));
      const verb = /^\s+[a-z]/.test(m.input.slice(m.index + noun.length));
      if (/^\p{Lu}/u.test(noun) && !(start && verb)) return m[0];
      return /^\p{Lu}/u.test(noun) ? `The ${noun.toLowerCase()}` : `the ${noun}`;
    },
    en: 'The lecture, the passage or the professor an essay is about takes "the": "the professor says".',
    zh: '冠词（article）：作文里反复提到的讲座、文章、教授是特定的，要加 the：the professor says（教授说）；中文“教授说”不用冠词，英语却要加。',
    examples: {
      wrong: [
        [
          'In the lecture, however, professor says it is wrong.',
          'In the lecture, however, the professor says it is wrong.',
        ],
        ['Professor says that it is wrong.', 'The professor says that it is wrong.'],
      ],
      right: ['I talked with Professor Li.', 'The books are sorted by author.'],
    },
  },
  // "I can play a piano" -> "play the piano": one plays "the" instrument (弹钢琴).
  {
    id: 'play-a-piano',
    pattern: /\b(play|plays|played|playing)\s+an?\s+(piano|guitar|violin|drums|flute|cello|erhu|trumpet)\b/gi,
    fix: (m) => `${m[1]} the ${m[2]}`,
    en: 'One plays "the" instrument: "I can play the piano".',
    zh: '冠词（article）：play 表示“演奏乐器”时，乐器名前用 the：I can play the piano（我会弹钢琴）；中文“弹钢琴”不用量词，英语也不能用 a。',
    examples: {
      wrong: [
        ['I can play a piano.', 'I can play the piano.'],
        ['She plays a guitar.', 'She plays the guitar.'],
      ],
      right: ['I can play the piano.', 'I bought a piano.'],
    },
  },
];
