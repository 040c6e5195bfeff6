import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Word } from '@contract';
import { answer, aWord, errorAnswer, mockFetch } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { AddWordForm } from './add-word-form';

function savedWord(word: string): Word {
  return aWord({ word });
}

/** The server as the spelling check answers it: 'recieve' is refused unless forced. */
function spellingServer() {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/words/lookup')) {
      return errorAnswer(404, 'NOT_FOUND', 'This word is not in the dictionary');
    }
    const body = JSON.parse(String(init.body)) as { word: string; force?: boolean };
    if (body.word === 'recieve' && !body.force) {
      return errorAnswer(
        422,
        'SPELLING_SUGGESTION',
        'Spelling error detected. Did you mean: receive, relieve?',
        {
          suggestions: ['receive', 'relieve'],
        },
      );
    }
    return answer('POST /words', { word: savedWord(body.word), message: 'Word added' });
  });
}

function postedBodies(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

afterEach(() => vi.unstubAllGlobals());

describe('AddWordForm', () => {
  it('shows the spelling suggestions as buttons, and Add anyway sends force', async () => {
    const fetchMock = spellingServer();
    renderUi(<AddWordForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'New word' }), 'recieve{Enter}');

    expect(
      await screen.findByText('Spelling error detected. Did you mean: receive, relieve?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'receive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'relieve' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    expect(await screen.findByText('“recieve” was added to your words')).toBeInTheDocument();
    expect(postedBodies(fetchMock)).toEqual([{ word: 'recieve' }, { word: 'recieve', force: true }]);
    expect(screen.getByRole('textbox', { name: 'New word' })).toHaveValue('');
  });

  it('adds the suggestion the learner picks', async () => {
    const fetchMock = spellingServer();
    renderUi(<AddWordForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'New word' }), 'recieve{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'receive' }));

    expect(await screen.findByText('“receive” was added to your words')).toBeInTheDocument();
    await waitFor(() => expect(postedBodies(fetchMock)).toEqual([{ word: 'recieve' }, { word: 'receive' }]));
    expect(screen.queryByTestId('spelling-alert')).not.toBeInTheDocument();
  });

  it('checks the word before calling the server', async () => {
    const fetchMock = spellingServer();
    renderUi(<AddWordForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'New word' }), 'h2o{Enter}');
    expect(
      await screen.findByText('A word can only contain letters, apostrophes, hyphens and spaces'),
    ).toBeInTheDocument();
    expect(postedBodies(fetchMock)).toEqual([]);
  });
});
