import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@contract';
import { setLanguage } from '../i18n';
import { registerNavigate } from '../lib/navigation';
import { getSession, signIn, signOut, TOKEN_STORAGE_KEY } from '../lib/session';
import { aPublicConfig, answer, errorAnswer, jsonResponse, mockFetch, testUser } from '../test/fixtures';
import { ApiError, errorMessage } from './api-error';
import { apiRequest } from './client';

const headersOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;

describe('apiRequest', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    registerNavigate(navigate);
    window.history.replaceState(null, '', '/words?sort=alpha');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    navigate.mockReset();
    signOut();
    setLanguage('en');
  });

  it('calls /api, sends the current language and unwraps the envelope', async () => {
    const fetchMock = mockFetch(() => answer('GET /auth/me', { user: testUser }));
    setLanguage('zh');
    const body = await apiRequest<{ user: unknown }>('/auth/me', { query: { limit: 5, cursor: undefined } });
    expect(body.user).toEqual(testUser);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me?limit=5');
    expect(headersOf(fetchMock)['Accept-Language']).toBe('zh');
  });

  it('sends the bearer token only when signed in', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/config' ? jsonResponse(aPublicConfig()) : answer('GET /auth/me', { user: testUser }),
    );
    await apiRequest('/config');
    expect(headersOf(fetchMock).Authorization).toBeUndefined();

    signIn(testUser, 'token-123');
    fetchMock.mockClear();
    await apiRequest('/auth/me');
    expect(headersOf(fetchMock).Authorization).toBe('Bearer token-123');
  });

  it('sends a form as it is, letting the browser set the multipart type', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({
        success: true,
        format: 'lines',
        added: [],
        duplicates: [],
        misspelled: [],
        invalid: [],
        withContext: 0,
        message: 'Nothing to add',
      }),
    );
    const form = new FormData();
    form.append('file', new Blob(['apple\n']), 'words.txt');
    await apiRequest('/words/import/file', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(fetchMock)['Content-Type']).toBeUndefined();
  });

  it('throws the server message, code and field errors', async () => {
    mockFetch(() =>
      errorAnswer(409, 'CONFLICT', 'This username is already taken', {
        errors: [{ field: 'username', message: 'This username is already taken' }],
      }),
    );
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This username is already taken' });
    expect((error as ApiError).errors).toHaveLength(1);
    expect(errorMessage(error, 'Registration failed')).toBe('This username is already taken');
  });

  it('falls back to the caller text when the server sends no message', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: '' });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('on 401 clears the session and goes to /login, remembering the page', async () => {
    signIn(testUser, 'stale');
    mockFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Please sign in'));
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ status: 'guest', token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { from: { pathname: '/words', search: '?sort=alpha' } });
  });

  it('on 401 at /login stays put (a wrong password must not reload the page)', async () => {
    window.history.replaceState(null, '', '/login');
    mockFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Invalid email or password'));
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up after the 30 s timeout with a localized message', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ) as unknown as Response,
    );
    setLanguage('zh');
    const pending = apiRequest('/statistics').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(LIMITS.apiTimeoutMs - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      code: 'TIMEOUT',
      status: 0,
      message: '服务器响应超时，请稍后再试。',
    });
  });

  it('fails loudly when an answer strays from the contract (development and tests)', async () => {
    mockFetch(() => answer('GET /auth/me', { user: { ...testUser, email: undefined as unknown as string } }));
    await expect(apiRequest('/auth/me')).rejects.toThrow(
      /The answer of GET \/auth\/me does not match the contract:\n {2}user\.email/,
    );
  });

  it('turns a network failure into a localized message', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/config')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Cannot reach the server. Please check your connection and try again.',
    });
  });
});
