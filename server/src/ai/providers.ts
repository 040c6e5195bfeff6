import type { JSONValue, LanguageModel } from 'ai';
import type { AiModel, AiSourceKind } from '@contract';
import type { AppConfig } from '../config';
import { DEFAULT_MODELS, describeModel, supportsThinking } from './models';

/** Alibaba Cloud Model Studio's OpenAI-compatible endpoint (mainland China). */
export const QWEN_BASE_URL = 'https://dashscope.aliyuncs.com/compatible-mode/v1';

const ANTHROPIC_THINKING_BUDGET = 2048;
const MODEL_LIST_TTL_MS = 60_000;
const MODEL_LIST_TIMEOUT_MS = 5_000;

export type ProviderOptions = Record<string, Record<string, JSONValue>>;

/** Where a request's model comes from: the platform's configuration or, later, the caller's own key. */
export interface ModelSource {
  kind: Exclude<AiSourceKind, 'offline'>;
  /** 'openai', 'openai-compatible', ... as stored with each result. */
  provider: string;
  models(): Promise<AiModel[]>;
  /** The provider's SDK is loaded on the first call (an install on the offline checker never loads it). */
  languageModel(modelId: string): Promise<LanguageModel>;
  /** Provider options that switch the model's thinking on (or off, where the model would think anyway). */
  thinkingOptions(modelId: string, enableThinking: boolean): ProviderOptions;
  /** Secrets that must never appear in a message shown to a user. */
  secrets: string[];
}

export interface ProviderSettings {
  provider: Exclude<AppConfig['ai']['provider'], 'offline'>;
  apiKey: string | null;
  baseUrl: string | null;
  /** Configured model ids; the provider's default list when empty. */
  models: string[];
  structuredOutput: AppConfig['ai']['structuredOutput'];
  kind: ModelSource['kind'];
  fetch?: typeof globalThis.fetch;
}

/** The platform's source from AI_PROVIDER; null when it is `offline`. */
export function platformSource(config: AppConfig['ai'], fetch?: typeof globalThis.fetch): ModelSource | null {
  if (config.provider === 'offline') return null;
  return createModelSource({ ...config, provider: config.provider, kind: 'platform', fetch });
}

export function createModelSource(settings: ProviderSettings): ModelSource {
  const { provider } = settings;
  const factory = languageModelFactory(settings);
  const configured = settings.models.length > 0 ? settings.models : DEFAULT_MODELS[provider];
  const listModels =
    configured.length === 0 && provider === 'openai-compatible'
      ? cachedServerModels(settings)
      : async () => configured;
  return {
    kind: settings.kind,
    provider,
    secrets: settings.apiKey ? [settings.apiKey] : [],
    async models() {
      return (await listModels()).map((id) => describeModel(provider, id));
    },
    languageModel: factory,
    thinkingOptions: (modelId, enableThinking) => thinkingOptions(provider, modelId, enableThinking),
  };
}

/*
 * Each provider's SDK is imported when a model of it is first asked for: together they hold about 25 MB
 * of a server's memory, which an install that only uses the offline checker never needs (bench:memory).
 */
function languageModelFactory(settings: ProviderSettings): (modelId: string) => Promise<LanguageModel> {
  let provider: Promise<(modelId: string) => LanguageModel> | null = null;
  return async (modelId) => {
    provider ??= loadProvider(settings);
    return (await provider)(modelId);
  };
}

async function loadProvider(settings: ProviderSettings): Promise<(modelId: string) => LanguageModel> {
  const apiKey = settings.apiKey ?? undefined;
  const baseURL = settings.baseUrl ?? undefined;
  const { fetch } = settings;
  switch (settings.provider) {
    case 'openai':
      return (await import('@ai-sdk/openai')).createOpenAI({ apiKey, baseURL, fetch });
    case 'anthropic':
      return (await import('@ai-sdk/anthropic')).createAnthropic({ apiKey, baseURL, fetch });
    case 'google':
      return (await import('@ai-sdk/google')).createGoogleGenerativeAI({ apiKey, baseURL, fetch });
    case 'deepseek':
      return (await import('@ai-sdk/deepseek')).createDeepSeek({ apiKey, baseURL, fetch });
    case 'qwen':
      return (await import('@ai-sdk/openai-compatible')).createOpenAICompatible({
        name: 'qwen',
        baseURL: baseURL ?? QWEN_BASE_URL,
        apiKey,
        fetch,
        includeUsage: true,
        supportsStructuredOutputs: false,
        // Qwen's thinking mode refuses a response_format; the prompt asks for JSON anyway.
        transformRequestBody: (body) => {
          if (body.enable_thinking !== true) return body;
          const { response_format: _dropped, ...rest } = body;
          return rest;
        },
      });
    case 'openai-compatible':
      return (await import('@ai-sdk/openai-compatible')).createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? 'http://127.0.0.1:8080/v1',
        apiKey,
        fetch,
        includeUsage: true,
        supportsStructuredOutputs: settings.structuredOutput === 'json_schema',
      });
  }
}

function thinkingOptions(provider: string, modelId: string, enable: boolean): ProviderOptions {
  const thinks = supportsThinking(provider, modelId);
  switch (provider) {
    case 'openai':
      return thinks && enable ? { openai: { reasoningEffort: 'medium', reasoningSummary: 'auto' } } : {};
    case 'anthropic':
      return thinks && enable
        ? { anthropic: { thinking: { type: 'enabled', budgetTokens: ANTHROPIC_THINKING_BUDGET } } }
        : {};
    case 'google':
      return thinks && enable ? { google: { thinkingConfig: { includeThoughts: true } } } : {};
    case 'qwen':
      // Qwen3-based models think by default in some versions: say it either way.
      return thinks ? { qwen: { enable_thinking: enable } } : {};
    default:
      // DeepSeek thinks with its reasoner model; openai-compatible servers decide for themselves.
      return {};
  }
}

/* An openai-compatible server (vLLM, Ollama, llama.cpp, a gateway) lists its models at GET /models. */
function cachedServerModels(settings: ProviderSettings): () => Promise<string[]> {
  const fetchImpl = settings.fetch ?? globalThis.fetch;
  let cached: { ids: string[]; until: number } | null = null;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.ids;
    const ids = await fetchModelIds(fetchImpl, settings.baseUrl ?? '', settings.apiKey);
    cached = { ids, until: Date.now() + (ids.length > 0 ? MODEL_LIST_TTL_MS : MODEL_LIST_TTL_MS / 6) };
    return ids;
  };
}

async function fetchModelIds(
  fetchImpl: typeof globalThis.fetch,
  baseUrl: string,
  apiKey: string | null,
): Promise<string[]> {
  try {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(MODEL_LIST_TIMEOUT_MS),
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { data?: Array<{ id?: unknown }> };
    return (body.data ?? []).map((model) => model.id).filter((id): id is string => typeof id === 'string');
  } catch {
    return [];
  }
}
