import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { aiConfig, createFakeOfflineChecker } from '../test/ai-engine';
import { generationJson, startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { createAiEngine } from './engine';
import type { GenerateSentenceInput } from './types';

const input: GenerateSentenceInput = {
  words: ['go'],
  maxRetries: 1,
  grammarLanguage: 'english',
  englishVariety: 'american',
  enableThinking: true,
};

function engineFor(config: Partial<AppConfig['ai']>, fetch?: typeof globalThis.fetch) {
  return createAiEngine({
    config: aiConfig(config),
    dictionary: { lookup: () => null },
    offlineChecker: createFakeOfflineChecker(),
    fetch,
  });
}

const generate = (engine: ReturnType<typeof engineFor>, overrides: Partial<GenerateSentenceInput> = {}) =>
  engine.generateSentence(
    { userId: 'u' },
    { ...input, ...overrides },
    {
      signal: new AbortController().signal,
      language: 'en',
    },
  );

describe('Qwen (DashScope compatible mode)', () => {
  let provider: ScriptedProvider;
  beforeAll(async () => {
    provider = await startScriptedProvider();
  });
  afterAll(() => provider.close());
  beforeEach(() => provider.reset());

  it('switches thinking with enable_thinking, leaving out response_format while thinking', async () => {
    const engine = engineFor({ provider: 'qwen', baseUrl: provider.baseUrl, models: ['qwen-plus'] });
    provider.enqueue({ content: generationJson(), reasoning: 'hmm' });
    const thinking = await generate(engine);
    expect(thinking.reasoning).toBe('hmm');
    provider.enqueue({ content: generationJson() });
    await generate(engine, { enableThinking: false });
    const [on, off] = provider.completions.map((request) => request.body);
    expect(on).toMatchObject({ model: 'qwen-plus', enable_thinking: true });
    expect(on).not.toHaveProperty('response_format');
    expect(off).toMatchObject({ enable_thinking: false, response_format: { type: 'json_object' } });
  });

  it('uses the DashScope endpoint by default', async () => {
    const urls: string[] = [];
    const engine = engineFor({ provider: 'qwen', models: [] }, recordingFetch(urls));
    await generate(engine).catch(() => {});
    expect(urls).toEqual(['https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions']);
  });
});

describe('DeepSeek', () => {
  it('thinks with its reasoner model, returning reasoning_content', async () => {
    const provider = await startScriptedProvider();
    try {
      const engine = engineFor({ provider: 'deepseek', baseUrl: provider.baseUrl, models: [] });
      provider.enqueue({ content: generationJson(), reasoning: 'Let me think.' });
      const result = await generate(engine, { model: 'deepseek-reasoner' });
      expect(result).toMatchObject({
        model: 'deepseek-reasoner',
        provider: 'deepseek',
        reasoning: 'Let me think.',
      });
      expect(provider.completions[0]?.body?.model).toBe('deepseek-reasoner');
    } finally {
      await provider.close();
    }
  });
});

/* The request each SDK builds from our thinking options, caught before it leaves the machine. */
describe('thinking options in the provider requests', () => {
  const bodies: Array<Record<string, unknown>> = [];
  const capture: typeof globalThis.fetch = async (_url, init) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ error: { message: 'stop here' } }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  };
  beforeEach(() => {
    bodies.length = 0;
  });

  it('OpenAI reasoning models get a reasoning effort and summary', async () => {
    await generate(engineFor({ provider: 'openai', models: ['o4-mini'] }, capture)).catch(() => {});
    expect(bodies[0]).toMatchObject({ model: 'o4-mini', reasoning: { effort: 'medium', summary: 'auto' } });
  });

  it('Anthropic gets a thinking budget', async () => {
    await generate(engineFor({ provider: 'anthropic', models: ['claude-sonnet-4-5'] }, capture)).catch(
      () => {},
    );
    expect(bodies[0]).toMatchObject({ thinking: { type: 'enabled', budget_tokens: 2048 } });
  });

  it('Google gets includeThoughts', async () => {
    await generate(engineFor({ provider: 'google', models: ['gemini-2.5-flash'] }, capture)).catch(() => {});
    expect(bodies[0]).toMatchObject({ generationConfig: { thinkingConfig: { includeThoughts: true } } });
  });

  it('no thinking options when thinking is off', async () => {
    await generate(engineFor({ provider: 'anthropic', models: ['claude-sonnet-4-5'] }, capture), {
      enableThinking: false,
    }).catch(() => {});
    expect(bodies[0]).not.toHaveProperty('thinking');
  });
});

function recordingFetch(urls: string[]): typeof globalThis.fetch {
  return async (url) => {
    urls.push(String(url));
    return new Response('{}', { status: 503 });
  };
}
