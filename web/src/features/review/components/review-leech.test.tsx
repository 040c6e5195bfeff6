import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewCard, Word } from '@contract';
import { aDictionaryEntry } from '../../../components/dictionary/entry-fixture';
import { setLanguage } from '../../../i18n';
import { answer, aWord, errorAnswer, jsonResponse, mockFetch } from '../../../test/fixtures';
import { aReviewedCard } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { signedInForEachTest } from '../../../test/signed-in';
import { ReviewScreen } from './review-screen';

const NOW = Date.now();

const card = (word: Word, leech = false) =>
  aReviewedCard(
    { word, state: 'relearning', reps: 12, lapses: leech ? 9 : 1, stability: 1, difficulty: 8, leech },
    NOW,
  );

const affect = card(aWord({ id: 'w1', word: 'affect', translation: '影响' }), true);
const river = card(aWord({ id: 'w2', word: 'river', translation: '河' }));
const effect = { ...card(aWord({ id: 'w3', word: 'effect', translation: '效果' }), true), suspended: true };

function serve(queue: ReviewCard[]) {
  const queues = [queue, []];
  return mockFetch((url, init) => {
    if (url.startsWith('/api/review/queue')) {
      const served = queues.length > 1 ? queues.shift()! : queues[0]!;
      return answer('GET /review/queue', { cards: served, dueCount: served.length, newCount: 0 });
    }
    if (url.startsWith('/api/words/lookup')) {
      return jsonResponse({
        success: true,
        entry: aDictionaryEntry({ word: 'affect', examples: ['It affects us all.'] }),
      });
    }
    if (url === '/api/review/stats') return errorAnswer(503, 'DATABASE_UNAVAILABLE');
    if (url === '/api/review/leeches') return jsonResponse({ success: true, cards: [affect, effect] });
    if (url.endsWith('/suspend')) {
      const which = [affect, effect].find((one) => url.includes(`/${one.word.id}/`))!;
      return jsonResponse({ success: true, card: { ...which, suspended: init.method === 'POST' } });
    }
    return answer('POST /review/:wordId', { card: river });
  });
}

const writes = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    .filter((call) => !call.startsWith('GET'));

signedInForEachTest();

describe('leeches in review', () => {
  it('marks a leech, offers its dictionary help, and suspends it out of the sitting', async () => {
    const fetchMock = serve([affect, river]);
    renderUi(<ReviewScreen />);
    await screen.findByText('影响');
    const help = screen.getByTestId('leech-help');
    expect(within(help).getByTestId('leech-badge')).toHaveTextContent('Leech');
    const helpButton = within(help).getByRole('button', { name: 'Help' });
    expect(helpButton).toHaveAttribute('aria-expanded', 'false');
    // Folded, the help does not give the word away before it is recalled.
    expect(within(help).queryByTestId('dictionary-entry')).not.toBeInTheDocument();
    await userEvent.click(helpButton);
    expect(helpButton).toHaveAttribute('aria-expanded', 'true');
    const entry = await within(help).findByTestId('dictionary-entry');
    expect(entry).toHaveTextContent('It affects us all.');
    expect(within(entry).getAllByTestId('confusable-group')).toHaveLength(1);

    await userEvent.click(within(help).getByRole('button', { name: 'Suspend' }));
    expect(screen.getByTestId('card-meaning')).toHaveTextContent('河');
    expect(screen.queryByTestId('leech-help')).not.toBeInTheDocument();
    await waitFor(() => expect(writes(fetchMock)).toEqual(['POST /api/review/w1/suspend']));
  });

  it('shows no leech help on an ordinary card', async () => {
    serve([river]);
    renderUi(<ReviewScreen />);
    await screen.findByText('河');
    expect(screen.queryByTestId('leech-help')).not.toBeInTheDocument();
  });

  it('lists the leeches when the section is opened, and unsuspends one', async () => {
    const fetchMock = serve([river]);
    renderUi(<ReviewScreen />);
    await screen.findByText('河');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/review/leeches')).toBe(false);
    await userEvent.click(screen.getByTestId('leeches-toggle'));
    const rows = await screen.findAllByTestId('leech');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('affectforgotten 9 times'),
      expect.stringContaining('effectforgotten 9 timesSuspended'),
    ]);
    // The section opens with a transition: its buttons are in the accessibility tree once it is open.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unsuspend “effect”' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(writes(fetchMock)).toEqual(['DELETE /api/review/w3/suspend']));
  });

  it('says it in Chinese', async () => {
    setLanguage('zh');
    serve([affect]);
    renderUi(<ReviewScreen />);
    await screen.findByText('影响');
    expect(screen.getByTestId('leech-badge')).toHaveTextContent('难记词');
    expect(screen.getByTestId('leech-suspend')).toHaveTextContent('暂停');
    await userEvent.click(screen.getByTestId('leeches-toggle'));
    expect(await screen.findByRole('button', { name: '恢复“effect”' })).toBeInTheDocument();
  });
});

describe('after the day’s cards', () => {
  it('shows what the page puts after the end screen (the mistake drills)', async () => {
    serve([]);
    renderUi(<ReviewScreen afterDone={<p data-testid="after-done">drills</p>} />);
    expect(await screen.findByTestId('after-done')).toBeInTheDocument();
  });
});
