import type { CheckIssueType } from '@contract';
import type { RawLint } from './lints';
import { LONGEST_WORD, NOT_A_WORD_RULE } from './long-words';

/*
 * How Harper's lints become Wordloom issues: the issue type per LintKind (with a few rules moved), which
 * rules may change the corrected sentence, and Chinese explanations per rule (falling back per kind).
 */

const TYPE_BY_KIND: Record<string, CheckIssueType> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  BoundaryError: 'spelling',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  // A capital letter is part of how a word is written ("I", a name), not punctuation.
  Capitalization: 'spelling',
  Agreement: 'grammar',
  Grammar: 'grammar',
  Miscellaneous: 'grammar',
  WordOrder: 'grammar',
  WordChoice: 'word-choice',
  Usage: 'word-choice',
  Malapropism: 'word-choice',
  Eggcorn: 'word-choice',
  Nonstandard: 'word-choice',
  Regionalism: 'word-choice',
  Style: 'style',
  Readability: 'style',
  Repetition: 'style',
  Enhancement: 'style',
  Redundancy: 'style',
};

/** Rules whose kind says less than the rule does. */
const TYPE_BY_RULE: Record<string, CheckIssueType> = {
  AnA: 'grammar',
  AdjectiveDoubleDegree: 'grammar',
  ItsContraction: 'grammar',
  ThenThan: 'word-choice',
  ThatThan: 'word-choice',
  ToTwoToo: 'word-choice',
  ThereToTheir: 'word-choice',
  PossessiveYour: 'word-choice',
};

export function issueTypeOf(lint: RawLint): CheckIssueType {
  return TYPE_BY_RULE[lint.rule] ?? TYPE_BY_KIND[lint.kind] ?? 'grammar';
}

/** Kinds that only advise: reported as issues, never applied to the corrected sentence. */
export const ADVISORY_KINDS = new Set(['Style', 'Readability', 'Enhancement']);

/*
 * Every rule earns its place on the tune half of JFLEG dev (`npm run eval:check -- --half tune --rules`):
 * a rule is silenced when it changes more of the reference sentences (correct English) than of the
 * learner sentences, or changes references without gaining GLEU. RepeatedWords and DoubleModal stay: the
 * references they change contain the error ("the the", "must must"). Advisory kinds are never applied,
 * SplitWords only into common words (build.ts), spelling fixes only when trusted (spelling.ts).
 */

/** Rules kept out of the corrected sentence (still reported). */
export const NOT_APPLIED_RULES = new Set<string>([]);

/** Harper's rules that flag a word it does not know: misspelled, or words run together ("importand"). */
export const SPELLING_RULES: ReadonlySet<string> = new Set(['SpellCheck', 'SplitWords']);

/** Rules not reported at all: measured to raise false alarms more than they fix (see above). */
export const SILENT_RULES = new Set<string>([
  'AvoidAndAlso',
  // Found on edited prose, never right on the tune half: "Dick Riley" -> "****", "Burma" -> "Myanmar",
  // "their obligations" -> "they're", "snuck" -> "sneaked", "roadmap" -> "road map", "B-1B" -> "byte",
  // "you're patriots" -> "your", "a moment we must seize to change" -> "cease", "reduce turnover" -> "turn
  // over", "On it are each of their names" -> "is".
  'AvoidCurses',
  'CeaseTo',
  'DayOneNames',
  'GoodAt',
  'PayForPrice',
  'PhrasalVerbAsCompoundNoun',
  'PronounContraction',
  'PronounInflectionBe',
  // "The Taliban's momentum" -> "Taliban's": a group, a country or a paper keeps its "the".
  'TheProperNounPossessive',
  'ExpandMemoryShorthands',
  'MissingDeterminer',
  'NumericRangeEnDash',
  'PreferSneaked',
  'RoadMap',
  'TheirToThere',
  'TheirToTheyre',
  'UpdatePlaceNames',
  'CommaFixes',
  'CompoundNouns',
  'CondenseAllThe',
  'CorrectNumberSuffix',
  'Dashes',
  'DiscourseMarkers',
  'EllipsisLength',
  'MassNouns',
  'Months',
  // "He asked if I was OK" -> "OKAY": "OK" is standard English (Oxford, Merriam-Webster), and the capitals
  // were kept.
  'OkToOkay',
  'NounVerbConfusion',
  'PointsOfView',
  'ProgressiveNeedsBe',
  'PronounKnew',
  'RedundantThat',
  'Regionalisms',
  'ResponsibilityFor',
  'TheyToThem',
  'ThisTypeOfThing',
  'UseEllipsisCharacter',
  'WrongApostrophe',
]);

/**
 * Rule switches over Harper's defaults (American English; Harper's 12 default-off rules stay off).
 * LongSentences is off: its lint spans a whole sentence of more than 40 words, has no suggestion (so it
 * never became an issue), and Harper drops every lint that overlaps it, so in a long sentence no spelling
 * or grammar error was found at all ("consumers preffer … is probbably").
 */
export const RULE_CONFIG: Record<string, boolean> = { LongSentences: false };

/* ---------- explanations ---------- */

/** `message` is the lint's English reason, which phrase tables give per entry. */
type Explain = (original: string, suggestion: string, message: string) => string;

const q = (text: string) => `“${text}”`;
/** "“o” 应改为 “s”", or "“o” 应删除" for a removal. */
const fix = (o: string, s: string, modal = '应') =>
  s ? `${q(o)} ${modal}改为 ${q(s)}` : `${q(o)} ${modal}删除`;

const IRREGULAR_VERB =
  '不规则动词（irregular verb）：这个动词的过去式和过去分词不是加 -ed 构成的，要逐个记住（go – went – gone，buy – bought – bought）。';

