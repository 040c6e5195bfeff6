import { describe, expect, it } from 'vitest';
import { buildCheckWithEdits } from './build';
import type { RawLint } from './lints';
import { withSecondPass } from './second-pass';

const settings = { grammarLanguage: 'english', englishVariety: 'american' } as const;

/** A lint replacing `problem` in `sentence` with `text`. */
function replacing(sentence: string, problem: string, text: string, rule: string): RawLint {
  const start = sentence.indexOf(problem);
  return {
    rule,
    kind: 'Grammar',
    start,
    end: start + problem.length,
    problem,
    message: `${problem} -> ${text}`,
    suggestions: [{ kind: 'replace', text }],
  };
}

type Fix = [problem: string, text: string, rule: string];

/** The check of `sentence` with one fix in the first pass and one in the second, on the corrected text. */
function twoPasses(sentence: string, firstFix: Fix, laterFix: Fix) {
  const first = buildCheckWithEdits(sentence, [replacing(sentence, ...firstFix)], settings);
  const corrected = first.check.correctedSentence;
  const second = buildCheckWithEdits(corrected, [replacing(corrected, ...laterFix)], settings);
  return withSecondPass(sentence, first, second, 'english');
}

describe('the second pass over the corrected sentence', () => {
  it('carries a later fix inside a first fix back into that fix', () => {
    const check = twoPasses(
      'They did not developped it.',
      ['developped', 'developed', 'A'],
      ['developed', 'develop', 'B'],
    );
    expect(check.correctedSentence).toBe('They did not develop it.');
    expect(check.issues).toMatchObject([{ original: 'developped', suggestion: 'develop' }]);
  });

  it('makes neither fix where a later one would undo the first, so no issue leaves its words as they were', () => {
    const sentence = 'It has been used for quite a while.';
    // Harper's spelling fix, then a learner rule that puts the word back ("quiet a while" -> "quite").
    const check = twoPasses(sentence, ['quite', 'quiet', 'SpellCheck'], ['quiet', 'quite', 'B']);
    expect(check).toMatchObject({ correctedSentence: sentence, issues: [], isCorrect: true });
  });

  it('lets a later fix over a whole first fix take its place, saying what both said', () => {
    const check = twoPasses(
      'Please dont be worry about it.',
      ['dont', "don't", 'A'],
      ["don't be worry", "don't worry", 'B'],
    );
    expect(check.correctedSentence).toBe("Please don't worry about it.");
    expect(check.issues).toMatchObject([
      { original: 'dont be worry', suggestion: "don't worry", start: 7, end: 20 },
    ]);
    expect(check.issues[0]!.explanation).toBe("dont -> don't don't be worry -> don't worry");
  });

  it('drops a later fix that cuts through a first fix', () => {
    const check = twoPasses('Please dont be worry about it.', ['dont', "don't", 'A'], ["'t be", 'x', 'B']);
    expect(check.correctedSentence).toBe("Please don't be worry about it.");
    expect(check.issues).toMatchObject([{ original: 'dont', suggestion: "don't" }]);
  });
});
