import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineChecker } from './index';

const ENGLISH = { grammarLanguage: 'english', englishVariety: 'american' } as const;
const BILINGUAL = { grammarLanguage: 'bilingual', englishVariety: 'american' } as const;

// One Harper worker for the whole file: it takes ~2 s and ~400 MB to set up.
const checker = createOfflineChecker();
afterAll(() => checker.close());

const CJK = /[\u4e00-\u9fff]/;

describe('offline checker (Harper in a worker)', () => {
  it(
    'fixes subject-verb agreement and reports a grammar issue on the verb',
    { timeout: 60_000 },
    async () => {
      const result = await checker.check('She go to school every day.', ENGLISH);
      expect(result.correctedSentence).toContain('She goes to school every day.');
      expect(result.isCorrect).toBe(false);
      expect(result.score).toBeLessThan(100);
      const issue = result.issues.find((i) => i.original === 'go');
      expect(issue).toMatchObject({ type: 'grammar', original: 'go', suggestion: 'goes', start: 4, end: 6 });
    },
  );

  it('fixes a/an', async () => {
    const result = await checker.check('This is a apple.', ENGLISH);
    expect(result.correctedSentence).toBe('This is an apple.');
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({
      type: 'grammar',
      original: 'a',
      suggestion: 'an',
      start: 8,
      end: 9,
    });
  });

  it('passes a correct sentence', async () => {
    const sentence = 'I like reading books in the evening.';
    const result = await checker.check(sentence, ENGLISH);
    expect(result).toEqual({
      correctedSentence: sentence,
      isCorrect: true,
      score: 100,
      explanation: 'No problems found.',
      issues: [],
      unknownWords: [],
    });
    const bilingual = await checker.check(sentence, BILINGUAL);
    expect(bilingual.explanation).toMatch(/^没有发现问题。/);
  });

  it('corrects a misspelling with a sensible suggestion', async () => {
    const sentence = 'I recieve a letter from my friend every week.';
    const result = await checker.check(sentence, ENGLISH);
    const issue = result.issues.find((i) => i.type === 'spelling');
    expect(issue).toMatchObject({ original: 'recieve', suggestion: 'receive', start: 2, end: 9 });
    expect(result.correctedSentence).toBe('I receive a letter from my friend every week.');
  });

  it('gives UTF-16 offsets after an emoji and Chinese text', async () => {
    const sentence = '😀😀 你好！He have a recieve book.';
    const result = await checker.check(sentence, ENGLISH);
    expect(result.issues.length).toBeGreaterThanOrEqual(2);
    for (const issue of result.issues) expect(sentence.slice(issue.start, issue.end)).toBe(issue.original);
    const have = result.issues.find((i) => i.original === 'have');
    expect(have).toMatchObject({
      start: sentence.indexOf('have'),
      end: sentence.indexOf('have') + 4,
      suggestion: 'has',
    });
    expect(result.issues.find((i) => i.original === 'recieve')?.start).toBe(sentence.indexOf('recieve'));
    expect(result.correctedSentence).toBe('😀😀 你好！He has a receive book.');
  });

  it('explains in Chinese first for bilingual and in English for english', async () => {
    const sentence = 'She go to school every day.';
    const bilingual = await checker.check(sentence, BILINGUAL);
    const english = await checker.check(sentence, ENGLISH);
    const zhIssue = bilingual.issues.find((i) => i.original === 'go')!;
    expect(zhIssue.explanation).toMatch(/^主谓一致/);
    expect(zhIssue.explanation).toContain('The form of the verb must agree');
    expect(bilingual.explanation).toBe('发现 1 处语法问题。 1 grammar issue.');
    for (const issue of english.issues) expect(issue.explanation).not.toMatch(CJK);
    expect(english.explanation).toBe('1 grammar issue.');
    expect(english.issues.find((i) => i.original === 'go')!.explanation).toBe(
      'The form of the verb must agree in grammatical number with the pronoun.',
    );
  });

  it('names the uncountable noun and how to count it, in Chinese too', async () => {
    const { issues } = await checker.check('I bought two furnitures.', BILINGUAL);
    expect(issues).toMatchObject([{ original: 'furnitures', suggestion: 'pieces of furniture' }]);
    expect(issues[0]!.explanation).toMatch(
      /^不可数名词（uncountable noun）：“furniture” 不可数，没有复数形式，要数的话用 pieces of/,
    );
    expect(issues[0]!.explanation).toContain('is counted in pieces ("pieces of furniture")');
  });

  it('explains each kind of learner error in Chinese by what it is, not by a neighbouring rule', async () => {
    const cases: [sentence: string, original: string, zh: RegExp][] = [
      [
        'Do you have finished your homework?',
        'Do you have finished',
        /^疑问句（question）：现在完成时的问句/,
      ],
      ["I'll pick up you at 8.", 'pick up you', /^语序（word order）：代词作短语动词的宾语/],
      ['Study hard is important.', 'Study', /^动名词（gerund）：动作作主语/],
      ['This is the first time I come here.', 'come', /^时态（tense）：This is the first time/],
      ["You are a student, isn't it?", "isn't it", /^反意疑问句（question tag）/],
      ['He asked me that where I lived.', 'that where', /^间接疑问句（reported question）/],
      [
        'The man which lives next door is kind.',
        'which',
        /^定语从句（relative clause）：指人的定语从句用 who/,
      ],
      ['I am knowing the answer.', 'am knowing', /^时态（tense）：know、understand/],
      [
        'Many students spends too much time on games.',
        'spends',
        /^主谓一致（subject–verb agreement）：主语是复数（many students/,
      ],
      ['Really?I did not know.', '?', /^标点（punctuation）：英文句号、问号、感叹号后面空一格/],
      [
        'If the teacher teach them well, they will learn.',
        'teach',
        /^主谓一致（subject–verb agreement）：if、when、because 等引导的从句里/,
      ],
      ['Today is very hot.', 'Today is very hot', /^天气的说法（weather）：说天气冷热要用 it 作主语/],
      [
        'I am difficult to understand this question.',
        'I am difficult to understand',
        /^形式主语（it … for sb\. to do）/,
      ],
      [
        'My brother and sister is at home.',
        'My brother and sister is',
        /^主谓一致（subject–verb agreement）：用 and 连接的两个人/,
      ],
      [
        'He asked me did I like it.',
        'asked me did I like',
        /^间接疑问句（reported question）：转述一般疑问句用 if/,
      ],
      ['Where are you come from?', 'are you come from', /^疑问句（question）：come 是实义动词/],
      ['The sheeps are eating grass.', 'sheeps', /^单复数同形（same plural）/],
      ['By the time he came, I already left.', 'already left', /^过去完成时（past perfect）/],
      ["I'll see you in the weekend.", 'in the weekend', /^介词（preposition）：美式英语说 on the weekend/],
      ['I have a question:how do I get there?', ':', /^标点（punctuation）：英文冒号/],
    ];
    for (const [sentence, original, zh] of cases) {
      const { issues } = await checker.check(sentence, BILINGUAL);
      expect({ sentence, explanation: issues.find((i) => i.original === original)?.explanation }).toEqual({
        sentence,
        explanation: expect.stringMatching(zh),
      });
    }
  });

  it('queues concurrent checks on the one worker', async () => {
    const sentences = [
      'This is a apple.',
      'She go to school every day.',
      'I like reading books in the evening.',
    ];
    const results = await Promise.all(sentences.map((s) => checker.check(s, ENGLISH)));
    expect(results.map((r) => r.correctedSentence)).toEqual([
      'This is an apple.',
      'She goes to school every day.',
      'I like reading books in the evening.',
    ]);
    expect(checker.starts).toBe(1);
  });

  it('rejects an aborted check at once and leaves the others alone', async () => {
    const already = new AbortController();
    already.abort();
    await expect(checker.check('This is a apple.', ENGLISH, already.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });

    const controller = new AbortController();
    const first = checker.check('She go to school every day.', ENGLISH);
    const aborted = checker.check('This is a apple.', ENGLISH, controller.signal);
    const last = checker.check('This is a apple.', ENGLISH);
    // The aborted check does not wait for the one ahead of it in the queue: it settles first.
    const settled: string[] = [];
    void first.then(() => settled.push('first'));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    settled.push('aborted');
    expect((await first).correctedSentence).toBe('She goes to school every day.');
    expect(settled[0]).toBe('aborted');
    expect((await last).correctedSentence).toBe('This is an apple.');
  });

  it('checks an 800-character input', async () => {
    const unit = 'She go to school every day and this is a apple. ';
    const sentence = unit.repeat(Math.ceil(800 / unit.length)).slice(0, 800);
    expect(sentence).toHaveLength(800);
    const result = await checker.check(sentence, BILINGUAL);
    expect(result.issues.length).toBeGreaterThan(10);
    expect(result.issues.length).toBeLessThanOrEqual(50);
    for (const issue of result.issues) expect(sentence.slice(issue.start, issue.end)).toBe(issue.original);
    expect(result.correctedSentence).toContain('She goes to school every day and this is an apple.');
    expect(result.score).toBeGreaterThanOrEqual(0);
  });
});
