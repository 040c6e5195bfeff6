import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import type { Word } from '@contract';
import { answer, aWord, mockFetch } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { useWordSelection } from '../hooks/use-word-selection';
import { WordLibrary } from './word-library';

function Library() {
  const selection = useWordSelection();
  return <WordLibrary selection={selection} />;
}

/** A list of one word that PUT changes, as the server keeps it. */
function editingServer() {
  let word: Word = aWord({
    id: 'w1',
    word: 'fuse',
    translation: 'vt. 熔合，融合\nn. 保险丝，导火线',
    definition: 'v. become plastic or fluid',
    phonetic: 'fju:z',
    partOfSpeech: 'verb',
    partsOfSpeech: ['verb', 'noun'],
  });
  const fetchMock = mockFetch((url, init) => {
    if (url.startsWith('/api/words/parts-of-speech'))
      return answer('GET /words/parts-of-speech', { partsOfSpeech: ['noun', 'verb'] });
    if (init.method === 'PUT') {
      const changes = JSON.parse(String(init.body)) as Partial<Word>;
      word = { ...word, ...changes };
      return answer('PUT /words/:id', { word, message: 'Word updated' });
    }
    return answer('GET /words', { words: [word], total: 1, nextCursor: null, hasMore: false });
  });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('editing a word from its card', () => {
  it('saves the learner’s own meaning and shows it in the list', async () => {
    const fetchMock = editingServer();
    renderUi(
      <ModalsProvider>
        <Library />
      </ModalsProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit fuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “fuse”' });
    const meaning = within(dialog).getByRole('textbox', { name: 'Chinese meaning' });
    expect(meaning).toHaveValue('vt. 熔合，融合\nn. 保险丝，导火线');
    await userEvent.clear(meaning);
    await userEvent.type(meaning, '导火索');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'English definition' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“fuse” was updated')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/words/w1');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      translation: '导火索',
      definition: '',
      phonetic: 'fju:z',
      partOfSpeech: 'verb',
    });
    const card = await screen.findByRole('listitem', { name: 'fuse' });
    await waitFor(() => expect(within(card).getByText('导火索')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
