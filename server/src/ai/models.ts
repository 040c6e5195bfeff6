import type { AiModel } from '@contract';
import type { AiProvider } from '../config';

/*
 * The models offered when AI_MODELS is unset: a fast, inexpensive default first, then stronger or
 * thinking models. openai-compatible servers have no such list: their own GET /models is asked instead.
 */
export const DEFAULT_MODELS: Readonly<Record<Exclude<AiProvider, 'offline'>, readonly string[]>> = {
  openai: ['gpt-4.1-mini', 'gpt-4.1', 'gpt-5-mini', 'o4-mini'],
  anthropic: ['claude-haiku-4-5', 'claude-sonnet-4-5'],
  google: ['gemini-2.5-flash', 'gemini-2.5-pro'],
  deepseek: ['deepseek-chat', 'deepseek-reasoner'],
  qwen: ['qwen-plus', 'qwen-flash', 'qwen-max'],
  'openai-compatible': [],
};

/** The built-in checker, listed so the client can show who checks when no AI is configured. */
export const OFFLINE_MODEL: AiModel = {
  id: 'harper',
  label: 'Harper (built-in, offline)',
  provider: 'offline',
  supportsThinking: false,
};

/**
 * The model a check records when the AI's answers did not fit the learner's sentence and the built-in
 * checker answered instead (provider 'offline'): the web app reads it to say so. Keep in step with
 * web/src/components/ai/model-name.ts.
 */
export const OFFLINE_FALLBACK_MODEL_ID = 'harper-fallback';

const LABELS: Readonly<Record<string, string>> = {
  'gpt-4.1-mini': 'GPT-4.1 mini',
  'gpt-4.1': 'GPT-4.1',
  'gpt-5-mini': 'GPT-5 mini',
  'o4-mini': 'o4-mini',
  'claude-haiku-4-5': 'Claude Haiku 4.5',
  'claude-sonnet-4-5': 'Claude Sonnet 4.5',
  'gemini-2.5-flash': 'Gemini 2.5 Flash',
  'gemini-2.5-pro': 'Gemini 2.5 Pro',
  'deepseek-chat': 'DeepSeek Chat',
  'deepseek-reasoner': 'DeepSeek Reasoner',
  'qwen-plus': 'Qwen Plus',
  'qwen-flash': 'Qwen Flash',
  'qwen-max': 'Qwen Max',
};

/**
 * Whether a model can return its thinking. For openai-compatible servers we cannot know: the toggle is
 * offered and `reasoning_content` is read whenever the server sends it.
 */
export function supportsThinking(provider: string, modelId: string): boolean {
  const id = modelId.toLowerCase();
  switch (provider) {
    case 'openai':
      return /^(o\d|gpt-5)/.test(id);
    case 'anthropic':
      return !/^claude-(instant|2|3-(haiku|opus|sonnet|5))/.test(id);
    case 'google':
      return /gemini-(2\.5|[3-9])/.test(id);
    case 'deepseek':
      return /reasoner|r1/.test(id);
    case 'qwen':
      return /^(qwen3|qwq|qwen-(plus|flash|turbo))/.test(id);
    case 'openai-compatible':
      return true;
    default:
      return false;
  }
}

export function describeModel(provider: string, id: string): AiModel {
  return { id, label: LABELS[id] ?? id, provider, supportsThinking: supportsThinking(provider, id) };
}
