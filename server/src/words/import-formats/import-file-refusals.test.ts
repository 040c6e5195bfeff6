import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/app';
import { importReport, uploadWordFile, wordsOf } from '../../test/word-files';

describe.each(TEST_DATABASES)('POST /api/words/import/file: what it refuses (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('reads the format given instead of guessing, and refuses a file not of that format', async () => {
    const learner = await registerUser(t);
    // Commas would make this a CSV; as `lines`, each line is one (invalid) entry.
    const response = await uploadWordFile(t, learner.token, 'leaf\nfriend, again\n', { format: 'lines' });
    expect(importReport(response)).toMatchObject({ format: 'lines', invalid: ['friend, again'] });

    const wrong = await uploadWordFile(t, learner.token, 'leaf\n', { format: 'kindle', language: 'zh' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: '这个文件不是 kindle 格式' });

    const unknown = await uploadWordFile(t, learner.token, 'leaf\n', { format: 'docx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'format', message: expect.stringMatching(/kindle, youdao-xml/) },
    ]);
  });

  it('answers 400 naming the formats for a file in none of them, and adds nothing', async () => {
    const learner = await registerUser(t);
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const prose = 'It was the best of times, it was the worst of times.\nIt was the age of wisdom!\n';
    for (const content of [png, prose, '<html><body>leaf</body></html>', '', '{"words": ["leaf"]}']) {
      const response = await uploadWordFile(t, learner.token, content);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/Kindle vocab\.db.*有道.*欧路.*Anki.*CSV/);
    }
    const zh = await uploadWordFile(t, learner.token, png, { language: 'zh' });
    expect(zh.json().message).toMatch(/^Wordloom 无法读取这个文件/);
    expect(await wordsOf(t, learner)).toEqual([]);
  });

  it('answers 400 for a file of more than 10,000 entries, however small each is, and adds nothing', async () => {
    const learner = await registerUser(t);
    const justOver = Array.from({ length: 10_001 }, (_, i) => `leaf${'abcdefghij'[i % 10]}`).join('\n');
    const tiny = 'a\n'.repeat(4 * 1024 * 1024);
    const items = `<wordbook>${'<item><word>a</word></item>'.repeat(10_001)}</wordbook>`;
    for (const content of [justOver, tiny, items]) {
      const response = await uploadWordFile(t, learner.token, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The file holds more than 10000 words. Please split it into smaller files.',
      );
    }
    expect(await wordsOf(t, learner)).toEqual([]);
  });

  it('answers 413 for a file over 10 MiB, in the envelope', async () => {
    const learner = await registerUser(t);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a\n');
    for (const [language, message] of [
      ['en', 'The file is too large (at most 10 MB)'],
      ['zh', '文件过大（最多 10 MB）'],
    ] as const) {
      const response = await uploadWordFile(t, learner.token, big, { language });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message });
    }
    expect(await wordsOf(t, learner)).toEqual([]);
  });

  it('answers 400 without a file, and 401 for a guest', async () => {
    const learner = await registerUser(t);
    const json = await t.inject({
      method: 'POST',
      url: '/api/words/import/file',
      payload: { file: 'leaf' },
      headers: bearer(learner.token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/choose a file/);
    const guest = await uploadWordFile(t, null, 'leaf\n');
    expect(guest.statusCode).toBe(401);
  });
});
