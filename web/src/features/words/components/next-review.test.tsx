import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { setLanguage } from '../../../i18n';
import { answer, aWord, mockFetch } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { useWordSelection } from '../hooks/use-word-selection';
import { NextReview } from './next-review';
import { WordLibrary } from './word-library';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const DAY = 86_400_000;

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('NextReview', () => {
  it.each([
    [{ state: 'new' as const, due: at(-DAY) }, 'New', '新词'],
    [{ state: 'review' as const, due: at(-60_000) }, 'Due now', '现在复习'],
    [{ state: 'review' as const, due: at(3 * DAY) }, 'Review in 3 d', '3 天后复习'],
    [{ state: 'learning' as const, due: at(10 * 60_000) }, 'Review in 10 min', '10 分钟后复习'],
  ])('shows %j as "%s" / "%s"', (review, english, chinese) => {
    const { unmount } = renderUi(<NextReview review={review} now={NOW} />);
    expect(screen.getByTestId('next-review')).toHaveTextContent(english);
    unmount();
    setLanguage('zh');
    renderUi(<NextReview review={review} now={NOW} />);
    expect(screen.getByTestId('next-review')).toHaveTextContent(chinese);
  });

  it('shows nothing for a word without its card', () => {
    renderUi(<NextReview review={undefined} now={NOW} />);
    expect(screen.queryByTestId('next-review')).not.toBeInTheDocument();
  });
});

describe('WordLibrary by next review', () => {
  function Library() {
    return <WordLibrary selection={useWordSelection()} />;
  }

  it('asks the server for the chosen review filter and the next-review order', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/words/parts-of-speech'))
        return answer('GET /words/parts-of-speech', { partsOfSpeech: [] });
      const word = aWord({ word: 'harbor', review: { state: 'review', due: at(-DAY) } });
      return answer('GET /words', { words: [word], total: 1, nextCursor: null, hasMore: false });
    });
    renderUi(
      <ModalsProvider>
        <Library />
      </ModalsProvider>,
    );
    expect(await screen.findByText('Due now')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Next review' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Due now' }));

    await waitFor(() => {
      const urls = fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.startsWith('/api/words?'));
      const query = new URLSearchParams(urls.at(-1)!.split('?')[1]);
      expect(query.get('sort')).toBe('due');
      expect(query.get('review')).toBe('due');
    });
  });
});
