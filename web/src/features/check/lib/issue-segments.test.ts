import { describe, expect, it } from 'vitest';
import type { CheckIssue } from '@contract';
import { issueSegments } from './issue-segments';

const issue = (original: string, start: number, end: number): CheckIssue => ({
  type: 'grammar',
  original,
  suggestion: '',
  explanation: 'why',
  start,
  end,
});

describe('issueSegments', () => {
  it('marks each issue by its offsets, numbered as listed', () => {
    const sentence = 'She go to school everyday.';
    const segments = issueSegments(sentence, [issue('everyday', 17, 25), issue('go', 4, 6)]);
    expect(segments.map((s) => [s.text, s.issue ? (s as { number: number }).number : 0])).toEqual([
      ['She ', 0],
      ['go', 2],
      [' to school ', 0],
      ['everyday', 1],
      ['.', 0],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(sentence);
  });

  it('falls back to the text when offsets are off, and skips what it cannot find', () => {
    const segments = issueSegments('I has a apple.', [issue('has', 0, 1), issue('missing', 0, 7)]);
    expect(segments.filter((s) => s.issue).map((s) => s.text)).toEqual(['has']);
  });

  it('marks overlapping issues once, the wider first', () => {
    const segments = issueSegments('I has a apple.', [
      issue('has', 2, 5),
      issue('has a', 2, 7),
      issue('a apple', 6, 13),
    ]);
    expect(segments.filter((s) => s.issue).map((s) => s.text)).toEqual(['has a']);
  });

  it('marks the words to check between the issues, never over one, and not when its offsets are off', () => {
    const sentence = 'It is importand, she go.';
    const segments = issueSegments(
      sentence,
      [issue('go', 21, 23)],
      [
        { word: 'importand', start: 6, end: 15, guesses: ['important'] },
        { word: 'she', start: 0, end: 3, guesses: [] },
      ],
    );
    expect(segments.map((s) => [s.text, s.issue ? 'issue' : 'unknown' in s ? 'check' : ''])).toEqual([
      ['It is ', ''],
      ['importand', 'check'],
      [', she ', ''],
      ['go', 'issue'],
      ['.', ''],
    ]);
  });
});
