import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { q } from '../../engine/zh';
import { isNoun, isVerb } from '../../lexicon/forms';
import { adjacent, UNCOUNTABLE_NOUNS, adjacentRun } from '../../lexicon/words';
import type { WholeRule, SentenceContext } from '../rule';

export const uncountableArticleRule: WholeRule = {
  id: 'WordloomUncountableArticle',
  type: 'grammar',
  en: '"information" is uncountable: no "a" before it.',
  zh: (o) =>
    `不可数名词（uncountable noun）：information、advice 等不可数名词前不用 a/an，${q(o.trim())} 应删除。`,
  examples: {
    wrong: [
      ['We share a information and ask questions.', 'We share information and ask questions.'],
      ['He gave me a useful advice.', 'He gave me useful advice.'],
      ['It is a good news.', 'It is good news.'],
      ['We did a research on it.', 'We did research on it.'],
      ['I have made a great progress this year.', 'I have made great progress this year.'],
      ['He gave me a very useful advice.', 'He gave me very useful advice.'],
      ['I bought a furniture yesterday.', 'I bought furniture yesterday.'],
      ['We made a great progress.', 'We made great progress.'],
      ['We had a great fun.', 'We had great fun.'],
    ],
    right: [
      'We share information and ask questions.',
      'He gave me useful advice.',
      'It is good news.',
      'We did research on it.',
      'I have made great progress this year.',
    ],
  },
  lints: uncountableArticle,
};

/* moved */

const PHRASE_END_WORDS = new Set(
  'and or but is was are were on in to for with about that which from at by because so than as will can this last today yesterday tomorrow tonight now again here there recently lately since'.split(
    ' ',
  ),
);

/**
 * "share a information" -> "share information", "a useful advice" -> "useful advice": no "a" or "an" before
 * an uncountable noun, with at most one word between. Not before another noun or "of" ("an information
 * desk", "a piece of advice" has its own noun).
 */
export function uncountableArticle(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((article, index) => {
    if (article.lower !== 'a' && article.lower !== 'an') return;
    // "a good news", "a very useful advice": the noun after an adjective, and an intensifier before it.
    const intensified = /^(?:very|really|quite)$/.test(words[index + 1]?.lower ?? '');
    const nounAt = [index + 1, index + 2, ...(intensified ? [index + 3] : [])].find((at) =>
      UNCOUNTABLE_NOUNS.has(words[at]?.lower ?? ''),
    );
    if (nounAt === undefined) return;
    const noun = words[nounAt]!;
    const after = words[nounAt + 1];
    // "a research paper", "a weather report": a noun before another word is a compound's first part, so the
    // noun must end the phrase: punctuation, the end, or a word such as "and", "is", "on".
    if (after && adjacent(sentence, noun, after) && !PHRASE_END_WORDS.has(after.lower)) return;
    // "a research and development program": two nouns joined by "and" before their own noun ("share a
    // information and ask questions" is no such pair: "ask" is a verb).
    const [joined, head] = [words[nounAt + 2], words[nounAt + 3]];
    const pair =
      after && /^(and|or)$/.test(after.lower) && joined && head && adjacent(sentence, joined, head);
    if (pair && isNoun(joined.lower) && !isVerb(joined.lower) && isNoun(head.lower)) return;
    // "a deep knowledge and understanding of": "knowledge" with an adjective can take "a".
    if (after && /^(and|or)$/.test(after.lower) && nounAt === index + 2) return;
    if (!adjacentRun(sentence, words.slice(index, nounAt + 1))) return;
    const next = words[index + 1]!;
    lints.push(
      lint(
        'WordloomUncountableArticle',
        'Grammar',
        sentence,
        article.start,
        next.start,
        '',
        `"${noun.text}" is uncountable: no "${article.lower}" before it.`,
      ),
    );
  });
  return lints;
}
