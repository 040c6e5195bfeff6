import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReviewStats } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { answer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ReviewDueBadge } from './review-due-badge';

const stats = (dueNow: number, newAvailable: number): ReviewStats => ({
  dueNow,
  dueToday: dueNow,
  reviewedToday: 0,
  newToday: 0,
  newLeftToday: newAvailable,
  newAvailable,
  cards: dueNow + newAvailable,
  streakDays: 0,
  retention: null,
  nextDueAt: null,
  history: [],
});

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('ReviewDueBadge', () => {
  it('counts the cards due as Profile does, and the new cards allowed now apart, from the stats alone', async () => {
    const fetchMock = mockFetch(() => answer('GET /review/stats', { stats: stats(3, 2) }));
    renderUi(<ReviewDueBadge />);
    expect(await screen.findByTestId('review-due-badge')).toHaveTextContent('3');
    expect(screen.getByTestId('review-new-badge')).toHaveTextContent('2');
    expect(screen.getByText('3 cards due, 2 new cards')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/review/stats']);
  });

  it('shows new cards alone when none is due', async () => {
    mockFetch(() => answer('GET /review/stats', { stats: stats(0, 4) }));
    renderUi(<ReviewDueBadge />);
    expect(await screen.findByTestId('review-new-badge')).toHaveTextContent('4');
    expect(screen.queryByTestId('review-due-badge')).not.toBeInTheDocument();
    expect(screen.getByText('4 new cards')).toBeInTheDocument();
  });

  it('counts again when the next card falls due, with nothing else happening', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dueAt = new Date(Date.now() + 60_000).toISOString();
    const fetchMock = mockFetch(() =>
      Date.now() < Date.parse(dueAt)
        ? answer('GET /review/stats', { stats: { ...stats(0, 0), cards: 1, nextDueAt: dueAt } })
        : answer('GET /review/stats', { stats: stats(1, 0) }),
    );
    try {
      renderUi(<ReviewDueBadge />);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(screen.queryByTestId('review-due-badge')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(62_000);
      expect(await screen.findByTestId('review-due-badge')).toHaveTextContent('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says 99+ past what one session holds', async () => {
    mockFetch(() => answer('GET /review/stats', { stats: stats(4_000, 10) }));
    const { unmount } = renderUi(<ReviewDueBadge />);
    expect(await screen.findByTestId('review-due-badge')).toHaveTextContent('99+');
    unmount();
  });
});
