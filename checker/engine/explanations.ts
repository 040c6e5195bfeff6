import type { RawLint } from './lints';
import { LONGEST_WORD, NOT_A_WORD_RULE } from './long-words';
import { SPELLING_RULES } from './rules';
import { fix, IRREGULAR_VERB, q, sentenceCapital, type Explain } from './zh';
import { RULES } from '../rules/registry';

/*
 * What an issue says: Harper's English message, and why in Chinese: a learner rule's own explanation (its
 * declaration), else one per Harper rule, else one per Harper LintKind.
 */

/** Chinese explanations for Harper's rules learners meet most; a learner rule's own is in its declaration. */
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
  [NOT_A_WORD_RULE]: () => `拼写（spelling）：这不是一个英语单词，英语单词最多有 ${LONGEST_WORD} 个字母。`,
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
  if (lint.zh) return lint.zh;
  const explain = RULES.get(lint.rule)?.zh ?? ZH_BY_RULE[lint.rule] ?? ZH_BY_KIND[lint.kind];
  const trimmed = { o: original.trim() || original, s: suggestion.trim() || suggestion };
  return explain
    ? explain(trimmed.o, trimmed.s, lint.message)
    : `可能的问题（possible problem）：${q(trimmed.o)}。`;
}