/*
 * Why, in Chinese, for the phrase-table entries learners meet most, keyed by the entry's English message
 * (the tables carry English only). "固定搭配：“borrow” 应改为 “lend”" only repeated the correction shown
 * above it, and borrow/lend is no fixed phrase. Other entries point to the English reason that follows.
 */
const ZH_BY_PHRASE: Record<string, string> = {
  'You "borrow" something from someone, and "lend" it to them: "lend me your pen".':
    '用词（word choice）：borrow 是“借入”，从别人那里借（borrow a pen from him）；lend 是“借出”，把东西借给别人（lend me your pen）。请别人借东西给你，要用 lend。',
  'A thing "costs" someone money ("It cost me 50 yuan"); a person "spends" it ("I spent 50 yuan on it").':
    '用词（word choice）：东西“花了”某人多少钱，主语是东西，用 cost（It cost me 50 yuan）；spend 的主语是人（I spent 50 yuan on it）。',
  'Time "takes" someone ("It took me two hours"); a person "spends" it ("I spent two hours on it").':
    '用词（word choice）：用 it 说“做某事花了某人多少时间”要用 take（It took me two hours）；spend 的主语是人（I spent two hours on it）。',
  '"Discuss" takes what is talked about as its object: "discuss this with my teacher".':
    '及物动词（transitive verb）：discuss 本身就是“讨论……”，讨论的内容直接放在后面作宾语，不加 about（discuss this with my teacher）。',
  'One reaches a place, with no "to" or "at" ("reach the station"); "arrive" takes "at" or "in".':
    '及物动词（transitive verb）：reach 表示“到达”时直接接地点，不加 to 或 at（reach the station）；arrive 后面才要加 at 或 in。',
  'One reaches a place, with no "to" or "at": "We reached Beijing".':
    '及物动词（transitive verb）：reach 表示“到达”时直接接地点，不加 to 或 at（We reached Beijing）。',
  'You "listen to" something.':
    '固定搭配（fixed phrase）：listen 是不及物动词，后面接要听的内容时要加 to（listen to music）。',
  'It is "married to" someone.':
    '固定搭配（fixed phrase）：“和某人结婚”说 be married to someone，不用 with（She is married to a doctor）。',
  'A city or a country takes "in": "arrived in Beijing" ("at" a building or a stop: "at Beijing Airport").':
    '介词（preposition）：arrive 后面接城市、国家这样的大地方用 in（arrived in Beijing），接车站、机场、建筑这样的具体地点用 at（arrived at Beijing Airport）。',
  'A building or a stop takes "at": "We arrived at the airport" (a city takes "in").':
    '介词（preposition）：arrive 后面接车站、机场、建筑这样的具体地点用 at（arrived at the airport），接城市、国家才用 in。',
  'A light or a machine is turned off ("turn off the light"); "close" is for doors and windows.':
    '用词（word choice）：关灯、关电器用 turn off（turn off the light）；close 只用于门、窗这类能开合的东西。',
  'A light or a machine is turned on ("turn on the computer"); "open" is for doors, windows and files.':
    '用词（word choice）：开灯、开电器用 turn on（turn on the computer）；open 用于门、窗、文件这类能打开的东西。',
  'Books and newspapers are read ("read a book", 看书); films and TV are watched.':
    '用词（word choice）：中文说“看书、看报”，英语要用 read（read a book）；watch 用于看电影、看电视、看比赛。',
  'The weekend takes "on": "I\'ll see you on the weekend".':
    '介词（preposition）：美式英语说 on the weekend（在周末），不说 in the weekend。',
  'The weekend takes "at": "I\'ll see you at the weekend".':
    '介词（preposition）：英式英语说 at the weekend（在周末），不说 in the weekend。',
};

const sentenceCapital: Explain = (o, s) =>
  `大写（capitalization）：句子的第一个单词要大写，${q(o)} 应写作 ${q(s)}。`;

