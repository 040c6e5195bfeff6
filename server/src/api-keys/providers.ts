import { API_KEY_LIMITS, type CustomKeyProvider } from '@contract';
import { createModelSource, DEFAULT_MODELS, describeModel, type ModelSource, QWEN_BASE_URL } from '../ai';

/*
 * Each provider a learner may bring a key for, with its fixed public base URL. Only the operator may
 * point one elsewhere (AI_CUSTOM_BASE_URLS, e.g. a regional gateway); a learner never sends a URL.
 */
export const CUSTOM_KEY_BASE_URLS: Readonly<Record<CustomKeyProvider, string>> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
  deepseek: 'https://api.deepseek.com',
  qwen: QWEN_BASE_URL,
  openrouter: 'https://openrouter.ai/api/v1',
};

export const OPENROUTER_MODELS = [
  'openai/gpt-4.1-mini',
  'anthropic/claude-haiku-4.5',
  'google/gemini-2.5-flash',
  'deepseek/deepseek-chat',
] as const;

/* What each provider's keys look like; a key of another shape is refused before it is stored. */
const KEY_SHAPES: Readonly<Record<CustomKeyProvider, RegExp>> = {
  openai: /^sk-[\w-]{17,197}$/,
  anthropic: /^sk-ant-[\w-]{10,193}$/,
  google: /^AIza[\w-]{35}$/,
  deepseek: /^sk-[\w-]{10,197}$/,
  qwen: /^sk-[\w-]{10,197}$/,
  openrouter: /^sk-or-[\w-]{10,194}$/,
};

export function hasKeyShape(provider: CustomKeyProvider, key: string): boolean {
  return (
    Buffer.byteLength(key, 'utf8') <= API_KEY_LIMITS.keyMaxBytes &&
    /^[\x21-\x7e]+$/.test(key) &&
    KEY_SHAPES[provider].test(key)
  );
}

/** `sk-…a1b2`: enough to recognise a key, far too little to use it. */
export function keyPreview(key: string): string {
  return `${key.slice(0, 3)}…${key.slice(-4)}`;
}

export function baseUrlOf(provider: CustomKeyProvider, overrides: Record<string, string>): string {
  return (overrides[provider] ?? CUSTOM_KEY_BASE_URLS[provider]).replace(/\/+$/, '');
}

export function providerModels(provider: CustomKeyProvider): readonly string[] {
  return provider === 'openrouter' ? OPENROUTER_MODELS : DEFAULT_MODELS[provider];
}

export interface CustomSourceSettings {
  provider: CustomKeyProvider;
  apiKey: string;
  overrides: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

/**
 * The engine's source for a learner's key. OpenRouter, and OpenAI behind an operator's gateway, are
 * spoken to through Chat Completions (what gateways implement); the others through their own SDKs.
 */
export function customModelSource({ provider, apiKey, overrides, fetch }: CustomSourceSettings): ModelSource {
  const overridden = overrides[provider] !== undefined;
  const baseUrl = baseUrlOf(provider, overrides);
  const chatCompletions = provider === 'openrouter' || (provider === 'openai' && overridden);
  const source = createModelSource({
    provider: chatCompletions ? 'openai-compatible' : provider,
    apiKey,
    baseUrl: chatCompletions || overridden ? baseUrl : null,
    models: [...providerModels(provider)],
    structuredOutput: 'json_schema',
    kind: 'custom',
    fetch,
  });
  const models = providerModels(provider).map((id) => describeModel(provider, id));
  return { ...source, provider, models: async () => models };
}
