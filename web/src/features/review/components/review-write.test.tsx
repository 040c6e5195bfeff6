import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Word, WriteSentenceResponse } from '@contract';
import { setLanguage } from '../../../i18n';
import { aCheck, answer, aWord, errorAnswer, jsonResponse, mockFetch } from '../../../test/fixtures';
import { aReviewedCard, postsSent } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { signedInForEachTest } from '../../../test/signed-in';
import { ReviewScreen } from './review-screen';

const NOW = Date.now();
const card = (word: Word) => aReviewedCard({ word }, NOW);

const harvest = card(aWord({ id: 'w1', word: 'harvest', translation: '收获' }));
const river = card(aWord({ id: 'w2', word: 'river', translation: '河' }));

const SENTENCE = 'They harvested the wheat in autumn and sell it.';
const written: Omit<WriteSentenceResponse, 'success'> = {
  check: aCheck({
    id: 'c9',
    sentence: SENTENCE,
    correctedSentence: 'They harvested the wheat in autumn and sold it.',
    explanation: 'Keep the tenses the same.',
    issues: [
      {
        type: 'grammar',
        original: 'sell',
        suggestion: 'sold',
        explanation: 'Both verbs are in the past.',
        start: 39,
        end: 43,
      },
    ],
    isPublic: false,
  }),
  usedForm: 'harvested',
  rating: 'hard',
  card: { ...harvest, state: 'review' },
};

/* One queue of two cards, then an empty one; the written review answers `write`. */
function serve(write: () => Response = () => jsonResponse({ success: true, ...written })) {
  const queues = [[harvest, river], []];
  return mockFetch((url) => {
    if (url.startsWith('/api/review/queue')) {
      const served = queues.length > 1 ? queues.shift()! : queues[0]!;
      return answer('GET /review/queue', { cards: served, dueCount: served.length, newCount: 0 });
    }
    if (url.startsWith('/api/words/lookup')) return errorAnswer(404, 'NOT_FOUND');
    if (url === '/api/review/stats') return errorAnswer(503, 'DATABASE_UNAVAILABLE');
    if (url.endsWith('/sentence')) return write();
    return answer('POST /review/:wordId', { card: harvest });
  });
}

signedInForEachTest();

