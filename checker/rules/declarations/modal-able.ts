import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { fix, q } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const modalAbleRule: WholeRule = {
  id: 'WordloomModalAble',
  type: 'grammar',
  en: 'After "will", it is "be able to".',
  zh: (o, s) =>
    s
      ? `情态动词（modal verb）：able 是形容词，情态动词后面要用 be able to，${fix(o, s)}。`
      : `情态动词（modal verb）：can 本身就是“能够”，不再加 able to，${q(o.trim())} 应删除。`,
  examples: {
    wrong: [
      ['We will able to go there.', 'We will be able to go there.'],
      ['I can able to swim.', 'I can swim.'],
      ["She can't able to come.", "She can't come."],
    ],
    right: ['We will be able to go there.', 'I can swim.', "She can't come."],
  },
  lints: modalAble,
};

/* moved */

/**
 * "I will able to go" -> "I will be able to go", "we can able to" -> "we can": "able" is an adjective and
 * needs "be" after a modal; "can" already means "be able to".
 */
export function modalAble(sentence: string): RawLint[] {
  const pattern =
    /\b(will|would|should|must|may|might|shall|can|could|can't|cannot|couldn't|won't|wouldn't|shouldn't)(\s+not)?\s+(able\s+to\b)/gi;
  return [...sentence.matchAll(pattern)].map((match) => {
    const able = match.index + match[0].length - match[3]!.length;
    // "She can't able to come" -> "can't come": "can" already says "be able to".
    const can = /^(can|could|can't|cannot|couldn't)$/i.test(match[1]!);
    const start = can ? match.index + match[1]!.length + (match[2]?.length ?? 0) : able;
    return lint(
      'WordloomModalAble',
      'Grammar',
      sentence,
      start,
      can ? able + match[3]!.length : able + 4,
      can ? '' : 'be able',
      can ? `"${match[1]}" already means "be able to".` : `After "${match[1]}", it is "be able to".`,
    );
  });
}
