import { q } from '../../engine/zh';
import type { WholeRule, SentenceContext } from '../rule';
import { wordsLint, type RawLint } from '../../engine/lints';
import { isNoun } from '../../lexicon/forms';

export const therRule: WholeRule = {
  id: 'WordloomTher',
  type: 'spelling',
  en: '"ther" is misspelled: "there".',
  zh: (o, s) => `拼写错误：${q(o)} 应拼写为 ${q(s)}（there 表示“有/那里”，their 表示“他们的”）。`,
  examples: {
    wrong: [
      ['Many times ther is no way back.', 'Many times there is no way back.'],
      ['They love ther children.', 'They love their children.'],
    ],
    right: ['Many times there is no way back.', 'They love their children.'],
  },
  lints: ther,
};

/** Verbs after which a misspelled "ther" is "there": "ther is", "ther were". */
const THERE_VERBS = new Set("is are was were will would has have had isn't aren't wasn't weren't".split(' '));

/**
 * "ther is" -> "there is", "ther lifestyle" -> "their lifestyle": Harper offers "the", "thee" and "their"
 * and cannot choose; the next word can. Nothing when it is neither a verb of "there is" nor a noun.
 */
function ther(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word.lower !== 'ther' || !next) return;
    const fixed = THERE_VERBS.has(next.lower) ? 'there' : isNoun(next.lower) ? 'their' : null;
    if (!fixed) return;
    const text = word.text[0] === 'T' ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
    lints.push(
      wordsLint(
        'WordloomTher',
        'Spelling',
        word,
        word,
        sentence,
        text,
        `"${word.text}" is misspelled: "${text}".`,
      ),
    );
  });
  return lints;
}
