import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { createTestApp, type TestApp } from '../test/app';
import { aiConfig } from '../test/ai-engine';
import { DEFAULT_MODELS, supportsThinking } from './models';
import { platformSource } from './providers';

describe('GET /api/ai/models', () => {
  describe('offline', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('offers the built-in checker to anyone, even with a stale token', async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
        const response = await t.inject({ method: 'GET', url: '/api/ai/models', headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          models: [
            {
              id: 'harper',
              label: 'Harper (built-in, offline)',
              provider: 'offline',
              supportsThinking: false,
            },
          ],
          defaultModel: 'harper',
          source: 'offline',
          dailyCalls: null,
        });
      }
    });
  });

  describe('platform', () => {
    let provider: ScriptedProvider;
    let t: TestApp;
    beforeAll(async () => {
      provider = await startScriptedProvider();
      t = await createTestApp({ ai: { baseUrl: provider.baseUrl, env: { AI_MODELS: 'model-a, model-b' } } });
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });

    it('lists AI_MODELS, the first as default', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/ai/models' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        models: [
          { id: 'model-a', label: 'model-a', provider: 'openai-compatible', supportsThinking: true },
          { id: 'model-b', label: 'model-b', provider: 'openai-compatible', supportsThinking: true },
        ],
        defaultModel: 'model-a',
        source: 'platform',
        // A guest has no daily count.
        dailyCalls: null,
      });
    });
  });
});

describe('model lists', () => {
  it('ask an openai-compatible server for its models when AI_MODELS is unset', async () => {
    const provider = await startScriptedProvider({ models: ['llama-3-8b', 'qwen3-4b'] });
    try {
      const source = platformSource(aiConfig({ baseUrl: provider.baseUrl, models: [] }));
      expect((await source?.models())?.map((model) => model.id)).toEqual(['llama-3-8b', 'qwen3-4b']);
      expect(provider.requests[0]?.headers.authorization).toBe('Bearer sk-test-platform-key-123456');
    } finally {
      await provider.close();
    }
  });

  it("use the provider's defaults when AI_MODELS is unset", async () => {
    const source = platformSource(aiConfig({ provider: 'deepseek', models: [] }));
    expect(await source?.models()).toEqual([
      { id: 'deepseek-chat', label: 'DeepSeek Chat', provider: 'deepseek', supportsThinking: false },
      { id: 'deepseek-reasoner', label: 'DeepSeek Reasoner', provider: 'deepseek', supportsThinking: true },
    ]);
    for (const provider of ['openai', 'anthropic', 'google', 'qwen'] as const) {
      expect(DEFAULT_MODELS[provider].length).toBeGreaterThan(0);
    }
  });

  it('know which models think', () => {
    expect(supportsThinking('openai', 'o4-mini')).toBe(true);
    expect(supportsThinking('openai', 'gpt-4.1-mini')).toBe(false);
    expect(supportsThinking('anthropic', 'claude-sonnet-4-5')).toBe(true);
    expect(supportsThinking('anthropic', 'claude-3-5-haiku-latest')).toBe(false);
    expect(supportsThinking('google', 'gemini-2.5-flash')).toBe(true);
    expect(supportsThinking('qwen', 'qwen-plus')).toBe(true);
    expect(supportsThinking('qwen', 'qwen-max')).toBe(false);
  });
});