/** Chinese explanations for the rules learners meet most. */
const ZH_BY_RULE: Record<string, Explain> = {
  SpellCheck: (o, s) =>
    s ? `拼写错误：${q(o)} 应拼写为 ${q(s)}。` : `拼写错误：${q(o)} 不是正确的英文拼写。`,
  SentenceCapitalization: sentenceCapital,
  CapitalizePersonalPronouns: () => '大写（capitalization）：第一人称代词 “I” 永远大写。',
  PronounVerbAgreement: (o, s) =>
    `主谓一致（subject–verb agreement）：动词要与主语的人称和单复数一致，这里 ${fix(o, s)}。`,
  PronounInflectionBe: (o, s) => `主谓一致（subject–verb agreement）：be 动词要与主语一致，${fix(o, s)}。`,
  ThereIsAgreement: (o, s) =>
    `主谓一致（subject–verb agreement）：there be 句型中 be 要与后面的名词单复数一致，${fix(o, s)}。`,
  AnA: (o, s) => `冠词（article a/an）：元音音素开头的词前用 an，辅音音素开头的词前用 a，这里 ${fix(o, s)}。`,
  RepeatedWords: () => '重复（repeated word）：同一个词连着写了两遍，删掉一个即可。',
  CommaFixes: () => '标点（punctuation）：逗号前不加空格，逗号后加一个空格。',
  Spaces: () => '空格（spacing）：单词之间只用一个空格，句末不要多余的空格。',
  SplitWords: (o, s) => `拼写（spelling）：${q(o)} 可能是两个词连写了，可写作 ${q(s)}。`,
  MergeWords: (o, s) => `拼写（spelling）：${q(o)} 通常写成一个词 ${q(s)}。`,
  OpenCompounds: (o, s) => `拼写（spelling）：${q(o)} 通常写作 ${q(s)}。`,
  CompoundNouns: (o, s) => `拼写（spelling）：这个复合词通常写作 ${q(s)}，而不是 ${q(o)}。`,
  DiscourseMarkers: () => '标点（punctuation）：句首的连接词（如 however、therefore）后面通常加逗号。',
  OxfordComma: () => '标点（Oxford comma）：列举三个或以上的项目时，and/or 前可加逗号。',
  MissingTo: (o, s) => `缺少 to（missing “to”）：这里需要不定式 to，${fix(o, s)}。`,
  MissingPreposition: (o, s) => `介词（preposition）：这里缺少介词，${fix(o, s, '可')}。`,
  MassNouns: (o, s) => `不可数名词（uncountable noun）：${q(o)} 不可数，应改为 ${q(s)}。`,
  AdjectiveDoubleDegree: (o, s) =>
    `比较级（comparative）：more/most 不能和 -er/-est 形式同时使用，${fix(o, s)}。`,
  RegularIrregulars: () => IRREGULAR_VERB,
  SimplePastToPastParticiple: (o, s) =>
    `过去分词（past participle）：完成时或被动语态要用过去分词，${fix(o, s)}。`,
  ItsContraction: (o, s) => `it's 与 its：it's 是 it is/it has 的缩写，its 是物主代词，这里 ${fix(o, s)}。`,
  ThenThan: (o, s) => `用词（word choice）：比较用 than，表示时间顺序用 then，${fix(o, s)}。`,
  ThatThan: (o, s) => `用词（word choice）：比较用 than，${fix(o, s)}。`,
  ThereToTheir: (o, s) => `用词（word choice）：there/their/they're 容易混淆，${fix(o, s)}。`,
  ToTwoToo: (o, s) => `用词（word choice）：to/too/two 容易混淆，${fix(o, s)}。`,
  PossessiveYour: (o, s) => `用词（word choice）：your/you're 容易混淆，${fix(o, s)}。`,
  UseEllipsisCharacter: () => '标点（punctuation）：省略号可以用一个省略号字符 “…”。',
  EllipsisLength: () => '标点（punctuation）：省略号应为三个点。',
  WrongNegative: (o, s) => `否定（negation）：否定形式用错了，${fix(o, s)}。`,
  AvoidAndAlso: (o, s) => `冗余（redundancy）：and also 意思重复，可改为 ${q(s || o)}。`,
  TheyToThem: (o, s) => `代词（pronoun case）：这里要用宾格，${fix(o, s)}。`,
  SingleBe: (o, s) => `重复（repeated word）：be 动词重复了，${fix(o, s)}。`,
  ModalBeAdjective: (o, s) => `情态动词（modal verb）：情态动词后接形容词时需要 be，${fix(o, s)}。`,
  DoubleModal: (o, s) => `情态动词（modal verb）：两个情态动词不能连用，${fix(o, s)}。`,
  OneOfTheSingular: (o, s) => `单复数（plural）：one of the 后面接复数名词，${fix(o, s)}。`,
  InflectedVerbAfterTo: (o, s) => `不定式（infinitive）：to 后面用动词原形，${fix(o, s)}。`,
  TheAnother: (o, s) => `限定词（determiner）：the 和 another 不能连用，${fix(o, s)}。`,
  OrthographicConsistency: (o, s) => `大小写（capitalization）：${q(o)} 的标准写法是 ${q(s)}。`,
  NationalCapitals: (o, s) => `大写（capitalization）：专有名词要大写，${q(o)} 应写作 ${q(s)}。`,
  CorrectNumberSuffix: (o, s) => `序数词（ordinal number）：序数词后缀用错了，${q(o)} 应为 ${q(s)}。`,
  UnclosedQuotes: () => '标点（punctuation）：引号没有成对出现。',
  QuoteSpacing: () => '标点（punctuation）：引号与文字之间的空格不对。',
  WordloomMassNounPlural: (o, s) =>
    `不可数名词（uncountable noun）：${q(s.replace(/^(?:a lot of|this|that|pieces of) /i, '').split(' ')[0] ?? s)} 不可数，没有复数形式${
      /^a lot of /i.test(s) ? '，也不用 many 修饰' : /^pieces of /i.test(s) ? '，要数的话用 pieces of' : ''
    }，${fix(o, s)}。`,
  WordloomIrregularPlural: (o, s) => `不规则复数（irregular plural）：这个词的复数是 ${q(s)}，${fix(o, s)}。`,
  WordloomPerfectParticiple: (o, s) =>
    `完成时（perfect tense）：have/has/had 后面的动词用过去分词（I have finished my homework），${fix(o, s)}。`,
  WordloomIrregularVerb: () => IRREGULAR_VERB,
  WordloomJobArticle: (o, s) =>
    `冠词（article）：说一个人的职业、身份或是怎样的人时，单数可数名词前要加 a/an（“我是学生” 是 I am a student），${fix(o, s)}。`,
  WordloomDescribedThingArticle: (o, s) =>
    `冠词（article）：“形容词 + 单数可数名词” 前要加 a/an（“这是个好主意” 是 It is a good idea），${fix(o, s)}。`,
  WordloomPronounPastBe: (o, s) =>
    `主谓一致（subject–verb agreement）：be 的过去式，I/he/she/it 用 was，we/you/they 用 were，${fix(o, s)}。`,
  WordloomPronounPresent: (o, s) =>
    `主谓一致（subject–verb agreement）：I 后用 am/have/do，we/you/they 后用 are/have/do，只有 he/she/it 用 is/has/does，${fix(o, s)}。`,
  WordloomMissingBe: (o, s) =>
    `系动词（linking verb）：英语句子要有谓语动词，形容词、名词短语或 from 前要加 be（“他很高” 是 He is very tall，“这会是证据” 是 This will be the proof，“我来自中国” 是 I am from China），${fix(o, s)}。`,
  WordloomHabitualThirdPerson: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是单数第三人称（he/she/it、my mother），表示习惯（usually、always、every day…）用一般现在时，动词加 -s，${fix(o, s)}。`,
  WordloomArticle: (o, s) =>
    `冠词（article）：a/an 按读音选（an 8-year-old 读作 eight），复数名词前不用 a（What beautiful flowers!），一个团体、一位导游要加 a（in a group），一段时间、一次经历也要加 a（a long time、a great time），progress 不可数，不加 a（make progress），泛指的 life、education、knowledge 不加 the（Knowledge is power），${fix(o, s)}。`,
  WordloomWeatherIt: (o, s) =>
    `天气的说法（weather）：天气用 it 作主语，today、yesterday 说的是时间，放在句末（It is very hot today），${fix(o, s)}。`,
  WordloomDifficultFor: (o, s) =>
    `形式主语（it … for sb. to do）：难的是这件事，不是人，说 It is difficult for me to understand this question，${fix(o, s)}。`,
  WordloomTwoPeople: (o, s) =>
    `主谓一致（subject–verb agreement）：and 连接的两个人是复数，动词用 are/were（My brother and sister are at home），${fix(o, s)}。`,
  WordloomQuestionDo: (o, s) =>
    `主谓一致（subject–verb agreement）：疑问句里 do/does 要和主语一致，he/she 用 does，I/you/we/they 用 do，${fix(o, s)}。`,
  WordloomQuestionAuxiliary: (o, s) =>
    `疑问句（question）：实义动词（come from）的疑问句用 do/does 提问，不用 be；形容词（late、ill）和 be born 用 be 提问（Why were you late? When were you born?），${fix(o, s)}。`,
  WordloomModalBeVerb: (o, s) =>
    `情态动词（modal verb）：will、would、can 等后面直接接动词原形，increase、decrease、happen 这类变化动词没有被动，不加 be，${fix(o, s)}。`,
  WordloomAdverbThirdPerson: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是 he/she/it，一般现在时动词加 -s，中间隔着 also、still、really 也一样，${fix(o, s)}。`,
  WordloomClauseThirdPerson: (o, s) =>
    `主谓一致（subject–verb agreement）：if、when、because 等引导的从句里，主语是单数第三人称（my mother、the teacher），一般现在时动词加 -s，${fix(o, s)}。`,
  WordloomHabitualPlural: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是复数（they、my parents），表示习惯（usually、always…）时动词用原形，不加 -s，${fix(o, s)}。`,
  WordloomSpendTimeDoing: (o, s) =>
    `固定搭配（fixed phrase）：spend time doing something，time 后面用动词 -ing 形式，${fix(o, s)}。`,
  WordloomMissingWho: (o, s) =>
    `定语从句（relative clause）：一个分句里不能直接接两个谓语动词，要用 who 引出从句，${fix(o, s)}。`,
  WordloomDoubleFullStop: () => '标点（punctuation）：句末只用一个句号。',
  WordloomFullWidthPunctuation: (o, s) =>
    `标点（punctuation）：英文句子用英文（半角）标点，不用中文全角标点，逗号、句号后面空一格，${fix(o, s)}。`,
  WordloomSentenceSpace: (o, s) =>
    `标点（punctuation）：英文句号、问号、感叹号后面空一格再写下一句，${fix(o, s)}。`,
  WordloomColonSpace: (o, s) => `标点（punctuation）：英文冒号后面空一格，${fix(o, s)}。`,
  WordloomQuotedSpeech: (o) =>
    `标点（punctuation）：引号里是某人说的话时，前面（${q(o)} 之后）要加逗号：he said, "I am tired"。`,
  WordloomCommaSpace: (o, s) => `标点（punctuation）：英文逗号紧跟前面的词，后面空一格，${fix(o, s)}。`,
  WordloomEverySingular: (o, s) =>
    `单复数（singular）：every、each、a/an、another 后面接单数名词，${fix(o, s)}。`,
  WordloomMissingArticle: (o, s) =>
    `冠词（article）：固定搭配 the same、a lot of 里的冠词不能省略，${fix(o, s)}。`,
  WordloomPluralAfterQuantifier: (o, s) =>
    `单复数（plural）：several、many、two、three 等表示“多个”的词后面接复数名词，${fix(o, s)}。`,
  WordloomQuantifierOf: (o, s) =>
    `限定词（determiner）：most/many/some of 后面要有 the、my 等限定词（most of the people），或者去掉 of（most people），${fix(o, s)}。`,
  WordloomThirdPerson: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是第三人称单数（he、she、it、everyone），动词用单数形式，${fix(o, s)}。`,
  WordloomThisPlural: (o, s) =>
    `限定词（determiner）：this/that 修饰单数名词，复数名词前用 these/those（these books，this book），${fix(o, s)}。`,
  WordloomPartitivePlural: (o, s) =>
    `单复数（plural）：one of my、each of the、the number of、two kinds of 这类表示“其中之一/数量”的短语后面接复数名词；后面的名词和动词是复数时，this kind of 也要改为 these kinds of。这里 ${fix(o, s)}。`,
  WordloomPartOfStuff: (o, s) =>
    `主谓一致（subject–verb agreement）：some/most/all of 加不可数名词（money、water）作主语时，谓语用单数（Some of the money was stolen），${fix(o, s)}。`,
  WordloomModalVerb: (o, s) => `情态动词（modal verb）：情态动词后面用动词原形，${fix(o, s)}。`,
  WordloomBeBeforeHabit: (o, s) =>
    `习惯（habit）：always、often、never 等说习惯时直接用动词，前面不用 be，${fix(o, s)}。`,
  WordloomUnrealWould: (o, s) =>
    `虚拟条件句（unreal conditional）：If I were you 这样的假设，主句用 would + 动词原形，${fix(o, s)}。`,
  WordloomModalNoS: (o, s) =>
    `情态动词（modal verb）：can、must、should 等没有加 -s 的形式，主语是 he/she/it 也不变，${fix(o, s)}。`,
  WordloomDoQuestion: (o, s) =>
    `助动词（auxiliary）：疑问句中 do/does/did 已经表示时态和人称，主语后面的动词用原形，${fix(o, s)}。`,
  WordloomBeAgree: (o, s) =>
    `动词（verb）：agree、belong、depend、happen、exist、seem、understand、know、believe 本身是动词，前面不用 be（I understand，Do you know him?），${fix(o, s)}。`,
  WordloomSamePlural: (o, s) =>
    `单复数同形（same plural）：sheep、deer 这类名词的复数和单数一样，不加 -s（two sheep, many deer），${fix(o, s)}。`,
  WordloomThereIsMass: (o, s) =>
    `主谓一致（subject–verb agreement）：不可数名词（homework、information、money）再多也是单数，用 there is / there was，${fix(o, s)}。`,
  WordloomThereIsPlural: (o, s) =>
    `主谓一致（subject–verb agreement）：there be 句型中 be 要与后面的名词单复数一致，${fix(o, s)}。`,
  WordloomToThere: (o, s) =>
    `介词（preposition）：there、here、outside、upstairs 等是副词，前面不加 to，${fix(o, s)}。`,
  WordloomIntroductoryComma: (o) => `标点（punctuation）：句首的过渡语 ${q(o)} 后面要加逗号。`,
  WordloomIntroductoryPhrase: (o) =>
    `标点（punctuation）：较长的句首介词短语结束后（${q(o)} 之后）要加逗号，再接主句。`,
  WordloomIntroductoryClause: (o) =>
    `标点（punctuation）：句首的从句或短语（if、when、because、in the morning 等引导）结束后（${q(o)} 之后）要加逗号，再接主句。`,
  WordloomCannot: () => '拼写（spelling）：can not 通常合写为一个词 cannot。',
  WordloomSentenceStart: sentenceCapital,
  WordloomPairedConjunction: (o) =>
    `连词（conjunction）：英语里 although/because 和 but/so 不能同时使用（不说“虽然…但是”“因为…所以”），${q(o)} 应删除。`,
  WordloomQuestionOrder: (o, s) =>
    `语序（word order）：句子里的间接疑问句用陈述句语序，主语在动词前（Can you tell me where the station is?），${fix(o, s)}。`,
  WordloomPerfectPastTime: (o, s) =>
    `时态（tense）：yesterday、last year、two days ago 这类已经结束的过去时间用一般过去时，不用现在完成时（have/has done），${fix(o, s)}。`,
  WordloomGerundAfterPreposition: (o, s) =>
    `动名词（gerund）：介词（at、in、of、for、about、without 等）后面的动词用 -ing 形式（good at speaking English），${fix(o, s)}。`,
  WordloomLikeToDo: (o, s) =>
    `非谓语动词（infinitive）：like、love、hate 后面的动词要加 to（或用 -ing 形式），${fix(o, s)}。`,
  WordloomRememberTo: (o, s) =>
    `非谓语动词（infinitive）：提醒别人去做某事，remember/forget 后面的动词要加 to（Remember to lock the door），${fix(o, s)}。`,
  WordloomWantTo: (o, s) =>
    `不定式（infinitive）：want somebody to do something，人后面的动词前要加 to，${fix(o, s)}。`,
  WordloomPreferTo: (o, s) =>
    `固定搭配（fixed phrase）：prefer A to B（比起 B 更喜欢 A），不用 than，${fix(o, s)}。`,
  WordloomSayThat: (o, s) =>
    `用词（word choice）：tell 后面要接“告诉的人”（told me that…）；不说对象时用 say（said that…），${fix(o, s)}。`,
  WordloomTimeClauseWill: (o, s) =>
    `时态（tense）：when、after、before、until 引导的时间状语从句用一般现在时表示将来，不用 will（I will call you when I arrive），${fix(o, s)}。`,
  WordloomConditionWill: (o, s) =>
    `时态（tense）：if、unless 引导的条件句用一般现在时表示将来，不用 will（If it rains tomorrow, we will stay at home），${fix(o, s)}。`,
  WordloomSincePerfect: (o, s) =>
    `时态（tense）：since 加过去的时间点、for 加到现在的一段时间，表示一直持续到现在，用现在完成时（I have lived here since 2010 / for five years），${fix(o, s)}。`,
  WordloomCommaSplice: (o, s) =>
    `标点（punctuation）：两个完整的句子不能只用逗号连接（一逗到底），前一句用句号结束，或用 and、so、but 连接，${fix(o, s)}。`,
  WordloomFewer: (o, s) =>
    `单复数（plural）：可数名词的复数前用 fewer，less 只修饰不可数名词（less time），${fix(o, s)}。`,
  WordloomManyUncountable: (o, s) =>
    `不可数名词（uncountable noun）：many 只修饰可数名词的复数，不可数名词（money、water、homework、advice）用 a lot of 或 much，${fix(o, s)}。`,
  WordloomBeDoing: (o, s) =>
    `动词形式（verb form）：be 后面不直接接动词原形：正在进行用 -ing（I am studying English），习惯用一般现在时（I go to school every day），过去的事用一般过去时（I went yesterday），${fix(o, s)}。`,
  WordloomNounAgreement: (o, s) =>
    `主谓一致（subject–verb agreement）：名词主语是复数，be/have 用复数形式（My friends are），是单数就用单数形式（The book is）；看主语的中心词，不看它后面介词短语里的名词（People in China are，The price of the houses is）；“one of …”“each of …” 作主语是单数（One of my friends is）；“the number of …” 是单数（The number of students is），“a number of …” 表示“许多”，是复数（A number of students are），${fix(o, s)}。`,
  WordloomPluralSubjectVerb: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是复数（many students、the advantages、people who …），一般现在时动词用原形，不加 -s，${fix(o, s)}。`,
  WordloomPluralComplement: (o, s) =>
    `单复数（plural）：主语是复数（we、they、my parents），表语名词也用复数（They are good students），${fix(o, s)}。`,
  WordloomPeopleAre: (o, s) => `主谓一致（subject–verb agreement）：people 是复数，${fix(o, s)}。`,
  WordloomMissingThe: (o, s) =>
    `冠词（article）：最高级、序数词和 world 这类独一无二的事物前要加 the；去公园、动物园、电影院这类地方也要加 the（go to the park）；the rest of、the end of、the United States、in the past、the whole world、on the other hand 里的 the 不能省略，${fix(o, s)}。`,
  WordloomPhrase: (o, s, message) =>
    ZH_BY_PHRASE[message] ??
    (s
      ? `用法（usage）：英语的习惯说法是 ${q(s)}，原因见后面的英文说明。`
      : `用法（usage）：${q(o)} 在这里是多余的，原因见后面的英文说明。`),
  WordloomPassiveParticiple: (o, s) =>
    `被动语态（passive）：be 后面接过去分词，不接动词原形（The bridge was built in 1990，It is generated by …），${fix(o, s)}。`,
  WordloomNoPassive: (o, s) =>
    `不及物动词（intransitive verb）：die、happen、occur、disappear、exist 没有被动语态，不用 be + 过去分词，${fix(o, s)}。`,
  WordloomToInfinitive: (o, s) =>
    `不定式（infinitive）：这里用 to + 动词原形：want/hope/try to 后面不用 -ing（try to learn），花费时间用 It takes me two hours to do it，梦想和计划用 My dream is to become a doctor，${fix(o, s)}。`,
  WordloomDoubleSubject: (o, s) =>
    `主语重复（double subject）：英语的主语只说一次，名词主语后面不再用 he/she/it/they 重复，${fix(o, s)}。`,
  WordloomNameArticle: (o, s) =>
    `冠词（article）：国家、城市的名字前不加 the（China、Beijing；the United States、the UK 是例外），${fix(o, s)}。`,
  WordloomRelativeRepeat: (o, s) =>
    `定语从句（relative clause）：which、who、where 已经指代前面的名词，从句里不再用 it、him/her、there 重复，${fix(o, s)}。`,
  WordloomOnePerson: (o, s) =>
    `主谓一致（subject–verb agreement）：everybody、nobody、someone 等不定代词作主语是单数，动词加 -s，${fix(o, s)}。`,
  WordloomGroupNumber: (o, s) =>
    `主谓一致（subject–verb agreement）：the police、all of us、both of them 是复数；mathematics、physics 这类学科名是单数；很多人的生活是 people's lives；说“够不够、太多”的时间或钱是一个整体，用单数（Two hours is not enough），${fix(o, s)}。`,
  WordloomParticleOrder: (o, s) =>
    `语序（word order）：代词作短语动词的宾语时，放在动词和小品词之间（pick it up、turn it off），${fix(o, s)}。`,
  WordloomPerfectQuestion: (o, s) =>
    `疑问句（question）：现在完成时的疑问句把 have/has 放到主语前，不用 do（Have you finished your homework?），${fix(o, s)}。`,
  WordloomGerundSubject: (o, s) =>
    `动名词（gerund）：动作作主语时用 -ing 形式（Studying hard is important），${fix(o, s)}。`,
  WordloomFirstTimePerfect: (o, s) =>
    `时态（tense）：This is the first time … 说的是到现在为止的第一次，用现在完成时（This is the first time I have come here），${fix(o, s)}。`,
  WordloomQuestionTag: (o, s) =>
    `反意疑问句（question tag）：句末的附加问句要重复前面的主语和助动词，肯定句后用否定（You are a student, aren't you?；He likes apples, doesn't he?），不能都用 isn't it，${fix(o, s)}。`,
  WordloomRelativePronoun: (o, s) =>
    `定语从句（relative clause）：先行词是人用 who，是物用 which 或 that（the man who lives next door，the book which I bought）；everything、all、things 后面用 that，不用 what（everything that I have）；先行词是地点、从句里缺 in 时用 where（the place where I was born）；关系代词在从句里作主语时用 who，不用 whom（the man who I think is honest），${fix(o, s)}。`,
  WordloomStateProgressive: (o, s) =>
    `时态（tense）：know、understand、believe、own、belong 和表示“拥有”的 have 是状态动词，说现在的情况用一般现在时，不用进行时（I know the answer，She has a car），${fix(o, s)}。`,
  WordloomReportedQuestion: (o, s) =>
    `间接疑问句（reported question）：ask 后面转述的问题由疑问词（where、what、whether、if…）开头，前面不加 that；一般疑问句用 if 引出，用陈述语序，asked 之后时态随之变成过去（He asked me if I liked it），${fix(o, s)}。`,
  WordloomWordOrder: (o, s) =>
    `语序（word order）：英语的宾语放在 well、very much 之前，always/often/never 等频率副词放在 be 动词之后，${fix(o, s)}。`,
  WordloomNegativeEither: (o, s) =>
    `词语选择（word choice）：否定句里的 “也” 用 either，不用 too（I don't like it either），${fix(o, s)}。`,
  WordloomSuperlative: (o, s) =>
    `最高级（superlative）：与所有同类相比（I have ever read、in the world、of all）用最高级 the most，${fix(o, s)}。`,
  WordloomErComparative: (o, s) =>
    `比较级（comparative）：单音节形容词和以 -y 结尾的形容词比较时加 -er，不用 more（taller、bigger、happier），${fix(o, s)}。`,
  WordloomDifferenceOrder: (o, s) =>
    `语序（word order）：相差多少放在比较级前面，“他比我大两岁” 是 He is two years older than me，${fix(o, s)}。`,
  WordloomSplitWord: (o, s) => `词的分合（word boundary）：这是一个词，不分开写，${fix(o, s)}。`,
  WordloomDoubleNegative: (o, s) =>
    `双重否定（double negative）：nobody、no one、nothing 本身就是否定，后面不再用 don't/can't；“没有人不……”就是“人人都……”（Everybody knows him），${fix(o, s)}。`,
  WordloomConfusedWord: (o, s) =>
    `易混词（confused words）：形近、音近或词性不同的词容易用混，${fix(o, s)}。`,
  WordloomParticipleAsVerb: (o, s) =>
    `时态（tense）：过去分词（seen、done、gone）不能单独作谓语，前面要有 have/has（I have seen it），说过去的事就用过去式（I saw him yesterday），${fix(o, s)}。`,
  WordloomPastPerfect: (o, s) =>
    `过去完成时（past perfect）：在过去某个时间之前已经完成的事用 had + 过去分词（By the time he came, I had already left），${fix(o, s)}。`,
  WordloomPastTime: (o, s) =>
    `时态（tense）：句子里的时间（yesterday、last week、two days ago）说的是过去，动词要用过去式，问句里的 do/does 也要用 did（What did you do yesterday?），${fix(o, s)}。`,
  WordloomFeelingAdjective: (o, s) =>
    `用词（word choice）：人的感受用 -ed 形容词（interested、bored），让人产生这种感受的事物用 -ing 形容词（interesting、boring），${fix(o, s)}。`,
  WordloomVeryVerb: (o, s) => `用词（word choice）：very 不能修饰动词，可用 really，${fix(o, s)}。`,
  WordloomThereHave: (o, s) => `there be 句型：表示“有”用 there is/are，不用 there have，${fix(o, s)}。`,
  WordloomUncountableArticle: (o) =>
    `不可数名词（uncountable noun）：information、advice 等不可数名词前不用 a/an，${q(o.trim())} 应删除。`,
  WordloomBareVerbAfterDo: (o, s) => `否定（negation）：don't/doesn't/didn't 后面用动词原形，${fix(o, s)}。`,
  WordloomGerund: (o, s) =>
    `动名词（gerund）：enjoy、avoid、finish、mind、suggest、look forward to 和 be/get used to（习惯于）后面接动词 -ing 形式，${fix(o, s)}。`,
  WordloomGerundPhrase: (o, s) =>
    `动名词（gerund）：no use、have difficulty/trouble、succeed in、insist on、how/what about、pay attention to、can't help（忍不住）、think of、prevent … from、object to 和介词后面的动词用 -ing 形式（for being late），爱好也用 -ing 说（My hobby is playing basketball）；no need 后面用 to do（no need to worry），${fix(o, s)}。`,
  WordloomExplainTo: (o, s) =>
    `介词（preposition）：explain、describe、introduce 后面不能直接接人再接事物，要说 explain something to someone，${fix(o, s)}。`,
  WordloomModalAble: (o, s) =>
    s
      ? `情态动词（modal verb）：able 是形容词，情态动词后面要用 be able to，${fix(o, s)}。`
      : `情态动词（modal verb）：can 本身就是“能够”，不再加 able to，${q(o.trim())} 应删除。`,
  WordloomPeopleInGeneral: (o, s) =>
    `单复数（plural）：泛指一类人时用复数（for students），说一个人要加冠词（for a student），${fix(o, s)}。`,
  WordloomForSomeone: (o, s) =>
    `介词（preposition）：“对某人来说很容易/重要（做某事）”用 it is easy for someone to do，${fix(o, s)}。`,
  WordloomAnotherPlural: (o, s) =>
    `限定词（determiner）：another 只修饰单数名词，复数名词前用 other，${fix(o, s)}。`,
  WordloomRelativeAgreement: (o, s) =>
    `主谓一致（subject–verb agreement）：定语从句的动词要与先行词一致，先行词是单数，${fix(o, s)}。`,
  WordloomCountedPlural: (o, s) =>
    `可数名词（countable noun）：much 修饰不可数名词，可数名词复数前用 many（How many books），${fix(o, s)}。`,
  WordloomExtraTo: (o, s) =>
    `不定式（bare infinitive）：情态动词（以及 had better、would rather、why not）、make/let/suggest + 宾语、see/hear/watch + 宾语后面直接用动词原形，不加 to，${fix(o, s)}。`,
  WordloomBareAfterMake: (o, s) =>
    `使役动词（causative verb）：make/let + 宾语后面用动词原形，不用过去式或第三人称单数形式（He made me laugh），${fix(o, s)}。`,
  WordloomSuggestThat: (o, s) =>
    `句型（sentence pattern）：suggest 后面不用“宾语 + to do”，而用 that 从句（从句的主语用主格 I/he/she/we/they），${fix(o, s)}。`,
  WordloomAlmostNoun: (o, s) =>
    `用词（word choice）：almost 是副词，不能直接修饰名词，“大多数人” 是 most people，${fix(o, s)}。`,
  WordloomHolidayName: (o, s) =>
    `大写（capitalization）：节日和纪念日的名称是专有名词，每个实词首字母大写，${q(o)} 应写作 ${q(s)}。`,
  WordloomCommentComma: (o) =>
    `标点（punctuation）：which means that、which is why、especially when 等是对前面整句话的补充说明，前面要加逗号：${q(o)} 后面加逗号。`,
  WordloomClauseComma: (o) =>
    `标点（punctuation）：${q(o)} 是前一分句的宾语，后面是新分句的主语，中间要加逗号。`,
  WordloomTher: (o, s) => `拼写错误：${q(o)} 应拼写为 ${q(s)}（there 表示“有/那里”，their 表示“他们的”）。`,
  [NOT_A_WORD_RULE]: () => `拼写（spelling）：这不是一个英语单词，英语单词最多有 ${LONGEST_WORD} 个字母。`,
  WordloomCapitalAfterComma: (o, s) =>
    `大写（capitalization）：逗号不结束句子，逗号后面的单词用小写，${q(o)} 应写作 ${q(s)}。`,
  WordloomEndPunctuation: (_o, s) =>
    s.endsWith('?')
      ? '标点（punctuation）：疑问句末尾要加问号。'
      : s.endsWith('!')
        ? '标点（punctuation）：感叹句末尾要加感叹号。'
        : '标点（punctuation）：句子末尾要加句号。',
};

