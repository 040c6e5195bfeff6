import { fix } from '../../engine/zh';
import { wordsLint, type RawLint } from '../../engine/lints';
import type { WholeRule, SentenceContext } from '../rule';

export const missingArticleRule: WholeRule = {
  id: 'WordloomMissingArticle',
  type: 'grammar',
  en: '"the same" needs its article.',
  zh: (o, s) => `冠词（article）：固定搭配 the same、a lot of 里的冠词不能省略，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['The results are same.', 'The results are the same.'],
      ['I spent lot of time on it.', 'I spent a lot of time on it.'],
      ['I have same problem as you.', 'I have the same problem as you.'],
      ['He said same thing yesterday.', 'He said the same thing yesterday.'],
    ],
    right: [
      'The results are the same.',
      'I spent a lot of time on it.',
      'I have the same problem as you.',
      'He said the same thing yesterday.',
    ],
  },
  lints: missingArticle,
};

/**
 * Words before "same" that leave out its article: "is not same", "at same time", "I have same problem", "He
 * said same thing" ("same" picks one thing out; "Same here" has no word before it, "same-sex" is one word).
 */
const BEFORE_BARE_SAME = new Set(
  'am is are was were be been being not at in of on with from for about into by have has had having share shares shared wear wears wore make makes made do does did get gets got feel feels felt take takes took say says said'.split(
    ' ',
  ),
);

/** "is same" -> "is the same", "spent lot of time" -> "spent a lot of time": a fixed phrase lost its article. */
function missingArticle(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const before = words[index - 1];
    const next = words[index + 1];
    const article =
      word.lower === 'same' && before && BEFORE_BARE_SAME.has(before.lower)
        ? 'the'
        : word.lower === 'lot' &&
            next?.lower === 'of' &&
            (!before || !/^(a|the|whole|this|that)$/.test(before.lower)) &&
            !/^(a|an|the)$/.test(words[index - 2]?.lower ?? '')
          ? 'a'
          : null;
    if (!article || word.text !== word.lower) return;
    if (before && !/^\s+$/.test(sentence.slice(before.end, word.start))) return;
    const message = `"${article} ${word.text}" needs its article.`;
    lints.push(
      wordsLint(
        'WordloomMissingArticle',
        'Grammar',
        word,
        word,
        sentence,
        `${article} ${word.text}`,
        message,
      ),
    );
  });
  return lints;
}
