import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewCard, ReviewStats, Word } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { answer, aWord, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { aReviewCard } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { ReviewScreen } from './review-screen';

const MINUTE = 60_000;

const card = (word: Word, previewedAt = Date.now()) => aReviewCard({ word }, previewedAt);

const run = card(aWord({ id: 'w1', word: 'run', translation: '跑' }));
const harbor = card(aWord({ id: 'w2', word: 'harbor', translation: '港口' }));

const statsWith = (nextDueAt: string | null): ReviewStats => ({
  dueNow: 0,
  dueToday: 0,
  reviewedToday: 1,
  newToday: 1,
  newLeftToday: 9,
  newAvailable: 0,
  cards: 2,
  streakDays: 1,
  retention: null,
  nextDueAt,
  history: [],
});

/* The queue answers these lists in turn (the last one from then on); ratings and undos answer `run`. */
function serve(queues: ReviewCard[][], nextDueAt: () => string | null = () => null) {
  const answers = [...queues];
  return mockFetch((url, init) => {
    if (url.startsWith('/api/review/queue')) {
      const cards = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer('GET /review/queue', { cards, dueCount: 0, newCount: cards.length });
    }
    if (url === '/api/review/stats') return answer('GET /review/stats', { stats: statsWith(nextDueAt()) });
    if (url.startsWith('/api/words/lookup')) return errorAnswer(404, 'NOT_FOUND');
    if (init.method === 'DELETE') {
      const wordId = url.split('/')[3];
      return answer('DELETE /review/:wordId/ratings/:reviewId', { card: wordId === 'w2' ? harbor : run });
    }
    return answer('POST /review/:wordId', { card: run });
  });
}

const sent = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null }));

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('a review session', () => {
  it('labels each rating with the interval it gives, however long after the queue the card shows', async () => {
    serve([[card(run.word, Date.now() - 3 * MINUTE)]]);
    renderUi(<ReviewScreen />);
    await screen.findByTestId('card-meaning');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Good, 10 min' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again, 1 min' })).toBeInTheDocument();
  });

  it('labels parts of speech as the word cards do, not with the dictionary’s codes', async () => {
    serve([[card(aWord({ id: 'w3', word: 'abandon', translation: 'vt. 放弃，抛弃\nn. 放任' }))]]);
    renderUi(<ReviewScreen />);
    const meaning = await screen.findByTestId('card-meaning');
    expect(meaning).not.toHaveTextContent('vt.');
    expect(meaning).toHaveTextContent(/^v\. 放弃，抛弃/);
  });

  it('announces each rating to a screen reader, and shows progress as a named progressbar', async () => {
    serve([[run, harbor], []]);
    renderUi(<ReviewScreen />);
    await screen.findByTestId('card-meaning');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'Rated “run”: Good.',
      ),
    );
    const progress = screen.getByRole('progressbar', { name: 'Cards reviewed in this session' });
    expect(progress).toHaveAttribute('aria-valuetext', '1 of 2');
    expect(progress).toHaveAttribute('aria-valuenow', '1');
  });

  it('undoes the last rating with Z: its card comes back first, and the server takes the rating back', async () => {
    const fetchMock = serve([[run, harbor], []]);
    renderUi(<ReviewScreen />);
    expect(await screen.findByTestId('card-meaning')).toHaveTextContent('跑');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    expect(await screen.findByTestId('card-meaning')).toHaveTextContent('港口');
    expect(screen.getByText('1 of 2')).toBeInTheDocument();

    await userEvent.keyboard('z');
    await waitFor(() => expect(screen.getByTestId('card-meaning')).toHaveTextContent('跑'));
    expect(screen.getByText('0 of 2')).toBeInTheDocument();
    const [rating] = sent(fetchMock, 'POST');
    expect(sent(fetchMock, 'DELETE')).toEqual([
      { url: `/api/review/w1/ratings/${rating!.body.reviewId}`, body: null },
    ]);
    // One rating, one undo: nothing more to undo.
    expect(screen.queryByTestId('review-undo')).not.toBeInTheDocument();
  });

  it('undoes with the button or Ctrl+Z from the end screen, and keeps Z typed in the answer box as text', async () => {
    const fetchMock = serve([[run, harbor], []]);
    renderUi(<ReviewScreen />);
    await screen.findByTestId('card-meaning');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    await screen.findByText('1 of 2');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('4');
    await screen.findByTestId('review-done');

    await userEvent.click(screen.getByRole('button', { name: 'Undo your rating of “harbor”' }));
    expect(await screen.findByTestId('card-meaning')).toHaveTextContent('港口');
    const box = screen.getByRole('textbox', { name: 'Type the word (optional)' });
    await userEvent.type(box, 'z');
    expect(box).toHaveValue('z');
    expect(sent(fetchMock, 'DELETE')).toHaveLength(1);

    await userEvent.click(document.body);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('1');
    await screen.findByTestId('review-done');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(await screen.findByTestId('card-meaning')).toHaveTextContent('港口');
    expect(sent(fetchMock, 'DELETE').map((call) => call.url)).toEqual([
      expect.stringMatching(/^\/api\/review\/w2\/ratings\//),
      expect.stringMatching(/^\/api\/review\/w2\/ratings\//),
    ]);
  });

  it('counts down on the end screen to the next card, and brings it back when it falls due', async () => {
    const dueAt = new Date(Date.now() + 2_500).toISOString();
    const fetchMock = serve([[run], [], [run]], () => (Date.now() < Date.parse(dueAt) ? dueAt : null));
    renderUi(<ReviewScreen />);
    await screen.findByTestId('card-meaning');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('1');
    expect(await screen.findByTestId('next-due')).toHaveTextContent(/^Next card in 0:0[1-3]$/);

    expect(await screen.findByTestId('card-meaning', {}, { timeout: 6_000 })).toHaveTextContent('跑');
    const queueReads = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/review/queue'));
    expect(queueReads).toHaveLength(3);
  });
});
