import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, aWord, mockFetch } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ImportWordsModal } from './import-words-modal';

afterEach(() => vi.unstubAllGlobals());

describe('the import report', () => {
  it('offers each misspelled word’s suggestions as buttons that add the suggested word', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/words/import')
        return answer('POST /words/import', {
          added: [aWord({ word: 'leaf' })],
          duplicates: [],
          misspelled: [
            { word: 'recieve', suggestions: ['receive', 'relieve'] },
            { word: 'wether', suggestions: ['whether'] },
          ],
          invalid: [],
          message: 'Imported 1 of 3 words',
        });
      const { word } = JSON.parse(String(init.body)) as { word: string };
      return answer('POST /words', { word: aWord({ word }), message: 'Word added' });
    });
    renderUi(<ImportWordsModal opened onClose={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Words to import' }), 'leaf\nrecieve\nwether');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    const suggestions = await screen.findByRole('group', { name: 'Words to add instead of recieve' });
    await userEvent.click(within(suggestions).getByRole('button', { name: 'receive' }));

    expect(await screen.findByText('“receive” was added to your words')).toBeInTheDocument();
    const added = fetchMock.mock.calls.filter(([url]) => url === '/api/words');
    expect(added.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ word: 'receive' }]);
    expect(within(screen.getByTestId('import-added')).getByText('leaf, receive')).toBeInTheDocument();
    const misspelled = screen.getAllByTestId('import-misspelled-word');
    expect(misspelled).toHaveLength(1);
    expect(within(misspelled[0]!).getByRole('button', { name: 'whether' })).toBeInTheDocument();
  });
});
