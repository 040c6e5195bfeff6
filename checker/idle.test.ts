import { afterAll, expect, it } from 'vitest';
import { createOfflineChecker } from './index';

const ENGLISH = { grammarLanguage: 'english', englishVariety: 'american' } as const;
const BILINGUAL = { grammarLanguage: 'bilingual', englishVariety: 'american' } as const;

// A checker that lets its worker go after 200 ms without work.
const checker = createOfflineChecker({ idleMs: 200 });
afterAll(() => checker.close());

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}

it('starts Harper lazily, releases it when idle and starts it again', { timeout: 90_000 }, async () => {
  expect(checker.running).toBe(false);
  expect(checker.starts).toBe(0);

  expect((await checker.check('This is a apple.', ENGLISH)).correctedSentence).toBe('This is an apple.');
  expect(checker.starts).toBe(1);

  expect(await waitFor(() => !checker.running, 5_000)).toBe(true);

  const again = await checker.check('She go to school every day.', BILINGUAL);
  expect(again.correctedSentence).toBe('She goes to school every day.');
  expect(checker.starts).toBe(2);

  await checker.close();
  expect(checker.running).toBe(false);
  await expect(checker.check('This is a apple.', ENGLISH)).rejects.toThrow(/closed/);
});
