import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Word } from '@contract';
import { aDictionaryEntry } from '../../../components/dictionary/entry-fixture';
import { setLanguage } from '../../../i18n';
import { answer, aWord, mockFetch } from '../../../test/fixtures';
import { aReviewCard } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { useWordSelection } from '../hooks/use-word-selection';
import { WordLibrary } from './word-library';

const DAY = '2026-03-01T00:00:00.000Z';

const predict = aWord({
  id: 'w1',
  word: 'predict',
  translation: 'vt. 预言，预测',
  partOfSpeech: 'verb',
  source: 'book:cet4',
  review: { state: 'known', due: DAY },
});
const harbor = aWord({
  id: 'w2',
  word: 'harbor',
  translation: 'n. 港口',
  partOfSpeech: 'noun',
  review: { state: 'review', due: '2099-01-01T00:00:00.000Z' },
});

function Library() {
  const selection = useWordSelection();
  return <WordLibrary selection={selection} />;
}

/* The list answers `list()` each time it is asked, so a test can change it between two answers. */
function serve(list: () => Word[]) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/words/parts-of-speech'))
      return answer('GET /words/parts-of-speech', { partsOfSpeech: ['noun', 'verb'] });
    if (url.startsWith('/api/words/lookup'))
      return answer('GET /words/lookup', { entry: aDictionaryEntry() });
    if (url.endsWith('/known') && init.method === 'DELETE') {
      return answer('DELETE /review/:wordId/known', {
        card: aReviewCard(
          { word: predict, next: { again: DAY, hard: DAY, good: DAY, easy: DAY } },
          Date.parse(DAY),
        ),
      });
    }
    const words = list();
    return answer('GET /words', { words, total: words.length, nextCursor: null, hasMore: false });
  });
}

function renderLibrary() {
  renderUi(
    <ModalsProvider>
      <Library />
    </ModalsProvider>,
  );
}

const item = (word: string) => screen.findByRole('listitem', { name: word });

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  setLanguage('en');
});

describe('a word’s details in the list', () => {
  it('open with Show more on the dictionary’s roots, confusables and examples, looked up only then', async () => {
    const fetchMock = serve(() => [predict, harbor]);
    renderLibrary();
    const card = await item('predict');
    const lookups = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/words/lookup'));
    expect(lookups()).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Show more about predict' }));
    const entry = await within(card).findByRole('region', { name: 'Dictionary entry for “predict”' });
    expect(
      await within(entry).findByRole('heading', { name: 'Roots and affixes', level: 3 }),
    ).toBeInTheDocument();
    expect(within(entry).getByText('pre-')).toBeInTheDocument();
    expect(within(entry).getByText('dic, dict')).toBeInTheDocument();
    expect(within(entry).getByText('speak, declare')).toBeInTheDocument();
    expect(within(entry).getByRole('heading', { name: 'Easily confused' })).toBeInTheDocument();
    expect(within(entry).getByTestId('confusable-group')).toHaveTextContent(
      'foretell · forecast · predict · foresee',
    );
    expect(within(entry).getByText(/predict: 多指根据已知事实推测/)).toBeInTheDocument();
    expect(within(entry).getByText('Who can predict the future?')).toBeInTheDocument();
    expect(lookups()).toHaveLength(1);
    expect(String(lookups()[0]![0])).toBe('/api/words/lookup?word=predict');

    await userEvent.click(within(card).getByRole('button', { name: 'Show less about predict' }));
    expect(within(card).queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the book a plan brought the word from, in the learner’s language', async () => {
    serve(() => [predict, harbor]);
    renderLibrary();
    const badge = within(await item('predict')).getByTestId('book-badge');
    expect(badge).toHaveTextContent('CET-4');
    expect(within(badge).getByText('Added by your CET-4 plan')).toBeInTheDocument();
    expect(within(await item('harbor')).queryByTestId('book-badge')).not.toBeInTheDocument();
  });

  it('shows a known word as Known, and Learn it again sends it back to review', async () => {
    let known = true;
    const fetchMock = serve(() => [
      known ? predict : { ...predict, review: { state: 'new', due: DAY } },
      harbor,
    ]);
    renderLibrary();
    const card = await item('predict');
    expect(within(card).getByTestId('next-review')).toHaveTextContent('Known');
    expect(within(await item('harbor')).queryByRole('button', { name: /again/ })).not.toBeInTheDocument();

    known = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Learn “predict” again' }));
    expect(await screen.findByText('“predict” is back in your reviews as a new card.')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual(['/api/review/w1/known']);
    await waitFor(() => expect(within(card).getByTestId('next-review')).toHaveTextContent('New'));
    expect(within(card).queryByRole('button', { name: 'Learn “predict” again' })).not.toBeInTheDocument();
  });

  it('says Known and Learn it again in Chinese', async () => {
    setLanguage('zh');
    serve(() => [predict]);
    renderLibrary();
    const card = await item('predict');
    expect(within(card).getByTestId('next-review')).toHaveTextContent('已掌握');
    expect(within(card).getByRole('button', { name: '再学一遍“predict”' })).toHaveTextContent('再学一遍');
    expect(within(card).getByTestId('book-badge')).toHaveTextContent('四级');
  });
});
