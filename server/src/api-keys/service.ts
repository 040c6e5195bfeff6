import type { webcrypto } from 'node:crypto';
import {
  CUSTOM_KEY_PROVIDER_LABELS,
  CUSTOM_KEY_PROVIDERS,
  translate,
  type ApiKeyStatus,
  type CustomKeyProvider,
  type Language,
  type TestApiKeyInput,
  type UpdateApiKeyInput,
} from '@contract';
import type { ModelSource } from '../ai';
import type { Clock } from '../lib/clock';
import { AppError, errors } from '../lib/errors';
import { createSealer, decryptWith, generateTransportKeyPair, importPrivateKey, type Sealer } from './crypto';
import { testProviderKey } from './key-test';
import { customModelSource, hasKeyShape, keyPreview } from './providers';
import type { ApiKeyRow, ApiKeysRepository } from './repository';

const TRANSPORT_KEY_NAME = 'api-key-transport';

export interface ApiKeysServiceDeps {
  repository: ApiKeysRepository;
  appSecret: string;
  /** AI_CUSTOM_BASE_URLS: the operator's overrides of the providers' base URLs. */
  customBaseUrls: Record<string, string>;
  clock: Clock;
  fetch?: typeof globalThis.fetch;
}

interface TransportKey {
  keyId: string;
  publicKey: string;
  privateKey: webcrypto.CryptoKey;
}

const NO_KEY: ApiKeyStatus = { useCustomKey: false, hasCustomKey: false, provider: null, keyPreview: null };

/** A learner's own AI key: received encrypted, stored sealed, used by the AI engine, never shown. */
export function createApiKeysService(deps: ApiKeysServiceDeps) {
  const { repository, clock } = deps;
  const sealer: Sealer = createSealer(deps.appSecret);
  // The pair lives in the database; this is only each instance's copy of it, loaded once.
  let transportKey: Promise<TransportKey> | null = null;

  function loadTransportKey(): Promise<TransportKey> {
    transportKey ??= readOrCreateTransportKey().catch((error: unknown) => {
      transportKey = null;
      throw error;
    });
    return transportKey;
  }

  async function readOrCreateTransportKey(): Promise<TransportKey> {
    let row = await repository.findServerKey(TRANSPORT_KEY_NAME);
    if (!row) {
      // Instances starting together may each make a pair: the first insert wins and all read it back.
      const pair = generateTransportKeyPair();
      await repository.insertServerKeyIfAbsent({
        name: TRANSPORT_KEY_NAME,
        key_id: pair.keyId,
        public_key: pair.publicKey,
        sealed_private_key: sealer.seal(pair.privateKeyPem, TRANSPORT_KEY_NAME),
        key_version: sealer.version,
        created_at: clock().toISOString(),
      });
      row = await repository.findServerKey(TRANSPORT_KEY_NAME);
      if (!row) throw new Error('the API key transport pair was not stored');
    }
    const privateKeyPem = sealer.open(row.sealed_private_key, TRANSPORT_KEY_NAME, row.key_version);
    return {
      keyId: row.key_id,
      publicKey: row.public_key,
      privateKey: await importPrivateKey(privateKeyPem),
    };
  }

  /** The plaintext key from the browser's ciphertext, checked against the provider's key shape. */
  async function decryptKey(provider: CustomKeyProvider, ciphertext: string, field: string): Promise<string> {
    const { privateKey } = await loadTransportKey();
    const key = (await decryptWith(privateKey, ciphertext))?.trim();
    if (!key) throw errors.invalidField(field, 'apiKeys.decryptFailed');
    if (!hasKeyShape(provider, key)) {
      throw errors.validation([
        {
          field,
          messageKey: 'apiKeys.shapeInvalid',
          params: { provider: CUSTOM_KEY_PROVIDER_LABELS[provider] },
        },
      ]);
    }
    return key;
  }

  function statusOf(row: ApiKeyRow | undefined): ApiKeyStatus {
    if (!row) return NO_KEY;
    return {
      useCustomKey: true,
      hasCustomKey: true,
      provider: asProvider(row.provider),
      keyPreview: row.key_preview,
    };
  }

  return {
    async publicKey(): Promise<{ publicKey: string; keyId: string }> {
      const { publicKey, keyId } = await loadTransportKey();
      return { publicKey, keyId };
    },

    async status(userId: string): Promise<ApiKeyStatus> {
      return statusOf(await repository.find(userId));
    },

    async update(userId: string, input: UpdateApiKeyInput): Promise<ApiKeyStatus> {
      if (!input.useCustomKey) {
        await repository.remove(userId);
        return NO_KEY;
      }
      const key = await decryptKey(input.provider, input.encryptedKey, 'encryptedKey');
      const now = clock().toISOString();
      const row: ApiKeyRow = {
        user_id: userId,
        provider: input.provider,
        sealed_key: sealer.seal(key, userId),
        key_version: sealer.version,
        key_preview: keyPreview(key),
        created_at: now,
        updated_at: now,
      };
      await repository.upsert(row);
      return statusOf(row);
    },

    /** One real request with the key; the model it offers, or 400 'API key test failed: …'. */
    async test(input: TestApiKeyInput, language: Language): Promise<{ model: string }> {
      const key = await decryptKey(input.provider, input.apiKey, 'apiKey');
      const result = await testProviderKey(input.provider, key, deps.customBaseUrls, deps.fetch);
      if (result.ok) return { model: result.model };
      const reason = translate(language, result.reason, result.params);
      const message = result.detail ? `${reason}: ${result.detail}` : reason;
      throw new AppError('VALIDATION_ERROR', 'apiKeys.testFailed', { message });
    },

    /** The AI engine's source for this learner, or null to use the platform's. */
    async customSource(userId: string): Promise<ModelSource | null> {
      const row = await repository.find(userId);
      if (!row) return null;
      const provider = asProvider(row.provider);
      // Fails (500) when APP_SECRET changed without resealing: better than silently using the platform.
      const apiKey = sealer.open(row.sealed_key, userId, row.key_version);
      return customModelSource({ provider, apiKey, overrides: deps.customBaseUrls, fetch: deps.fetch });
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

function asProvider(value: string): CustomKeyProvider {
  const provider = CUSTOM_KEY_PROVIDERS.find((candidate) => candidate === value);
  if (!provider) throw new Error(`unknown custom key provider in the database: ${value}`);
  return provider;
}
