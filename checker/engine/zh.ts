/*
 * The pieces Chinese explanations are made of: a quoted word, "“o” 应改为 “s”", and texts two rules share.
 */

/** `message` is the lint's English reason, which phrase tables give per entry. */
export type Explain = (original: string, suggestion: string, message: string) => string;

export const q = (text: string) => `“${text}”`;
/** "“o” 应改为 “s”", or "“o” 应删除" for a removal. */
export const fix = (o: string, s: string, modal = '应') =>
  s ? `${q(o)} ${modal}改为 ${q(s)}` : `${q(o)} ${modal}删除`;

export const IRREGULAR_VERB =
  '不规则动词（irregular verb）：这个动词的过去式和过去分词不是加 -ed 构成的，要逐个记住（go – went – gone，buy – bought – bought）。';

export const sentenceCapital: Explain = (o, s) =>
  `大写（capitalization）：句子的第一个单词要大写，${q(o)} 应写作 ${q(s)}。`;
