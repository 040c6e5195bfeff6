import { notifications } from '@mantine/notifications';
import { LIMITS } from '@contract';
import { i18n, currentLanguage } from '../i18n';
import { getSession, signOut } from '../lib/session';
import { navigateTo } from '../lib/navigation';
import { untilFirstPaint } from '../lib/first-paint';
import { ApiError } from './api-error';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Lets a caller (or TanStack Query) cancel; the 30 s timeout applies either way. */
  signal?: AbortSignal;
  /**
   * Goes out at once even before the first paint (lib/first-paint.ts): for the session check, whose
   * answer decides what the first screen shows (a signed-in learner's links, not a guest's).
   */
  beforeFirstPaint?: boolean;
}

export type Envelope = { success?: boolean; message?: unknown; code?: unknown; errors?: unknown } & Record<
  string,
  unknown
>;

/** The one HTTP client: language header, bearer token, timeout, envelope unwrapping, 401 handling. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, release } = await send(path, options, 'application/json');
  let envelope: Envelope | null;
  try {
    envelope = await readJson(response);
  } finally {
    release();
  }
  if (!response.ok || envelope?.success === false) throw failure(response.status, envelope);
  // Development and tests hold every answer to the contract; a production build leaves this out.
  // Loaded on demand so the schemas (and zod) stay out of production bundles.
  if (import.meta.env.DEV)
    (await import('./answer-check')).checkAnswer(options.method ?? 'GET', path, envelope);
  return (envelope ?? {}) as T;
}

export interface SentRequest {
  response: Response;
  /** Stops listening to the caller's signal; call it once the body has been read. */
  release: () => void;
}

/**
 * Sends a request with the client's headers and waits for the answer's headers. The 30 s timeout
 * covers that wait; a streamed body then lasts as long as the server keeps it open, and the caller's
 * signal can still cancel it until `release`. Shared with the streaming reader in `stream.ts`.
 */
export async function send(path: string, options: RequestOptions, accept: string): Promise<SentRequest> {
  const { method = 'GET', body, query, signal, beforeFirstPaint = false } = options;
  const firstPaint = beforeFirstPaint ? null : untilFirstPaint();
  if (firstPaint) await firstPaint;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.apiTimeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const release = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  };

  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLanguage(),
  };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart Content-Type, boundary included.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  try {
    const response = await fetch(API_BASE + path + queryString(query), {
      method,
      headers,
      body: body === undefined || form ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    clearTimeout(timer);
    return { response, release };
  } catch (error) {
    release();
    if (signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    throw new ApiError(
      0,
      timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      i18n.t(timedOut ? 'errors.timeout' : 'errors.network'),
    );
  }
}

/** The error for a failed answer; a 401 also ends the session (docs/product.md, "Everywhere"). */
export function failure(status: number, envelope: Envelope | null): ApiError {
  if (status === 401) handleUnauthorized();
  return toApiError(status, envelope);
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function readJson(response: Response): Promise<Envelope | null> {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null ? (value as Envelope) : null;
  } catch {
    // A proxy error page or an empty body: the caller shows its own fallback text.
    return null;
  }
}

function toApiError(status: number, envelope: Envelope | null): ApiError {
  const { success: _s, message, code, errors, ...extra } = envelope ?? {};
  return new ApiError(
    status,
    typeof code === 'string' ? code : 'BAD_RESPONSE',
    typeof message === 'string' ? message : '',
    Array.isArray(errors) ? errors : [],
    extra,
  );
}

/** docs/product.md: any 401 ends the session and sends the browser to /login unless it is already there. */
function handleUnauthorized(): void {
  const hadSession = getSession().token !== null;
  signOut();
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  if (hadSession) notifications.show({ color: 'yellow', message: i18n.t('errors.sessionExpired') });
  navigateTo('/login', { from: { pathname, search } });
}
