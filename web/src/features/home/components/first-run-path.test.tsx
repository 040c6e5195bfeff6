import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReviewStats } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { aiModelsAnswer, answer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { FirstRunPath } from './first-run-path';

const stats: ReviewStats = {
  dueNow: 0,
  dueToday: 0,
  reviewedToday: 0,
  newToday: 0,
  newLeftToday: 10,
  newAvailable: 0,
  cards: 0,
  streakDays: 0,
  retention: null,
  nextDueAt: null,
  history: [],
};

function serve(source: 'platform' | 'offline') {
  return mockFetch((url) => {
    if (url.startsWith('/api/ai/models')) return aiModelsAnswer(source);
    if (url === '/api/review/stats') return answer('GET /review/stats', { stats });
    return answer('GET /statistics/me', {
      stats: { words: 2, generations: 0, sentenceChecks: 0, likesReceived: 0 },
    });
  });
}

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the first-run path', () => {
  it('asks for an AI sentence when a model can write one', async () => {
    serve('platform');
    renderUi(<FirstRunPath signedIn />);
    expect(await screen.findByText('0 of 4 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate a sentence with them' })).toBeInTheDocument();
    expect(screen.queryByTestId('no-ai-note')).not.toBeInTheDocument();
  });

  it('on a server without a model, leaves the AI step out and says where to set a key', async () => {
    serve('offline');
    renderUi(<FirstRunPath signedIn />);
    expect(await screen.findByText('0 of 3 done')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Generate a sentence with them' })).not.toBeInTheDocument();
    expect(screen.getByTestId('no-ai-note')).toHaveTextContent(
      'With an AI model, Wordloom also writes example sentences with your words.',
    );
    expect(screen.getByRole('link', { name: 'AI settings' })).toHaveAttribute('href', '/ai-config');
  });
});
