import { z } from 'zod';
import { CUSTOM_KEY_PROVIDERS, type CustomKeyProvider } from './ai';

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

export interface PublicKeyResponse {
  success: true;
  publicKey: string;
  algorithm: typeof API_KEY_ALGORITHM;
  keyId: string;
}

export interface ApiKeyStatus {
  useCustomKey: boolean;
  hasCustomKey: boolean;
  provider: CustomKeyProvider | null;
  /** First 3 and last 4 characters, e.g. `sk-…a1b2`; never the key. */
  keyPreview: string | null;
}

export type ApiKeyStatusResponse = { success: true } & ApiKeyStatus;
export type UpdateApiKeyResponse = { success: true; message: string } & ApiKeyStatus;
export interface TestApiKeyResponse {
  success: true;
  message: string;
  model: string;
}
