import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineChecker } from './index';

const BILINGUAL = { grammarLanguage: 'bilingual', englishVariety: 'american' } as const;

/* docs/benchmarks.md: at most 600 MB with the checker loaded, the server's own ~140 MB included. */
const CHECKER_MEMORY_BUDGET_MB = 600;

/** Resident memory of a process, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

describe('a run of letters too long to be a word', () => {
  const checker = createOfflineChecker();
  afterAll(() => checker.close());

  it(
    'runs below the server in the scheduler, so reads go first when checks pile up',
    { timeout: 90_000 },
    async () => {
      await checker.check('She go to school.', BILINGUAL);
      expect(getPriority(checker.pid!)).toBe(Math.min(19, getPriority() + 10));
    },
  );

  it('is reported as not a word, and Harper stays within its memory', { timeout: 90_000 }, async () => {
    const run = 'abcdefghij'.repeat(79);
    const sentence = `I like ${run} a lot.`;
    const result = await checker.check(sentence, BILINGUAL);
    expect(residentMb(checker.pid!)).toBeLessThan(CHECKER_MEMORY_BUDGET_MB);
    expect(result.issues).toEqual([
      {
        type: 'spelling',
        original: `${run} `,
        suggestion: '',
        explanation:
          '拼写（spelling）：这不是一个英语单词，英语单词最多有 45 个字母。 This is not a word: English words have at most 45 letters.',
        start: 7,
        end: 798,
      },
    ]);
    expect(result.correctedSentence).toBe('I like a lot.');
  });

  it('leaves the rest of the sentence checked as usual, at the right places', async () => {
    const [first, second] = ['x'.repeat(100), 'y'.repeat(60)];
    const sentence = `She write ${first} and ${second} then she go home.`;
    const result = await checker.check(sentence, BILINGUAL);
    expect(result.issues.map(({ original, suggestion, start }) => ({ original, suggestion, start }))).toEqual(
      [
        { original: 'write', suggestion: 'writes', start: 4 },
        { original: `${first} `, suggestion: '', start: 10 },
        { original: `${second} `, suggestion: '', start: 115 },
        { original: 'go', suggestion: 'goes', start: 185 },
      ],
    );
    expect(result.correctedSentence).toBe('She writes and then she goes home.');
  });
});
