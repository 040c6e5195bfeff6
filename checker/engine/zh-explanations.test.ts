import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineChecker } from '..';

/*
 * The built-in checker's Chinese says why, as a teacher would, instead of repeating the correction the
 * learner already sees above it ("“borrow” 应改为 “lend”"). Only explanation text is checked here: the
 * corrections themselves are the learner tests' business.
 */

const BILINGUAL = { grammarLanguage: 'bilingual', englishVariety: 'american' } as const;
const checker = createOfflineChecker();
afterAll(() => checker.close());

/** The Chinese half of a bilingual explanation: everything before the English reason. */
async function chineseFor(sentence: string, original: string): Promise<string> {
  const { issues } = await checker.check(sentence, BILINGUAL);
  const issue = issues.find((found) => found.original.trim() === original);
  expect(issue, `${sentence}: no issue on "${original}"`).toBeDefined();
  return issue!.explanation.replace(/\s[A-Z"][^\u4e00-\u9fff]*$/u, '');
}

describe('Chinese explanations of the built-in checker', () => {
  it.each([
    ['Can you borrow me your pen?', 'borrow', /^用词（word choice）：borrow 是“借入”.*lend 是“借出”/],
    ['The book spent me 50 yuan.', 'spent', /^用词（word choice）：.*主语是东西，用 cost/],
    ['It spent me two hours to finish it.', 'spent', /^用词（word choice）：.*要用 take/],
    [
      'I will discuss with my teacher about this.',
      'discuss with my teacher about this',
      /^及物动词（transitive verb）：discuss .*不加 about/,
    ],
    ['I reached to Beijing yesterday.', 'reached to', /^及物动词（transitive verb）：reach .*不加 to 或 at/],
    ['I like listening music.', 'listening', /^固定搭配（fixed phrase）：listen 是不及物动词/],
    ['She is married with a doctor.', 'is married with', /^固定搭配（fixed phrase）：.*不用 with/],
    ['We arrived at Beijing yesterday.', 'arrived at', /^介词（preposition）：arrive 后面接城市、国家/],
    ['They arrived in the airport at noon.', 'arrived in', /^介词（preposition）：arrive 后面接车站/],
    ['Please close the light when you leave.', 'close', /^用词（word choice）：关灯、关电器用 turn off/],
    ['Please open the computer now.', 'open', /^用词（word choice）：开灯、开电器用 turn on/],
    ['I like watching books.', 'watching', /^用词（word choice）：中文说“看书、看报”，英语要用 read/],
    ["I'll see you in the weekend.", 'in the weekend', /^介词（preposition）：美式英语说 on the weekend/],
    ['He catched the ball.', 'catched', /^不规则动词（irregular verb）：.*不是加 -ed 构成的/],
    ['I like the the book.', 'the the', /^重复（repeated word）：同一个词连着写了两遍/],
  ])('%s: says why, not only what to write', async (sentence, original, why) => {
    const zh = await chineseFor(sentence, original);
    expect(zh).toMatch(why);
    // The correction is shown above the explanation: repeating it is no reason.
    expect(zh).not.toMatch(/应改为|应为/);
  });

  it('does not call borrow/lend a fixed phrase', async () => {
    expect(await chineseFor('Can you borrow me your pen?', 'borrow')).not.toContain('固定搭配');
  });
});
