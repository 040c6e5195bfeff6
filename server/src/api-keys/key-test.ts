import type { CustomKeyProvider, MessageKey } from '@contract';
import { scrubSecrets } from '../lib/secrets';
import { baseUrlOf, providerModels } from './providers';

const TEST_TIMEOUT_MS = 10_000;
const ANTHROPIC_VERSION = '2023-06-01';
const REASON_MAX_CHARS = 160;

export type KeyTestResult =
  | { ok: true; model: string }
  | { ok: false; reason: MessageKey; params: Record<string, string | number>; detail: string | null };

/**
 * One small real request with the key: the provider's model list (OpenRouter: its key endpoint, as its
 * model list is public). Nothing here ever puts the key in a URL, a log line or the reason returned.
 */
export async function testProviderKey(
  provider: CustomKeyProvider,
  apiKey: string,
  overrides: Record<string, string>,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<KeyTestResult> {
  const base = baseUrlOf(provider, overrides);
  const { path, headers } = request(provider, apiKey);
  let response: Response;
  try {
    response = await fetchImpl(`${base}${path}`, {
      headers,
      signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      reason: timedOut ? 'apiKeys.timeout' : 'apiKeys.unreachable',
      params: {},
      detail: null,
    };
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const refused = response.status === 401 || response.status === 403;
    return {
      ok: false,
      reason: refused ? 'apiKeys.refused' : 'apiKeys.providerStatus',
      params: { status: response.status },
      detail: scrub(providerMessage(body), apiKey),
    };
  }
  return { ok: true, model: chooseModel(provider, listedModels(body)) };
}

function request(
  provider: CustomKeyProvider,
  apiKey: string,
): { path: string; headers: Record<string, string> } {
  switch (provider) {
    case 'anthropic':
      return { path: '/models', headers: { 'x-api-key': apiKey, 'anthropic-version': ANTHROPIC_VERSION } };
    case 'google':
      // The header rather than ?key=, so the key never sits in a URL that a proxy or log might keep.
      return { path: '/models', headers: { 'x-goog-api-key': apiKey } };
    case 'openrouter':
      return { path: '/key', headers: { authorization: `Bearer ${apiKey}` } };
    default:
      return { path: '/models', headers: { authorization: `Bearer ${apiKey}` } };
  }
}

/* OpenAI-style `data[].id`, Google's `models[].name` ("models/gemini-2.5-flash"). */
function listedModels(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { data, models } = body as { data?: unknown; models?: unknown };
  const entries = Array.isArray(data) ? data : Array.isArray(models) ? models : [];
  return entries
    .map((entry: { id?: unknown; name?: unknown }) => entry?.id ?? entry?.name)
    .filter((id): id is string => typeof id === 'string')
    .map((id) => id.replace(/^models\//, ''));
}

/** The provider's default model when it is listed (or nothing is listed), else the first listed one. */
function chooseModel(provider: CustomKeyProvider, listed: string[]): string {
  const defaults = providerModels(provider);
  const preferred = defaults.find((id) => listed.includes(id));
  return preferred ?? listed[0] ?? defaults[0] ?? provider;
}

function providerMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const inner = (error as { message?: unknown }).message;
    if (typeof inner === 'string') return inner;
  }
  return typeof message === 'string' ? message : null;
}

/**
 * Providers sometimes echo the key, whole or masked (`sk-abc***xyz`): every word that shares its start
 * or end with the key goes, not just exact copies.
 */
export function scrub(text: string | null, apiKey: string): string | null {
  if (!text) return null;
  const cleaned = scrubSecrets(text, [apiKey]);
  return cleaned.length > REASON_MAX_CHARS ? `${cleaned.slice(0, REASON_MAX_CHARS)}…` : cleaned;
}
