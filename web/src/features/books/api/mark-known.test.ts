import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonResponse, mockFetch } from '../../../test/fixtures';
import { aPlan } from '../test-fixtures';
import { KnownMarkingFailed, markKnown } from './mark-known';

afterEach(() => vi.unstubAllGlobals());

const sentChunks = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { words: string[] }).words);

describe('marking many words known', () => {
  it('sends at most 500 words a request, in order, and adds up what the server marked', async () => {
    const fetchMock = mockFetch((_url, init) => {
      const { words } = JSON.parse(String(init.body)) as { words: string[] };
      return jsonResponse({ success: true, plan: aPlan(), marked: words.length - 1 });
    });
    const words = Array.from({ length: 1001 }, (_, index) => `w${index}`);
    const seen: number[] = [];

    const result = await markKnown('cet4', words, (progress) => seen.push(progress.sent));

    expect(sentChunks(fetchMock).map((chunk) => chunk.length)).toEqual([500, 500, 1]);
    expect(sentChunks(fetchMock).flat()).toEqual(words);
    expect(
      fetchMock.mock.calls.every(([url, init]) => url === '/api/plans/cet4/known' && init?.method === 'POST'),
    ).toBe(true);
    // The server counts only words newly known: one of each request was known already.
    expect(result).toEqual({ marked: 998, sent: 1001, total: 1001 });
    expect(seen).toEqual([500, 1000, 1001]);
  });

  it('stops at the first refusal and says how far it got', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ success: true, plan: aPlan(), marked: 500 })
        : errorAnswer(404, 'NOT_FOUND', 'You have no plan for this book');
    });
    const words = Array.from({ length: 1200 }, (_, index) => `w${index}`);

    const failure = await markKnown('cet4', words).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(KnownMarkingFailed);
    expect((failure as KnownMarkingFailed).progress).toEqual({ marked: 500, sent: 500, total: 1200 });
    expect(calls).toBe(2);
  });
});
