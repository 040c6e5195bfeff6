import { z } from 'zod';
import { CUSTOM_KEY_PROVIDERS, type CustomKeyProvider } from './ai';
import { successEnvelope } from './envelope';

/*
 * A learner's own AI key travels only as RSA-OAEP (SHA-256) ciphertext made with GET /auth/public-key,
 * base64-encoded; the server decrypts it, checks its shape and stores it sealed.
 */
export const API_KEY_LIMITS = {
  /** RSA-3072 with OAEP-SHA-256 fits at most 384 - 2*32 - 2 bytes of plaintext. */
  keyMaxBytes: 318,
  /** base64 of one 384-byte RSA-3072 block, with room for whitespace. */
  ciphertextMaxChars: 1024,
} as const;

/** Product names, the same in every language. */
export const CUSTOM_KEY_PROVIDER_LABELS: Readonly<Record<CustomKeyProvider, string>> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  deepseek: 'DeepSeek',
  qwen: 'Qwen',
  openrouter: 'OpenRouter',
};

export const API_KEY_ALGORITHM = 'RSA-OAEP-256';

export const customKeyProviderSchema = z.enum(CUSTOM_KEY_PROVIDERS, {
  error: 'validation.apiKeyProviderInvalid',
});

const ciphertextSchema = z
  .string({ error: 'validation.apiKeyRequired' })
  .trim()
  .min(1, 'validation.apiKeyRequired')
  .max(API_KEY_LIMITS.ciphertextMaxChars, 'apiKeys.decryptFailed');

export const updateApiKeySchema = z.discriminatedUnion(
  'useCustomKey',
  [
    z.object({
      useCustomKey: z.literal(true),
      provider: customKeyProviderSchema,
      encryptedKey: ciphertextSchema,
    }),
    z.object({ useCustomKey: z.literal(false) }),
  ],
  { error: 'validation.invalid' },
);
export type UpdateApiKeyInput = z.infer<typeof updateApiKeySchema>;

export const testApiKeySchema = z.object({
  provider: customKeyProviderSchema,
  apiKey: ciphertextSchema,
});
export type TestApiKeyInput = z.infer<typeof testApiKeySchema>;

export const publicKeyResponseSchema = successEnvelope({
  publicKey: z.string(),
  algorithm: z.literal(API_KEY_ALGORITHM),
  keyId: z.string(),
});
export type PublicKeyResponse = z.infer<typeof publicKeyResponseSchema>;

const apiKeyStatusFields = {
  useCustomKey: z.boolean(),
  hasCustomKey: z.boolean(),
  provider: z.enum(CUSTOM_KEY_PROVIDERS).nullable(),
  /** First 3 and last 4 characters, e.g. `sk-…a1b2`; never the key. */
  keyPreview: z.string().nullable(),
};
export const apiKeyStatusSchema = z.object(apiKeyStatusFields);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

export const apiKeyStatusResponseSchema = successEnvelope(apiKeyStatusFields);
export type ApiKeyStatusResponse = z.infer<typeof apiKeyStatusResponseSchema>;
export const updateApiKeyResponseSchema = successEnvelope({ ...apiKeyStatusFields, message: z.string() });
export type UpdateApiKeyResponse = z.infer<typeof updateApiKeyResponseSchema>;
export const testApiKeyResponseSchema = successEnvelope({ message: z.string(), model: z.string() });
export type TestApiKeyResponse = z.infer<typeof testApiKeyResponseSchema>;
