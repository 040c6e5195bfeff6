import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { answer, aWord, mockFetch } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { useWordSelection } from '../hooks/use-word-selection';
import { WordLibrary } from './word-library';

function Library() {
  const selection = useWordSelection();
  return <WordLibrary selection={selection} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the word count over the list', () => {
  it('says that nothing matched a search, rather than counting 0 words', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/words/parts-of-speech'))
        return answer('GET /words/parts-of-speech', { partsOfSpeech: ['noun'] });
      const search = new URLSearchParams(url.split('?')[1]).get('search');
      const words = search ? [] : [aWord({ word: 'apple' })];
      return answer('GET /words', { words, total: words.length, nextCursor: null, hasMore: false });
    });
    renderUi(
      <ModalsProvider>
        <Library />
      </ModalsProvider>,
    );
    expect(await screen.findByText('1 word')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search words' }), 'rec');
    await waitFor(() => expect(screen.getByTestId('words-total')).toHaveTextContent('No words match “rec”'));
    expect(screen.queryByText('0 words')).not.toBeInTheDocument();
  });
});
