import { z } from 'zod';
import { successEnvelope } from './envelope';
import { GRAMMAR_LANGUAGES } from './preferences';

/** Who answers for the platform (AI_PROVIDER). `offline`: the built-in checker; no generation. */
export const PLATFORM_AI_PROVIDERS = [
  'offline',
  'openai',
  'openai-compatible',
  'anthropic',
  'google',
  'deepseek',
  'qwen',
] as const;
export type PlatformAiProvider = (typeof PLATFORM_AI_PROVIDERS)[number];

/** Providers a learner may bring a key for; each has a base URL fixed by the server. */
export const CUSTOM_KEY_PROVIDERS = [
  'openai',
  'anthropic',
  'google',
  'deepseek',
  'qwen',
  'openrouter',
] as const;
export type CustomKeyProvider = (typeof CUSTOM_KEY_PROVIDERS)[number];

export const AI_LIMITS = {
  maxRetriesMin: 1,
  maxRetriesMax: 5,
  maxRetriesDefault: 3,
  modelIdMax: 120,
} as const;

/** The advanced settings shared by POST /generate and POST /check. */
export const aiOptionsSchema = z.object({
  model: z
    .string({ error: 'validation.modelInvalid' })
    .trim()
    .min(1, 'validation.modelInvalid')
    .max(AI_LIMITS.modelIdMax, 'validation.modelInvalid')
    .optional(),
  maxRetries: z
    .number({ error: 'validation.maxRetriesRange' })
    .int('validation.maxRetriesRange')
    .min(AI_LIMITS.maxRetriesMin, 'validation.maxRetriesRange')
    .max(AI_LIMITS.maxRetriesMax, 'validation.maxRetriesRange')
    .default(AI_LIMITS.maxRetriesDefault),
  /** Defaults to the user's saved grammar language. */
  grammarLanguage: z.enum(GRAMMAR_LANGUAGES, { error: 'validation.invalid' }).optional(),
  enableThinking: z.boolean({ error: 'validation.invalid' }).default(false),
  /** Defaults to the user's showInCommunity preference. */
  isPublic: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type AiOptions = z.infer<typeof aiOptionsSchema>;

export const AI_SOURCE_KINDS = ['platform', 'custom', 'offline'] as const;
export type AiSourceKind = (typeof AI_SOURCE_KINDS)[number];

export const aiModelSchema = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.string(),
  supportsThinking: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

/** What is left of the signed-in learner's platform AI calls today (AI_DAILY_CALLS_PER_USER). */
export const dailyCallsSchema = z.object({ limit: z.number(), remaining: z.number() });
export type DailyCalls = z.infer<typeof dailyCallsSchema>;

/** GET /api/ai/models */
export const aiModelsResponseSchema = successEnvelope({
  models: z.array(aiModelSchema),
  defaultModel: z.string().nullable(),
  source: z.enum(AI_SOURCE_KINDS),
  /** Null for guests, a learner's own key, the offline checker, or when the operator set no cap. */
  dailyCalls: dailyCallsSchema.nullable(),
});
export type AiModelsResponse = z.infer<typeof aiModelsResponseSchema>;