describe('writing a sentence with the word in review', () => {
  it('turns the card into a writing card with W, checks the sentence and shows the fix, checker and rating', async () => {
    const fetchMock = serve();
    renderUi(<ReviewScreen />);
    await screen.findByText('收获');
    await userEvent.keyboard('w');

    const box = screen.getByRole('textbox', { name: 'Write a sentence with “harvest”' });
    expect(screen.getByTestId('write-counter')).toHaveTextContent('0 / 300');
    await userEvent.type(box, SENTENCE);
    expect(screen.getByTestId('write-counter')).toHaveTextContent(`${SENTENCE.length} / 300`);
    // Typing "w" in the box is text, not the switch.
    expect(box).toBeInTheDocument();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByTestId('written-answer')).toBeInTheDocument();
    expect(screen.getByTestId('correction-diff')).toHaveTextContent(/sell.*sold/);
    expect(screen.getByText('Both verbs are in the past.')).toBeInTheDocument();
    expect(screen.getByTestId('written-explanation')).toHaveTextContent('Keep the tenses the same.');
    expect(screen.getByTestId('written-rating')).toHaveTextContent('Rated: Hard');
    expect(screen.getByTestId('written-form')).toHaveTextContent('You used “harvested”');
    expect(screen.getByTestId('written-checker')).toHaveTextContent('Checked by built-in checker');
    expect(postsSent(fetchMock)).toEqual([
      expect.stringMatching(
        /^\/api\/review\/w1\/sentence \{"sentence":"They harvested the wheat in autumn and sell it\.","durationMs":\d+\}$/,
      ),
    ]);

    // Continue keeps the server's rating: the next card, and no second rating sent.
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Hard' }));
    expect(screen.getByTestId('card-meaning')).toHaveTextContent('河');
    expect(screen.getByTestId('review-progress')).toHaveTextContent('1 of 2');
    expect(postsSent(fetchMock)).toHaveLength(1);
  });

  it('names the model when an AI checked it, and lets the learner change the rating', async () => {
    const fetchMock = serve(() =>
      jsonResponse({
        success: true,
        ...written,
        check: { ...written.check, provider: 'openai-compatible', model: 'gpt-4.1-mini' },
      }),
    );
    renderUi(<ReviewScreen />);
    await screen.findByText('收获');
    await userEvent.click(screen.getByTestId('write-switch'));
    await userEvent.type(screen.getByTestId('write-sentence'), SENTENCE);
    await userEvent.click(screen.getByRole('button', { name: /Check my sentence/ }));

    expect(await screen.findByTestId('written-checker')).toHaveTextContent('Checked by gpt-4.1-mini');
    await userEvent.keyboard('3');
    expect(screen.getByTestId('card-meaning')).toHaveTextContent('河');
    await waitFor(() => expect(postsSent(fetchMock)).toHaveLength(2));
    expect(postsSent(fetchMock)[1]).toMatch(/^\/api\/review\/w1 \{"rating":"good"/);
  });

  it('shows an AI failure as the Check page does and keeps the card, so the learner can try again', async () => {
    serve(() => errorAnswer(429, 'AI_QUOTA_EXCEEDED', 'You have used today’s AI checks.'));
    renderUi(<ReviewScreen />);
    await screen.findByText('收获');
    await userEvent.keyboard('w');
    await userEvent.type(screen.getByTestId('write-sentence'), SENTENCE);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check failed');
    expect(alert).toHaveTextContent('You have used today’s AI checks.');
    expect(screen.getByTestId('write-sentence')).toHaveValue(SENTENCE);
    expect(screen.getByTestId('card-meaning')).toHaveTextContent('收获');
    expect(screen.queryByTestId('written-answer')).not.toBeInTheDocument();
  });

  it('switches back to recall with W, and says it all in Chinese', async () => {
    setLanguage('zh');
    serve();
    renderUi(<ReviewScreen />);
    await screen.findByText('收获');
    const toggle = screen.getByTestId('write-switch');
    expect(toggle).toHaveTextContent('造句');
    await userEvent.keyboard('w');
    expect(screen.getByRole('textbox', { name: '用“harvest”造一个句子' })).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('write-sentence'), SENTENCE);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByTestId('written-rating')).toHaveTextContent('评分：困难');
    expect(screen.getByTestId('written-form')).toHaveTextContent('你用了“harvested”');
  });

  it('leaves the writing card with W before anything is sent', async () => {
    serve();
    renderUi(<ReviewScreen />);
    await screen.findByText('收获');
    await userEvent.keyboard('w');
    expect(screen.getByTestId('write-sentence')).toBeInTheDocument();
    await userEvent.click(document.body);
    await userEvent.keyboard('w');
    expect(screen.queryByTestId('write-sentence')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Show answer/ })).toBeInTheDocument();
  });

  it('starts every Nth card as a writing card when the learner chose so, and remembers it', async () => {
    serve();
    const { unmount } = renderUi(<ReviewScreen />);
    await screen.findByText('收获');
    // Off by default: the first card asks for the word.
    expect(screen.queryByTestId('write-sentence')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Writing cards'), '1 card in 3');
    expect(localStorage.getItem('wordloom.review.writeEvery')).toBe('3');
    unmount();

    localStorage.setItem('wordloom.review.writeEvery', '1');
    serve();
    renderUi(<ReviewScreen />);
    await screen.findByText('收获');
    expect(screen.getByRole('textbox', { name: 'Write a sentence with “harvest”' })).toBeInTheDocument();
    localStorage.removeItem('wordloom.review.writeEvery');
  });
});
