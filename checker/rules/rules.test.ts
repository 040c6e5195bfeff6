import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineChecker } from '../index';
import { learnerLints, REGISTRY, RULES } from './registry';
import { analyse } from '../engine/analysis';
import type { Rule, SentenceContext } from './rule';

/*
 * The generic rule test: every declaration's examples, one test per rule named by its id, so a failure names
 * the rule. An error comes back with the declared fix through the whole check (Harper included), in both
 * varieties; a correct sentence gets no lint of the rule.
 */

const checker = createOfflineChecker();
afterAll(() => checker.close());

const VARIETIES = ['american', 'british'] as const;

describe('every learner rule on its examples', () => {
  for (const rule of RULES.values()) {
    it(rule.id, { timeout: 300_000 }, async () => {
      expect(rule.examples.wrong.length, 'a rule shows an error it fixes').toBeGreaterThan(0);
      for (const englishVariety of VARIETIES) {
        for (const [wrong, right] of rule.examples.wrong) {
          const result = await checker.check(wrong, { grammarLanguage: 'english', englishVariety });
          expect({ englishVariety, wrong, corrected: result.correctedSentence }).toEqual({
            englishVariety,
            wrong,
            corrected: right,
          });
          expect(result.isCorrect).toBe(false);
          for (const issue of result.issues) expect(issue.suggestion).not.toBe(issue.original);
        }
        for (const sentence of rule.examples.right) {
          const own = learnerLints(sentence, [], englishVariety).filter((lint) => lint.rule === rule.id);
          expect({ englishVariety, sentence, lints: own }).toEqual({ englishVariety, sentence, lints: [] });
        }
      }
    });
  }
});

describe('the registry', () => {
  // Every declaration file, whether the registry names it or not.
  const files = import.meta.glob<Record<string, Rule>>('./declarations/*.ts', { eager: true });
  const declared = Object.values(files).flatMap((exports) =>
    Object.values(exports).filter((value): value is Rule => typeof value === 'object' && 'examples' in value),
  );
  const examples = declared.flatMap((rule) => rule.examples.wrong.map(([wrong]) => wrong));

  it('has a line for every declaration', () => {
    const missing = declared.filter((rule) => RULES.get(rule.id) !== rule).map((rule) => rule.id);
    expect(missing).toEqual([]);
  });

  it('declares every rule a line of it finds, under that line', () => {
    const context = (sentence: string): SentenceContext => ({
      analysis: analyse(sentence),
      harperLints: [],
      variety: 'american',
      isFlagged: () => true,
    });
    const undeclared = new Set<string>();
    REGISTRY.forEach((entry, line) => {
      const declared = new Set(entry.rules.map((rule) => rule.id));
      for (const sentence of examples)
        for (const lint of entry.lints(sentence, context(sentence)))
          if (!declared.has(lint.rule)) undeclared.add(`line ${line + 1}: ${lint.rule}`);
    });
    expect([...undeclared]).toEqual([]);
  });

  it('names each rule once, each with its own Chinese explanation', () => {
    const declarations = [...new Set(REGISTRY.flatMap((entry) => entry.rules))];
    expect(declarations.map((rule) => rule.id)).toEqual([...RULES.keys()]);
    const zh = declarations.map((rule) => rule.zh('a', 'b', ''));
    expect(new Set(zh).size).toBe(zh.length);
  });
});
