import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client';
import { aPublicConfig, answer, jsonResponse, mockFetch, testUser } from '../test/fixtures';
import { firstScreenRendered, holdRequestsForFirstPaint, untilFirstPaint } from './first-paint';

describe('API requests before the first paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('go out at once when nothing held them (tests, and every request after the first paint)', async () => {
    const fetchMock = mockFetch(() => jsonResponse(aPublicConfig()));
    expect(untilFirstPaint()).toBeNull();
    await apiRequest('/config');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('wait for the first screen to be painted, then go out', async () => {
    const fetchMock = mockFetch(() => jsonResponse(aPublicConfig()));
    holdRequestsForFirstPaint();
    const request = apiRequest('/config');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    firstScreenRendered();
    await request;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(untilFirstPaint()).toBeNull();
  });

  it('go out after a second at most, should the first screen never render', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => jsonResponse(aPublicConfig()));
    holdRequestsForFirstPaint();
    const request = apiRequest('/config');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await request;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('let the session check through at once: its answer decides what the first screen shows', async () => {
    const fetchMock = mockFetch(() => answer('GET /auth/me', { user: testUser }));
    holdRequestsForFirstPaint();
    await apiRequest('/auth/me', { beforeFirstPaint: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    firstScreenRendered();
  });
});
