import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@contract';
import type { AppError } from '../lib/errors';
import {
  aiConfig,
  createFakeOfflineChecker,
  createScriptedEngine,
  type ScriptedEngine,
} from '../test/ai-engine';
import { generationJson } from '../test/ai-provider';
import { createAiEngine } from './engine';
import { isAiAborted } from './errors';
import type { GenerateSentenceInput } from './types';

const caller = { userId: 'user-1' };
const TIMEOUT_MS = 1_000;

const input: GenerateSentenceInput = {
  words: ['go'],
  maxRetries: 3,
  grammarLanguage: 'bilingual',
  englishVariety: 'american',
  enableThinking: false,
};

/** The message the client would see, as the error handler translates it. */
function shown(error: AppError, language: 'en' | 'zh') {
  return translate(language, error.messageKey, error.params);
}

describe('when the provider fails', () => {
  let t: ScriptedEngine;
  const generate = (language: 'en' | 'zh' = 'en', signal = new AbortController().signal) =>
    t.engine.generateSentence(caller, input, { signal, language });
  const failure = (language: 'en' | 'zh' = 'en') =>
    generate(language).then(
      () => {
        throw new Error('expected a failure');
      },
      (error: AppError) => error,
    );

  beforeAll(async () => {
    t = await createScriptedEngine({ config: { timeoutMs: TIMEOUT_MS } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.provider.reset());

  it('answers AI_TIMEOUT when the provider hangs, within the configured timeout, without retrying', async () => {
    t.provider.enqueue({ hang: true }, { content: generationJson() });
    const started = Date.now();
    const error = await failure();
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ code: 'AI_TIMEOUT', status: 504 });
    expect(shown(error, 'en')).toBe('The AI provider did not answer in time. Please try again.');
    // Not before the timeout; and only once (no retry after a timeout), which a hang never ends otherwise.
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(t.provider.completions).toHaveLength(1);
    expect(await t.provider.completions[0]?.closed).toBe(true);
  });

  it('times out a stream that trickles too slowly', async () => {
    t.provider.enqueue({ content: generationJson(), chunks: 20, chunkDelayMs: 200 });
    await expect(generate()).rejects.toMatchObject({ code: 'AI_TIMEOUT' });
  });

  it('explains a refused key (401) in the reader language, without retrying', async () => {
    const refusal = {
      status: 401,
      body: { error: { message: 'Incorrect API key provided: sk-test-platform-key-123456', type: 'auth' } },
    };
    t.provider.enqueue(refusal, refusal);
    const en = await failure('en');
    expect(en).toMatchObject({ code: 'AI_PROVIDER_ERROR', status: 502 });
    expect(shown(en, 'en')).toBe('The AI provider failed: the API key was refused');
    const zh = await failure('zh');
    expect(shown(zh, 'zh')).toBe('AI 服务出错：API 密钥被拒绝');
    expect(t.provider.completions).toHaveLength(2);
  });

  it('explains a provider outage (500) and a rate limit (429)', async () => {
    t.provider.enqueue(
      { status: 500, body: { error: { message: 'upstream exploded' } } },
      { status: 500, body: { error: { message: 'upstream exploded' } } },
      { status: 429, body: { error: { message: 'slow down' } } },
    );
    expect(shown(await failure('en'), 'en')).toBe(
      'The AI provider failed: the service is unavailable right now',
    );
    expect(shown(await failure('zh'), 'zh')).toBe('AI 服务出错：服务暂时不可用');
    expect(shown(await failure('en'), 'en')).toBe(
      'The AI provider failed: too many requests or the quota is used up',
    );
  });

  it("passes on another refusal's own words, but never the key", async () => {
    t.provider.enqueue({
      status: 400,
      body: { error: { message: 'model "x" does not exist for key sk-test-platform-key-123456' } },
    });
    const error = await failure('en');
    expect(error.code).toBe('AI_PROVIDER_ERROR');
    expect(shown(error, 'en')).toContain('model "x" does not exist');
    expect(shown(error, 'en')).not.toContain('sk-test-platform-key-123456');
  });

  it('never passes on a masked echo of the key', async () => {
    // The platform key is sk-test-platform-key-123456; providers mask the middle and keep both ends.
    t.provider.enqueue({
      status: 400,
      body: { error: { message: 'Incorrect API key provided: sk-test-************3456. Check it.' } },
    });
    const error = await failure('en');
    const text = shown(error, 'en');
    expect(text).toContain('Incorrect API key provided: [key]');
    expect(text).not.toMatch(/sk-test|3456|\*\*\*/);
  });

  it('stops at once when the client aborts mid-request: the provider sees the connection close', async () => {
    t.provider.enqueue({ hang: true });
    const controller = new AbortController();
    const pending = generate('en', controller.signal);
    const request = await t.provider.nextRequest();
    controller.abort();
    // The provider hangs for ever: only the abort can end this request.
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAiAborted(error)).toBe(true);
    expect(await request.closed).toBe(true);
    expect(request.closedEarly).toBe(true);
    expect(t.provider.completions).toHaveLength(1);
  });

  it('aborts a stream that is already answering', async () => {
    t.provider.enqueue({ content: generationJson(), chunks: 10, chunkDelayMs: 100 });
    const controller = new AbortController();
    const pending = t.engine.generateSentence(caller, input, {
      signal: controller.signal,
      language: 'en',
      onProgress: (event) => {
        if (event.type === 'partial') controller.abort();
      },
    });
    await expect(pending).rejects.toSatisfy(isAiAborted);
    expect(await t.provider.completions[0]?.closed).toBe(true);
  });

  it('does not call the provider when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(generate('en', controller.signal)).rejects.toSatisfy(isAiAborted);
    expect(t.provider.completions).toHaveLength(0);
  });
});

describe('when the provider cannot be reached', () => {
  it('answers AI_PROVIDER_ERROR (unavailable)', async () => {
    const t = await createScriptedEngine();
    const { baseUrl } = t.provider;
    await t.close();
    const engine = createAiEngine({
      config: aiConfig({ baseUrl }),
      dictionary: { lookup: () => null },
      offlineChecker: createFakeOfflineChecker(),
    });
    const error = (await engine
      .generateSentence(caller, input, { signal: new AbortController().signal, language: 'en' })
      .catch((caught: unknown) => caught)) as AppError;
    expect(error.code).toBe('AI_PROVIDER_ERROR');
    expect(shown(error, 'en')).toBe('The AI provider failed: the service is unavailable right now');
  });
});
