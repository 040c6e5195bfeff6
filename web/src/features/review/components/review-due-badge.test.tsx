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
  it('counts due cards and the new cards allowed now, from the stats alone', async () => {
    const fetchMock = mockFetch(() => answer('GET /review/stats', { stats: stats(3, 2) }));
    renderUi(<ReviewDueBadge />);
    expect(await screen.findByTestId('review-due-badge')).toHaveTextContent('5');
    expect(screen.getByText('5 cards due')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/review/stats']);
  });

  it('says 99+ past what one session holds', async () => {
    mockFetch(() => answer('GET /review/stats', { stats: stats(4_000, 10) }));
    const { unmount } = renderUi(<ReviewDueBadge />);
    expect(await screen.findByTestId('review-due-badge')).toHaveTextContent('99+');
    unmount();
  });
});
