import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cloze, ClozeSource, DictionaryEntryResponse, ReviewCard } from '@contract';
import { aDictionaryEntry } from '../../../components/dictionary/entry-fixture';
import { setLanguage } from '../../../i18n';
import { answer, aWord, errorAnswer, mockFetch } from '../../../test/fixtures';
import { aReviewCard } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { signedInForEachTest } from '../../../test/signed-in';
import { ReviewScreen } from './review-screen';

const NOW = Date.now();

function predictCard(cloze: Partial<Cloze> = {}): ReviewCard {
  return aReviewCard(
    {
      word: aWord({ id: 'w1', word: 'predict', translation: '预言' }),
      cloze: {
        text: 'Who can ____ the future?',
        answer: 'predict',
        translation: null,
        generationId: null,
        sentence: 'Who can predict the future?',
        source: 'dictionary',
        ...cloze,
      },
      question: 'cloze',
    },
    NOW,
  );
}

/*
 * The lookup answers `entry` (null: a 404, the dictionary does not know the word) once `release` is
 * called, so a test sees the card while the entry is still on its way.
 */
function serve(card: ReviewCard, entry: DictionaryEntryResponse | null = aDictionaryEntry()) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = mockFetch(async (url) => {
    if (url.startsWith('/api/review/queue'))
      return answer('GET /review/queue', { cards: [card], dueCount: 0, newCount: 1 });
    if (url.startsWith('/api/words/lookup')) {
      await answered;
      return entry ? answer('GET /words/lookup', { entry }) : errorAnswer(404, 'NOT_FOUND');
    }
    return answer('POST /review/:wordId', { card });
  });
  return { fetchMock, release };
}

signedInForEachTest();

describe('the answer side of a card', () => {
  it.each<[ClozeSource, string, string]>([
    ['context', 'Where you met it', '你遇到它时的句子'],
    ['own', 'From your sentence', '来自你的例句'],
    ['community', 'From the community', '来自社区'],
    ['dictionary', 'Dictionary example', '词典例句'],
    ['ai', 'AI example', 'AI 例句'],
  ])('says where a %s sentence is from, once the answer is shown', async (source, english, chinese) => {
    serve(predictCard({ source }));
    const { unmount } = renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    expect(screen.queryByTestId('cloze-source')).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('cloze-source')).toHaveTextContent(english);
    unmount();

    setLanguage('zh');
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('cloze-source')).toHaveTextContent(chinese);
  });

  it('links to the sentence only when it is a generation', async () => {
    serve(predictCard({ source: 'own', generationId: 'g7' }));
    const { unmount } = renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('link', { name: /Open the sentence/ })).toHaveAttribute('href', '/generation/g7');
    unmount();

    serve(predictCard({ source: 'dictionary', generationId: null }));
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('link', { name: /Open the sentence/ })).not.toBeInTheDocument();
  });

  it('shows the dictionary entry under the card after the answer, and rating never waits for it', async () => {
    const { fetchMock, release } = serve(predictCard());
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    expect(screen.queryByTestId('dictionary-entry')).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    const panel = screen.getByRole('region', { name: 'Dictionary entry for “predict”' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Looking it up in the dictionary…');
    expect(screen.getByRole('button', { name: 'Good, 10 min' })).toBeEnabled();

    release();
    expect(await within(panel).findByRole('heading', { name: 'Meanings', level: 2 })).toBeInTheDocument();
    expect(within(panel).getByText('Verb')).toBeInTheDocument();
    expect(within(panel).getByText('make a prediction about; tell in advance')).toBeInTheDocument();
    // Two examples, the card's own sentence not among them.
    const examples = within(panel).getByRole('heading', { name: 'Examples' }).nextElementSibling!;
    expect(
      within(examples as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The weather forecast predicts rain.', 'Nobody predicted it.']);
    expect(within(panel).getByRole('heading', { name: 'Roots and affixes' })).toBeInTheDocument();
    expect(within(panel).getByText('pre-')).toBeInTheDocument();
    expect(within(panel).getByText('before')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Easily confused' })).toBeInTheDocument();
    expect(within(panel).getByTestId('confusable-group')).toHaveTextContent(
      'foretell · forecast · predict · foresee',
    );
    expect(within(panel).getByText(/这组词都有“预言，预测”的意思/)).toBeInTheDocument();
    // Looked up once, while the question was on screen.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/words/lookup'))).toHaveLength(
      1,
    );
  });

  it('says so when the dictionary does not know the word', async () => {
    const { release } = serve(predictCard(), null);
    release();
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    expect(await screen.findByText('“predict” is not in the dictionary.')).toBeInTheDocument();
  });

  it('says so when the entry has nothing beyond the meaning', async () => {
    const bare = aDictionaryEntry({
      senses: [],
      examples: ['Who can predict the future?'],
      roots: [],
      confusables: [],
    });
    const { release } = serve(predictCard(), bare);
    release();
    renderUi(<ReviewScreen />);
    await screen.findByTestId('cloze');
    await userEvent.keyboard(' ');
    expect(await screen.findByText('The dictionary has nothing more on “predict”.')).toBeInTheDocument();
  });
});
