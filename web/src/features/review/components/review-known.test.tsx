import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { ReviewCard, Word } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { answer, aWord, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { aReviewedCard } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { ReviewScreen } from './review-screen';

const NOW = Date.now();
const card = (word: Word) => aReviewedCard({ word }, NOW);

const run = card(aWord({ id: 'w1', word: 'run', translation: '跑' }));
const harbor = card(aWord({ id: 'w2', word: 'harbor', translation: '港口' }));
const river = card(aWord({ id: 'w3', word: 'river', translation: '河' }));

/* One queue, then an empty one; "I know this" answers the card known, its Undo the card new again. */
function serve(cards: ReviewCard[], { failKnown = false } = {}) {
  const queues = [cards, []];
  return mockFetch((url, init) => {
    if (url.startsWith('/api/review/queue')) {
      const served = queues.length > 1 ? queues.shift()! : queues[0]!;
      return answer('GET /review/queue', { cards: served, dueCount: served.length, newCount: 0 });
    }
    if (url.startsWith('/api/words/lookup')) return errorAnswer(404, 'NOT_FOUND');
    if (url === '/api/review/stats') return answer('GET /review/stats', { stats: STATS });
    const wordId = url.split('/')[3];
    const which = [run, harbor, river].find((one) => one.word.id === wordId)!;
    if (url.endsWith('/known')) {
      if (init.method === 'POST' && failKnown) return errorAnswer(503, 'DATABASE_UNAVAILABLE');
      return init.method === 'POST'
        ? answer('POST /review/:wordId/known', { card: { ...which, state: 'known' } })
        : answer('DELETE /review/:wordId/known', { card: { ...which, state: 'new' } });
    }
    return answer('POST /review/:wordId', { card: which });
  });
}

const STATS = {
  dueNow: 0,
  dueToday: 0,
  reviewedToday: 1,
  newToday: 0,
  newLeftToday: 10,
  newAvailable: 0,
  cards: 3,
  streakDays: 1,
  retention: null,
  nextDueAt: null,
  history: [],
};

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    .filter((call) => !call.startsWith('GET'));

const meaning = () => screen.getByTestId('card-meaning');

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store of their own, outside the rendered screen.
  notifications.clean();
  signOut();
});

describe('"I know this" in review', () => {
  it('takes the card out with the button, before the answer, and counts it as known', async () => {
    const fetchMock = serve([run, harbor]);
    renderUi(<ReviewScreen />);
    expect(await screen.findByText('跑')).toBeInTheDocument();

    // Before the answer its name says nothing of the word.
    const button = screen.getByRole('button', { name: 'I know this' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'K');
    await userEvent.click(button);

    expect(meaning()).toHaveTextContent('港口');
    expect(screen.queryByTestId('card-answer')).not.toBeInTheDocument();
    expect(screen.getByTestId('review-progress')).toHaveTextContent('1 of 2 · 1 known');
    await waitFor(() => expect(calls(fetchMock)).toEqual(['POST /api/review/w1/known']));
    expect(await screen.findByText('“run” is marked as known and won’t come up again.')).toBeInTheDocument();
  });

  it('takes it with K after the answer too, and the rating keys still rate the next card', async () => {
    const fetchMock = serve([run, harbor, river]);
    renderUi(<ReviewScreen />);
    await screen.findByText('跑');
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('card-answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I know this' })).toBeInTheDocument();
    await userEvent.keyboard('k');

    expect(meaning()).toHaveTextContent('港口');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    expect(meaning()).toHaveTextContent('河');
    expect(screen.getByTestId('review-progress')).toHaveTextContent('2 of 3 · 1 known');
    await waitFor(() =>
      expect(calls(fetchMock)).toEqual(['POST /api/review/w1/known', 'POST /api/review/w2']),
    );
  });

  it('keeps K typed in the answer box as text', async () => {
    const fetchMock = serve([run, harbor]);
    renderUi(<ReviewScreen />);
    const box = await screen.findByRole('textbox', { name: 'Type the word (optional)' });
    await userEvent.type(box, 'kick');
    expect(box).toHaveValue('kick');
    expect(meaning()).toHaveTextContent('跑');
    expect(calls(fetchMock)).toEqual([]);
  });

  it('brings the card back first with the toast’s Undo, and the server takes the mark back', async () => {
    const fetchMock = serve([run, harbor, river]);
    renderUi(<ReviewScreen />);
    await screen.findByText('跑');
    await userEvent.click(screen.getByRole('button', { name: 'I know this' }));
    const toast = (await screen.findByText(/“run” is marked as known/)).closest('[role="alert"]');
    await userEvent.click(
      within(toast as HTMLElement).getByRole('button', { name: 'Undo “I know this” for “run”' }),
    );

    await waitFor(() => expect(meaning()).toHaveTextContent('跑'));
    expect(screen.getByTestId('card-state')).toHaveTextContent('New');
    expect(screen.getByTestId('review-progress')).toHaveTextContent('0 of 3');
    expect(calls(fetchMock)).toEqual(['POST /api/review/w1/known', 'DELETE /api/review/w1/known']);
    await waitFor(() => expect(screen.queryByText(/“run” is marked as known/)).not.toBeInTheDocument());
  });

  it('is undone by Z as the last action, like a rating, and its toast goes', async () => {
    const fetchMock = serve([run, harbor]);
    renderUi(<ReviewScreen />);
    await screen.findByText('跑');
    await userEvent.keyboard('k');
    expect(meaning()).toHaveTextContent('港口');
    expect(await screen.findByRole('button', { name: 'Undo “I know this” for “run”' })).toBeInTheDocument();
    await userEvent.keyboard('z');
    await waitFor(() => expect(meaning()).toHaveTextContent('跑'));
    expect(calls(fetchMock)).toEqual(['POST /api/review/w1/known', 'DELETE /api/review/w1/known']);
    // Its toast goes with it: an Undo there would have nothing left to take back.
    await waitFor(() => expect(screen.queryByText(/“run” is marked as known/)).not.toBeInTheDocument());
  });

  it('puts the card back when the server could not mark it, and says so', async () => {
    serve([run, harbor], { failKnown: true });
    renderUi(<ReviewScreen />);
    await screen.findByText('跑');
    await userEvent.keyboard('k');
    expect(
      await screen.findByText('Could not mark “run” as known. It will come up again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('review-progress')).toHaveTextContent('0 of 2');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    expect(meaning()).toHaveTextContent('跑');
  });
});
