import { notifications } from '@mantine/notifications';
import { LIMITS } from '@contract';
import { i18n, currentLanguage } from '../i18n';
import { getSession, signOut } from '../lib/session';
import { navigateTo } from '../lib/navigation';
import { ApiError } from './api-error';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Lets a caller (or TanStack Query) cancel; the 30 s timeout applies either way. */
  signal?: AbortSignal;
}

type Envelope = { success?: boolean; message?: unknown; code?: unknown; errors?: unknown } & Record<
  string,
  unknown
>;

/** The one HTTP client: language header, bearer token, timeout, envelope unwrapping, 401 handling. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), LIMITS.apiTimeoutMs);
  const onCallerAbort = () => timeout.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(API_BASE + path + queryString(query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = timeout.signal.aborted;
    throw new ApiError(
      0,
      timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      i18n.t(timedOut ? 'errors.timeout' : 'errors.network'),
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  const envelope = await readJson(response);
  if (response.status === 401) handleUnauthorized();
  if (!response.ok || envelope?.success === false) throw toApiError(response.status, envelope);
  return (envelope ?? {}) as T;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<Envelope | null> {
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

/** SPEC §8: any 401 ends the session and sends the browser to /login unless it is already there. */
function handleUnauthorized(): void {
  const hadSession = getSession().token !== null;
  signOut();
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  if (hadSession) notifications.show({ color: 'yellow', message: i18n.t('errors.sessionExpired') });
  navigateTo('/login', { from: { pathname, search } });
}
