import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const explainToRule: WholeRule = {
  id: 'WordloomExplainTo',
  type: 'grammar',
  en: 'You explain something "to" someone: "explained the rule to me".',
  zh: (o, s) =>
    `介词（preposition）：explain、describe、introduce 后面不能直接接人再接事物，要说 explain something to someone，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He explained me the rule.', 'He explained the rule to me.'],
      ['He explained me the problem.', 'He explained the problem to me.'],
      ['Please describe me your hometown.', 'Please describe your hometown to me.'],
      ['I want to introduce you my friend.', 'I want to introduce my friend to you.'],
    ],
    right: [
      'He explained the rule to me.',
      'He explained the problem to me.',
      'Please describe your hometown to me.',
      'I want to introduce my friend to you.',
    ],
  },
  lints: explainTo,
};

/* moved */

/**
 * "He explained me the rule" -> "explained the rule to me": you explain something to someone. A short thing
 * explained that ends the clause goes before "to me"; a longer one, or a question, stays after it
 * ("explained to me how it works"). Only "me", "us" and "him": "explain them to you" (things) and "explain
 * her decision" (her = possessive) are right. "Please describe me your hometown", "I want to introduce you
 * my friend" -> "describe your hometown to me", "introduce my friend to you" too, only with the thing
 * ("How would you describe me?", "Let me introduce you" are right).
 */
export function explainTo(sentence: string): RawLint[] {
  return [
    ...sentence.matchAll(
      /\b(explain(?:s|ed|ing)?|(?:describ|introduc)(?:e|es|ed|ing))\s+(me|him|us|you)\b(?!\s+to\b)(?:\s+((?:the|this|that|these|those|my|his|her|our|their|your|a|an)\s+[a-z]+(?:\s+[a-z]+)?)(?=\s*[.,;!?]|\s*$))?/gi,
    ),
  ].flatMap((match) => {
    const [, verb, person, thing] = match;
    const explain = /^explain/i.test(verb!);
    if (explain ? person!.toLowerCase() === 'you' : !thing) return [];
    const fixed = thing ? `${verb} ${thing} to ${person}` : `${verb} to ${person}`;
    return [
      lint(
        'WordloomExplainTo',
        'Grammar',
        sentence,
        match.index,
        match.index + match[0].length,
        fixed,
        `You ${explain ? 'explain' : /^describ/i.test(verb!) ? 'describe' : 'introduce'} something "to" someone: "${fixed}".`,
      ),
    ];
  });
}
