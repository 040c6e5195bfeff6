import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import type { Word } from '@contract';
import { answer, aWord, mockFetch } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { useWordSelection } from '../hooks/use-word-selection';
import { WordLibrary } from './word-library';

const words: Word[] = Array.from({ length: 55 }, (_, index) =>
  aWord({
    id: `w${index + 1}`,
    word: `word${index + 1}`,
    definition: 'a word',
    translation: '一个词',
    partOfSpeech: 'noun',
    partsOfSpeech: ['noun'],
  }),
);

function Library() {
  const selection = useWordSelection();
  return <WordLibrary selection={selection} />;
}

function renderLibrary() {
  mockFetch((url) => {
    if (url.startsWith('/api/words/parts-of-speech'))
      return answer('GET /words/parts-of-speech', { partsOfSpeech: ['noun'] });
    return answer('GET /words', { words, total: words.length, nextCursor: null, hasMore: false });
  });
  renderUi(
    <ModalsProvider>
      <Library />
    </ModalsProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('WordLibrary selection', () => {
  it('keeps the first 50 words and warns when more are selected', async () => {
    renderLibrary();
    expect(await screen.findByText('55 words')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select word3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));

    expect(await screen.findByText('You can select maximum 50 words at a time')).toBeInTheDocument();
    expect(screen.getByTestId('selection-count')).toHaveTextContent('50 selected');
    // The word chosen first stays, then the list in order up to the limit.
    expect(screen.getByRole('checkbox', { name: 'Select word3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select word50' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select word51' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select word55' })).not.toBeChecked();
  });

  it('refuses a 51st word with the same warning', async () => {
    renderLibrary();
    await screen.findByText('55 words');
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('50 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select word55' }));
    expect(screen.getByRole('checkbox', { name: 'Select word55' })).not.toBeChecked();
    expect(screen.getByTestId('selection-count')).toHaveTextContent('50 selected');

    await userEvent.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('0 selected');
    const selectionBar = screen.getByRole('region', { name: 'Selected words' });
    expect(within(selectionBar).getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  });
});
