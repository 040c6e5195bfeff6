import { q } from '../../engine/zh';
import type { RawLint } from '../../engine/lints';
import type { WholeRule } from '../rule';

export const capitalAfterCommaRule: WholeRule = {
  id: 'WordloomCapitalAfterComma',
  type: 'spelling',
  en: 'A comma does not end the sentence: the next word starts with a small letter.',
  zh: (o, s) => `大写（capitalization）：逗号不结束句子，逗号后面的单词用小写，${q(o)} 应写作 ${q(s)}。`,
  examples: {
    wrong: [
      [
        'For example, When I traveled to France, I was happy.',
        'For example, when I traveled to France, I was happy.',
      ],
    ],
    right: ['For example, when I traveled to France, I was happy.'],
  },
  lints: capitalAfterComma,
};

/** Words that start a clause or a phrase, which a comma before them does not make capital. */
const AFTER_COMMA = new Set(
  'when because and but so if although though while which who that the this these it we they he she you my our there then'.split(
    ' ',
  ),
);

/**
 * "For example, When I traveled" -> "when": a comma does not end the sentence, so the next word keeps a small
 * letter. Not after a verb that quotes ("He said, This can …" starts a quotation), nor in a name ("The Hague").
 */
function capitalAfterComma(sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  // Not before a capitalised word: a name ("The Hague", "The Beatles") keeps its "The".
  for (const match of sentence.matchAll(/(\S+)\s*,\s+([A-Z][a-z]*)\b(?!\s+(?!I\b)[A-Z])/g)) {
    const [, before, word] = match as unknown as [string, string, string];
    if (
      !AFTER_COMMA.has(word.toLowerCase()) ||
      /^(?:said|says|say|asked|asks|wrote|writes|thought)$/i.test(before)
    )
      continue;
    const start = match.index + match[0].length - word.length;
    lints.push({
      rule: 'WordloomCapitalAfterComma',
      kind: 'Capitalization',
      start,
      end: start + word.length,
      problem: word,
      message: 'A comma does not end the sentence: the next word starts with a small letter.',
      suggestions: [{ kind: 'replace', text: word.toLowerCase() }],
    });
  }
  return lints;
}
