import { describe, expect, it } from 'vitest';
import { acceptedEdits, inPrecedence } from './conflicts';
import { replacementLint, type RawLint } from './lints';

/* The written conflict policy (conflicts.ts), rule by rule. */

const SENTENCE = 'She go to school every day';
const lint = (rule: string, kind: string, start: number, end: number): RawLint =>
  replacementLint(rule, kind, SENTENCE, start, end, 'x', `${rule} ${kind}`);
const names = (lints: readonly RawLint[]) => lints.map((one) => one.message);

describe('the conflict policy', () => {
  it('1. drops the lints of Harper a learner rule about the same words overlaps, not those beside it', () => {
    const harper = lint('PronounVerbAgreement', 'Agreement', 4, 6);
    const beside = lint('SpellCheck', 'Spelling', 10, 16);
    const own = lint('WordloomThirdPerson', 'Agreement', 0, 6);
    expect(names(inPrecedence([harper, beside, own]))).toEqual([
      'WordloomThirdPerson Agreement',
      'SpellCheck Spelling',
    ]);
  });

  it("1. keeps Harper's lints under a learner punctuation lint: a comma is no judgement of the words", () => {
    const harper = lint('SpellCheck', 'Spelling', 10, 16);
    const comma = lint('WordloomIntroductoryComma', 'Punctuation', 7, 16);
    expect(names(inPrecedence([comma, harper]))).toEqual([
      'SpellCheck Spelling',
      'WordloomIntroductoryComma Punctuation',
    ]);
  });

  it('2. puts grammar and word choice before spelling, spelling before punctuation, punctuation before style', () => {
    const lints = [
      lint('A', 'Style', 0, 3),
      lint('B', 'Punctuation', 0, 3),
      lint('C', 'Spelling', 0, 3),
      lint('D', 'WordChoice', 0, 3),
      lint('E', 'Grammar', 0, 3),
    ];
    expect(names(inPrecedence(lints))).toEqual([
      'D WordChoice',
      'E Grammar',
      'C Spelling',
      'B Punctuation',
      'A Style',
    ]);
  });

  it('3. then the lint that starts first; 4. then the order the rules gave them (the registry order)', () => {
    const lints = [lint('A', 'Grammar', 7, 9), lint('B', 'Grammar', 4, 6), lint('C', 'Grammar', 4, 9)];
    expect(names(inPrecedence(lints))).toEqual(['B Grammar', 'C Grammar', 'A Grammar']);
  });

  it('keeps the first of two overlapping fixes out of the corrected sentence, and both of two apart', () => {
    const edits = [
      { start: 4, end: 6, replacement: 'goes' },
      { start: 0, end: 6, replacement: 'They go' },
      { start: 10, end: 16, replacement: 'the school' },
    ];
    expect(acceptedEdits(edits)).toEqual([edits[0], edits[2]]);
  });
});
