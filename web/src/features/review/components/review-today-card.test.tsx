import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReviewStats } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { answer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ReviewTodayCard } from './review-today-card';

const stats = (counts: Pick<ReviewStats, 'dueNow' | 'newAvailable' | 'cards'>): ReviewStats => ({
  dueToday: counts.dueNow,
  reviewedToday: 0,
  newToday: 0,
  newLeftToday: 10,
  streakDays: 0,
  retention: null,
  nextDueAt: null,
  history: [],
  ...counts,
});

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('ReviewTodayCard (Home)', () => {
  it('shows a learner without words how to start, not praise for an empty queue', async () => {
    mockFetch(() => answer('GET /review/stats', { stats: stats({ dueNow: 0, newAvailable: 0, cards: 0 }) }));
    renderUi(<ReviewTodayCard />);
    expect(
      await screen.findByText('You have no words yet. Add a few: each one becomes a review card.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add words' })).toHaveAttribute('href', '/words');
    expect(screen.queryByText(/Nice work/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start review' })).not.toBeInTheDocument();
  });

  it('counts the cards due as the top bar and Profile do, and the new words apart', async () => {
    mockFetch(() => answer('GET /review/stats', { stats: stats({ dueNow: 8, newAvailable: 8, cards: 30 }) }));
    renderUi(<ReviewTodayCard />);
    expect(await screen.findByText('8 cards are waiting for you. 8 new words to learn.')).toHaveAttribute(
      'data-testid',
      'home-review-due',
    );
    expect(screen.getByRole('link', { name: 'Start review' })).toHaveAttribute('href', '/review');
  });
});
