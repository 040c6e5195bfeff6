import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation, Word } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { generationJson, type ScriptedProvider } from '../test/ai-provider';
import { TEST_DATABASES, type TestApp } from '../test/app';
import {
  abandonStream,
  createAiTestApp,
  ndjsonEvents,
  NDJSON,
  postGenerate,
  type AiTestApp,
} from '../test/generations';
import { addWord, getJson } from '../test/words';

const GENERATION_KEYS = [
  'author',
  'createdAt',
  'grammarExplanation',
  'grammarLanguage',
  'grammarPoints',
  'id',
  'isPublic',
  'likedByMe',
  'likes',
  'model',
  'provider',
  'reasoning',
  'sentence',
  'translation',
  'words',
];

describe.each(TEST_DATABASES)('creating a generation (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let provider: ScriptedProvider;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let words: Word[];
  let bobsWord: Word;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
    ({ t, provider } = ai);
    [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
    words = [];
    for (const word of ['abandon', 'calendar', 'friend', 'leaf'])
      words.push(await addWord(t, alice.token, word));
    bobsWord = await addWord(t, bob.token, 'mouse');
  });
  afterAll(() => ai.close());

  const usage = async (word: Word, token = alice.token) =>
    (await getJson(t, token, `/api/words/${word.id}`)).body.word.usageCount as number;
  const savedCount = async (userId = alice.user.id) => {
    const row = await t.database.db
      .selectFrom('published_items')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('kind', '=', 'generation')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('writes a sentence from the caller’s words, answers 201 with the generation, and counts each word once', async () => {
    const [abandon, calendar, friend] = words as [Word, Word, Word];
    const before = await Promise.all(words.map((word) => usage(word)));
    const response = await postGenerate(t, alice.token, { wordIds: [calendar.id, abandon.id, calendar.id] });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; generation: Generation }>();
    expect(body.success).toBe(true);
    const { generation } = body;
    expect(Object.keys(generation).sort()).toEqual(GENERATION_KEYS);
    expect(generation).toMatchObject({
      words: ['calendar', 'abandon'],
      grammarLanguage: 'bilingual',
      isPublic: true,
      likes: 0,
      likedByMe: false,
      reasoning: null,
      model: 'scripted-model',
      author: { username: alice.username },
    });
    expect(generation.sentence).toContain('"calendar" and "abandon"');
    expect(generation.translation).toEqual(expect.stringContaining('每天'));
    expect(generation.grammarPoints).toEqual([
      { title: expect.any(String), explanation: expect.any(String) },
    ]);
    expect(new Date(generation.createdAt).toISOString()).toBe(generation.createdAt);
    // The model was asked for exactly the chosen words.
    expect(JSON.stringify(provider.completions.at(-1)?.body)).toContain('calendar');

    expect(await usage(abandon)).toBe(before[0]! + 1);
    expect(await usage(calendar)).toBe(before[1]! + 1);
    expect(await usage(friend)).toBe(before[2]);
    const saved = await getJson(t, alice.token, `/api/generations/${generation.id}`);
    expect(saved.body.generation).toEqual(generation);
  });

  it('follows the preferences: grammar language and community visibility, unless the request says otherwise', async () => {
    const carol = await registerUser(t);
    const leaf = await addWord(t, carol.token, 'leaf');
    const preferences = await t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: { grammarLanguage: 'english', showInCommunity: false },
      headers: bearer(carol.token),
    });
    expect(preferences.statusCode).toBe(200);
    const byPreference = await postGenerate(t, carol.token, { wordIds: [leaf.id] });
    expect(byPreference.json().generation).toMatchObject({
      grammarLanguage: 'english',
      isPublic: false,
    });
    // "English only" is about the explanations: the sentence keeps its Chinese translation.
    expect(byPreference.json().generation.translation).toEqual(expect.stringContaining('每天'));
    const asked = await postGenerate(t, carol.token, {
      wordIds: [leaf.id],
      grammarLanguage: 'bilingual',
      isPublic: true,
    });
    expect(asked.json().generation).toMatchObject({ grammarLanguage: 'bilingual', isPublic: true });
    expect(asked.json().generation.translation).toEqual(expect.any(String));
    expect(await usage(leaf, carol.token)).toBe(2);
  });

  it('refuses a word of another user as not found, before asking the AI, and counts nothing', async () => {
    const asked = provider.completions.length;
    const before = await usage(words[0]!);
    const response = await postGenerate(t, alice.token, { wordIds: [words[0]!.id, bobsWord.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Some of the selected words are no longer in your list',
    });
    const zh = await postGenerate(t, alice.token, { wordIds: ['no-such-word'] }, { 'accept-language': 'zh' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(provider.completions.length).toBe(asked);
    expect(await usage(words[0]!)).toBe(before);
    expect(await usage(bobsWord, bob.token)).toBe(0);
  });

  it.each([
    [0, 'Select at least one word'],
    [51, 'You can select maximum 50 words at a time'],
  ])('refuses %i words with 400', async (count, message) => {
    const wordIds = Array.from({ length: count }, (_, i) => `id-${i}`);
    const response = await postGenerate(t, alice.token, { wordIds });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(response.json().errors).toEqual([{ field: 'wordIds', message }]);
    const zh = await postGenerate(t, alice.token, { wordIds }, { 'accept-language': 'zh' });
    expect(zh.json().message).toBe(count === 0 ? '请至少选择一个单词' : '每次最多只能选择 50 个单词');
  });

  it('keeps the words of a generation when one leaves the list', async () => {
    const leaf = words[3]!;
    const generation = (await postGenerate(t, alice.token, { wordIds: [leaf.id] })).json().generation;
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/words/${leaf.id}`,
      headers: bearer(alice.token),
    });
    expect(removed.statusCode).toBe(200);
    const saved = await getJson(t, alice.token, `/api/generations/${generation.id}`);
    expect(saved.body.generation.words).toEqual(['leaf']);
    const refused = await postGenerate(t, alice.token, { wordIds: [leaf.id] });
    expect(refused.statusCode).toBe(404);
  });

  it('asks guests to sign in', async () => {
    const response = await postGenerate(t, null, { wordIds: [words[0]!.id] });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('saves nothing and counts nothing when every attempt is invalid', async () => {
    const [before, count] = [await usage(words[0]!), await savedCount()];
    provider.enqueue({ content: 'not json at all' }, { content: generationJson({ grammarPoints: [] }) });
    const response = await postGenerate(t, alice.token, { wordIds: [words[0]!.id], maxRetries: 2 });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'AI_FORMAT_ERROR',
      message: 'Generation failed after 2 attempts',
    });
    expect(await savedCount()).toBe(count);
    expect(await usage(words[0]!)).toBe(before);
  });

  it('streams attempt, retry, partial and done in order, and saves what it streamed', async () => {
    provider.enqueue({ content: '{"sentence": broken' });
    const response = await postGenerate(
      t,
      alice.token,
      { wordIds: [words[1]!.id], maxRetries: 3 },
      { accept: NDJSON },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(NDJSON);
    const events = ndjsonEvents(response.body);
    const types = events.map((event) => event.type);
    expect(events[0]).toEqual({ type: 'attempt', attempt: 1, maxAttempts: 3 });
    const retry = types.indexOf('retry');
    expect(events[retry]).toEqual({
      type: 'retry',
      attempt: 2,
      maxAttempts: 3,
      message: 'AI response format error, retrying...',
    });
    expect(types.indexOf('attempt', retry)).toBeGreaterThan(retry);
    expect(types.lastIndexOf('partial')).toBeGreaterThan(retry);
    expect(types.at(-1)).toBe('done');
    expect(types).not.toContain('error');
    const done = events.at(-1)!.generation as Generation;
    expect(done.words).toEqual(['calendar']);
    expect((await getJson(t, alice.token, `/api/generations/${done.id}`)).body.generation).toEqual(done);
  });

  it('streams the failure as the last line, in the caller’s language', async () => {
    const count = await savedCount();
    provider.enqueue({ content: 'nope' });
    const response = await postGenerate(
      t,
      alice.token,
      { wordIds: [words[1]!.id], maxRetries: 1 },
      { accept: NDJSON, 'accept-language': 'zh' },
    );
    const events = ndjsonEvents(response.body);
    expect(events.map((event) => event.type)).toEqual(['attempt', 'error']);
    expect(events[1]).toMatchObject({ code: 'AI_FORMAT_ERROR' });
    expect(events[1]!.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await savedCount()).toBe(count);
  });

  it('stops the provider and saves nothing when the client goes away mid-stream', async () => {
    const [before, count] = [await usage(words[2]!), await savedCount()];
    provider.enqueue({ content: generationJson(), chunks: 20, chunkDelayMs: 100 });
    const upstream = provider.nextRequest();
    const firstLine = await abandonStream(t, '/api/generate', alice.token, { wordIds: [words[2]!.id] });
    expect(firstLine).toMatchObject({ type: 'attempt', attempt: 1 });
    const providerRequest = await upstream;
    expect(await providerRequest.closed).toBe(true);
    // Well past the time the whole answer would have taken (20 × 100 ms).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await savedCount()).toBe(count);
    expect(await usage(words[2]!)).toBe(before);
  });
});
