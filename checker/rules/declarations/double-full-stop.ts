import type { WholeRule } from '../rule';
import { replacementLint, type RawLint } from '../../engine/lints';

export const doubleFullStopRule: WholeRule = {
  id: 'WordloomDoubleFullStop',
  type: 'punctuation',
  en: 'A sentence ends with one full stop.',
  zh: () => '标点（punctuation）：句末只用一个句号。',
  examples: {
    wrong: [['The police can catch them..', 'The police can catch them.']],
    right: ['The police can catch them.'],
  },
  lints: doubleFullStop,
};

/** "catch them.." -> "catch them.": two full stops are one too many (three are an ellipsis). */
function doubleFullStop(sentence: string): RawLint[] {
  const match = /(?<![.])\.\.\s*$/.exec(sentence);
  if (!match || /\betc\.\.\s*$/i.test(sentence)) return [];
  const message = 'A sentence ends with one full stop.';
  return [
    replacementLint(
      'WordloomDoubleFullStop',
      'Punctuation',
      sentence,
      match.index,
      match.index + 2,
      '.',
      message,
    ),
  ];
}
