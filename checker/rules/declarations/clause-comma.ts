import { q } from '../../engine/zh';
import { commaAfter, type RawLint } from '../../engine/lints';
import { OBJECT_THEN_SUBJECT, TELLING_VERB_BEFORE } from '../../lexicon/words';
import type { WholeRule } from '../rule';

export const clauseCommaRule: WholeRule = {
  id: 'WordloomClauseComma',
  type: 'punctuation',
  en: 'A comma separates the object "it" from the next clause\'s subject.',
  zh: (o) => `标点（punctuation）：${q(o)} 是前一分句的宾语，后面是新分句的主语，中间要加逗号。`,
  examples: {
    wrong: [['I know it it is true.', 'I know it, it is true.']],
    right: ['I know it, it is true.'],
  },
  lints: objectThenSubject,
};

/**
 * "If they fire you you will" -> "fire you, you will": an object and the next clause's subject. Not after a
 * verb of telling ("I told you you were right": "that" left out, no comma).
 */
function objectThenSubject(sentence: string): RawLint[] {
  const matches = [...sentence.matchAll(OBJECT_THEN_SUBJECT)];
  return matches
    .filter((match) => !TELLING_VERB_BEFORE.test(sentence.slice(0, match.index)))
    .map((match) => {
      const word = match[1]!;
      const message = `A comma separates the object "${word}" from the next clause's subject.`;
      return commaAfter('WordloomClauseComma', sentence, match.index, match.index + word.length, message);
    });
}