/** Fallbacks per Harper LintKind. */
const ZH_BY_KIND: Record<string, Explain> = {
  Spelling: (o, s) =>
    s ? `拼写（spelling）：${q(o)} 应写作 ${q(s)}。` : `拼写（spelling）：${q(o)} 的拼写有误。`,
  Typo: (o, s) => (s ? `笔误（typo）：${q(o)} 应写作 ${q(s)}。` : `笔误（typo）：${q(o)} 可能写错了。`),
  BoundaryError: (o, s) => `词的分合（word boundary）：${q(o)} 应写作 ${q(s)}。`,
  Punctuation: (o, s) =>
    s || o.trim()
      ? `标点（punctuation）：${q(o)} 处的标点应调整为 ${q(s)}。`
      : '标点（punctuation）：标点或空格的用法有误。',
  Formatting: () => '格式（formatting）：空格或符号的格式有误。',
  Capitalization: (o, s) => `大小写（capitalization）：${q(o)} 应写作 ${q(s)}。`,
  Agreement: (o, s) => `一致（agreement）：词形要与相关的词在人称、数上保持一致，${fix(o, s)}。`,
  Grammar: (o, s) => `语法（grammar）：${q(o)} 的用法有误，可改为 ${q(s)}。`,
  Miscellaneous: (o, s) => `语法（grammar）：${q(o)} 的用法有误，可改为 ${q(s)}。`,
  WordOrder: (o, s) => `语序（word order）：${q(o)} 的词序不对，可改为 ${q(s)}。`,
  WordChoice: (o, s) => `用词（word choice）：${q(o)} 用词不当，可改为 ${q(s)}。`,
  Usage: (o, s) => `用法（usage）：${q(o)} 的用法不地道，可改为 ${q(s)}。`,
  Malapropism: (o, s) => `用词（word choice）：${q(o)} 可能是误用的近音词，应为 ${q(s)}。`,
  Eggcorn: (o, s) => `用词（word choice）：${q(o)} 可能是误用的近音词，应为 ${q(s)}。`,
  Nonstandard: (o, s) => `用法（usage）：${q(o)} 不是标准用法，可改为 ${q(s)}。`,
  Regionalism: (o, s) => `用词（word choice）：${q(o)} 是地区性用法，你选择的美式或英式英语常用 ${q(s)}。`,
  Style: (o, s) => `文体（style）：${fix(o, s, '可')}，读起来更自然。`,
  Readability: () => '可读性（readability）：这里可以写得更简洁易读。',
  Repetition: (o, s) => `重复（repetition）：${q(o)} 有重复，可改为 ${q(s)}。`,
  Enhancement: (o, s) => `润色（enhancement）：${fix(o, s, '可')}，表达更好。`,
  Redundancy: (o, s) => `冗余（redundancy）：${q(o)} 有多余的词，可改为 ${q(s)}。`,
};

/**
 * Harper's message with `code` marks turned into quotes. A spelling message names Harper's first guess; when
 * the checker chose another word ("definelty": "definitely", not "definest"), it names the chosen one.
 */
export function englishExplanation(lint: RawLint, suggestion?: string): string {
  const first = lint.suggestions[0]?.text;
  const message =
    (lint.kind === 'Spelling' || SPELLING_RULES.has(lint.rule)) && suggestion && first && first !== suggestion
      ? lint.message.replaceAll(`\`${first}\``, `\`${suggestion}\``)
      : lint.message;
  const text = message.replace(/`([^`]*)`/g, '"$1"').trim();
  return text || 'Possible problem.';
}

export function chineseExplanation(lint: RawLint, original: string, suggestion: string): string {
  const explain = ZH_BY_RULE[lint.rule] ?? ZH_BY_KIND[lint.kind];
  const trimmed = { o: original.trim() || original, s: suggestion.trim() || suggestion };
  return explain
    ? explain(trimmed.o, trimmed.s, lint.message)
    : `可能的问题（possible problem）：${q(trimmed.o)}。`;
}
