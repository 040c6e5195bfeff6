import type { CheckedSentence, OfflineChecker } from '../ai/types';
import { createAiEngine, type AiEngineDeps } from '../ai/engine';
import type { AppConfig } from '../config';
import type { Dictionary } from '../dictionary';
import { startScriptedProvider, type ScriptedProvider, type ScriptedProviderOptions } from './ai-provider';
import { openFixtureDictionary } from './dictionary';

/** An offline checker that answers a fixed result, recording the sentences it was given. */
export function createFakeOfflineChecker(result?: Partial<CheckedSentence>): OfflineChecker & {
  checked: string[];
  closed: boolean;
} {
  const fake = {
    checked: [] as string[],
    closed: false,
    async check(sentence: string) {
      fake.checked.push(sentence);
      return {
        correctedSentence: sentence,
        isCorrect: true,
        score: 100,
        explanation: 'No problems found.',
        issues: [],
        ...result,
      };
    },
    async close() {
      fake.closed = true;
    },
  };
  return fake;
}

export function aiConfig(overrides: Partial<AppConfig['ai']> = {}): AppConfig['ai'] {
  return {
    provider: 'openai-compatible',
    apiKey: 'sk-test-platform-key-123456',
    baseUrl: null,
    models: ['scripted-model', 'scripted-thinker'],
    structuredOutput: 'json_schema',
    timeoutMs: 10_000,
    customBaseUrls: {},
    dailyCallsPerUser: 0,
    offlineCheckerIdleSeconds: 300,
    sentencePool: false,
    ...overrides,
  };
}

export interface ScriptedEngine {
  engine: ReturnType<typeof createAiEngine>;
  provider: ScriptedProvider;
  dictionary: Dictionary;
  offlineChecker: ReturnType<typeof createFakeOfflineChecker>;
  close(): Promise<void>;
}

/** The real engine and provider code against a scripted OpenAI-compatible server. */
export async function createScriptedEngine(
  options: { config?: Partial<AppConfig['ai']>; provider?: ScriptedProviderOptions } & Partial<
    Pick<AiEngineDeps, 'logger'>
  > = {},
): Promise<ScriptedEngine> {
  const provider = await startScriptedProvider(options.provider);
  const dictionary = await openFixtureDictionary();
  const offlineChecker = createFakeOfflineChecker();
  const engine = createAiEngine({
    config: aiConfig({ baseUrl: provider.baseUrl, ...options.config }),
    dictionary,
    offlineChecker,
    logger: options.logger,
  });
  return {
    engine,
    provider,
    dictionary,
    offlineChecker,
    async close() {
      await engine.close();
      await offlineChecker.close();
      dictionary.close();
      await provider.close();
    },
  };
}
