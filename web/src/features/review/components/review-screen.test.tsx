import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewCard, ReviewStats, Word } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { aiModelsAnswer, answer, aWord, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { aReviewCard } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { ReviewScreen } from './review-screen';

const NOW = Date.now();
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function word(id: string, text: string, translation: string): Word {
  return aWord({
    id,
    word: text,
    definition: `definition of ${text}`,
    translation,
    phonetic: "'test",
    partOfSpeech: 'verb',
    createdAt: new Date(NOW).toISOString(),
  });
}

// As the server asks: the sentence when there is one.
const card = (w: Word, cloze: ReviewCard['cloze']) =>
  aReviewCard({ word: w, cloze, question: cloze ? 'cloze' : 'recall' }, NOW);

const run = word('w1', 'run', '跑');
const harbor = word('w2', 'harbor', '港口');
const clozeCard = card(run, {
  text: 'She ____ to the station.',
  answer: 'ran',
  translation: '她跑到车站。',
  generationId: 'g1',
  sentence: 'She ran to the station.',
  source: 'own',
});
const meaningCard = card(harbor, null);

const stats: ReviewStats = {
  dueNow: 0,
  dueToday: 0,
  reviewedToday: 2,
  newToday: 2,
  newLeftToday: 8,
  newAvailable: 0,
  cards: 2,
  streakDays: 1,
  retention: null,
  nextDueAt: inMinutes(10),
  history: [],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * `failRatings`: how many ratings the server fails (a 503) before it saves them; `ai`: whether the
 * server has a model (the default install has none).
 */
function serve(queues: ReviewCard[][], failRatings = 0, ai: 'platform' | 'offline' = 'platform') {
  const answers = [...queues];
  let failuresLeft = failRatings;
  return mockFetch((url, init) => {
    if (url.startsWith('/api/ai/models')) return aiModelsAnswer(ai);
    if (url.startsWith('/api/words/lookup')) return errorAnswer(404, 'NOT_FOUND');
    if (url.startsWith('/api/review/queue')) {
      const cards = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer('GET /review/queue', { cards, dueCount: 0, newCount: cards.length });
    }
    if (url === '/api/review/stats') return answer('GET /review/stats', { stats });
    if (init.method === 'POST' && failuresLeft > 0) {
      failuresLeft -= 1;
      return errorAnswer(503, 'DATABASE_UNAVAILABLE');
    }
    return answer('POST /review/:wordId', { card: clozeCard });
  });
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> }));

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('ReviewScreen', () => {
  it('asks for the blanked word, reveals it with Space, and rates with the keys 1–4', async () => {
    const fetchMock = serve([[clozeCard, meaningCard], []]);
    renderUi(<ReviewScreen />);

    const cloze = await screen.findByTestId('cloze');
    expect(cloze).toHaveTextContent('She blank to the station.');
    expect(screen.getByText('她跑到车站。')).toBeInTheDocument();
    expect(screen.getByText('0 of 2')).toBeInTheDocument();
    expect(screen.queryByTestId('card-answer')).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    expect(cloze).toHaveTextContent('She ran to the station.');
    const answer = screen.getByTestId('card-answer');
    expect(within(answer).getByTestId('answer-word')).toHaveTextContent('run');
    expect(within(answer).getByText('/ˈtest/')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again, 1 min' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good, 10 min' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Easy, 3 d' })).toBeInTheDocument();

    await userEvent.keyboard('3');
    // The next card has no sentence: it shows the Chinese meaning.
    expect(await screen.findByTestId('card-meaning')).toHaveTextContent('港口');
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toMatchObject({ url: '/api/review/w1', body: { rating: 'good' } });
    expect(posts(fetchMock)[0]!.body.durationMs).toEqual(expect.any(Number));

    await userEvent.click(screen.getByRole('button', { name: /Show answer/ }));
    await userEvent.keyboard('1');
    expect(await screen.findByTestId('review-done')).toBeInTheDocument();
    expect(posts(fetchMock)[1]).toMatchObject({ url: '/api/review/w2', body: { rating: 'again' } });
    expect(screen.getByText('You reviewed 2 cards in this session.')).toBeInTheDocument();
    expect(await screen.findByTestId('next-due')).toHaveTextContent(/^Next card in (9:5\d|10:00)$/);
  });

  it('counts a double click on a rating once, sent with a fresh reviewId', async () => {
    const fetchMock = serve([[clozeCard, meaningCard], []]);
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    const good = screen.getByRole('button', { name: 'Good, 10 min' });
    // Both clicks land before the next card is on screen.
    act(() => {
      fireEvent.click(good);
      fireEvent.click(good);
    });
    expect(await screen.findByTestId('card-meaning')).toHaveTextContent('港口');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toMatchObject({ url: '/api/review/w1', body: { rating: 'good' } });
    expect(posts(fetchMock)[0]!.body.reviewId).toMatch(UUID);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });

  it('counts a double key press on a rating once', async () => {
    const fetchMock = serve([[clozeCard, meaningCard], []]);
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    act(() => {
      fireEvent.keyDown(document.body, { key: '3' });
      fireEvent.keyDown(document.body, { key: '3' });
    });
    expect(await screen.findByTestId('card-meaning')).toBeInTheDocument();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });

  it('sends a rating whose save failed again with the same reviewId, and another card with its own', async () => {
    const fetchMock = serve([[clozeCard, meaningCard], []], 1);
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    // The save fails: the card comes back after the next one.
    expect(await screen.findByText(/Failed to save your rating for “run”/)).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    expect(await screen.findByTestId('cloze')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('3');
    await screen.findByTestId('review-done');

    const sent = posts(fetchMock).map(({ url, body }) => ({ url, reviewId: body.reviewId }));
    expect(sent.map((post) => post.url)).toEqual(['/api/review/w1', '/api/review/w2', '/api/review/w1']);
    expect(sent[0]!.reviewId).toMatch(UUID);
    expect(sent[2]!.reviewId).toBe(sent[0]!.reviewId);
    expect(sent[1]!.reviewId).toMatch(UUID);
    expect(sent[1]!.reviewId).not.toBe(sent[0]!.reviewId);
  });

  it('offers to generate a sentence for the words reviewed without one', async () => {
    serve([[meaningCard], []]);
    renderUi(<ReviewScreen />);
    await screen.findByTestId('card-meaning');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('4');
    await screen.findByTestId('review-done');
    // Once the AI's models have answered: the offer needs one.
    expect(
      await screen.findByText(
        '1 word you reviewed has no example sentence yet. Generate one to review it in context next time.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Generate a sentence' })).toHaveAttribute(
      'href',
      '/generate',
    );
  });

  it('without an AI model, says in one line what one would add and where to set a key', async () => {
    serve([[meaningCard], []], 0, 'offline');
    renderUi(<ReviewScreen />);
    await screen.findByTestId('card-meaning');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('4');
    await screen.findByTestId('review-done');
    expect(await screen.findByTestId('no-ai-note')).toHaveTextContent(
      'Some of these words have no example sentence yet. With an AI model, Wordloom can write one for each',
    );
    expect(screen.getByRole('link', { name: 'AI settings' })).toHaveAttribute('href', '/ai-config');
    expect(screen.queryByRole('link', { name: 'Generate a sentence' })).not.toBeInTheDocument();
  });

  it('judges a typed answer and puts the suggested rating in focus', async () => {
    serve([[clozeCard], []]);
    renderUi(<ReviewScreen />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Type the word (optional)' }),
      'run{Enter}',
    );
    // The base word for an inflected blank is close: Hard.
    expect(screen.getByTestId('typed-verdict')).toHaveAttribute('data-verdict', 'close');
    expect(screen.getByText(/Almost: the answer is “ran”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hard, 6 min' })).toHaveFocus();
  });

  it('keeps keys typed into the answer box as text', async () => {
    const fetchMock = serve([[clozeCard], []]);
    renderUi(<ReviewScreen />);
    const box = await screen.findByRole('textbox', { name: 'Type the word (optional)' });
    await userEvent.type(box, 'r 1');
    expect(box).toHaveValue('r 1');
    expect(screen.queryByTestId('card-answer')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('says when there is nothing to review and no words yet', async () => {
    mockFetch((url) =>
      url === '/api/review/stats'
        ? answer('GET /review/stats', { stats: { ...stats, nextDueAt: null, reviewedToday: 0, cards: 0 } })
        : answer('GET /review/queue', { cards: [], dueCount: 0, newCount: 0 }),
    );
    renderUi(<ReviewScreen />);
    expect(await screen.findByText('Nothing is due right now.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add words' })).toHaveAttribute('href', '/words');
  });
});
