import { fix } from '../../engine/zh';
import type { WholeRule, SentenceContext } from '../rule';
import { wordsLint, type RawLint } from '../../engine/lints';
import { singularOnlyNoun } from '../../lexicon/forms';

export const almostNounRule: WholeRule = {
  id: 'WordloomAlmostNoun',
  type: 'word-choice',
  en: '"almost people" should be "most people".',
  zh: (o, s) =>
    `用词（word choice）：almost 是副词，不能直接修饰名词，“大多数人” 是 most people，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['It is serious but almost people do not know it.', 'It is serious but most people do not know it.'],
    ],
    right: ['It is serious but most people do not know it.'],
  },
  lints: almostNoun,
};

/**
 * "almost people agree" -> "most people": "almost" qualifies a number or "all", not a noun. Only before
 * "people", "of", or a plural that is no verb form ("almost kills" is right).
 */
function almostNoun(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((almost, index) => {
    const next = words[index + 1];
    if (almost.lower !== 'almost' || !next || next.text !== next.lower) return;
    if (!/^\s+$/.test(sentence.slice(almost.end, next.start))) return;
    if (next.lower !== 'people' && next.lower !== 'of' && !singularOnlyNoun(next.lower)) return;
    const most = almost.text[0] === 'A' ? 'Most' : 'most';
    const message = `"${almost.text} ${next.text}" should be "${most} ${next.text}".`;
    lints.push(wordsLint('WordloomAlmostNoun', 'WordChoice', almost, almost, sentence, most, message));
  });
  return lints;
}
