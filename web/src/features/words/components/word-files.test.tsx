import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORDS_ANKI_FILENAME, type WordFileImportResponse } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { aWord, errorAnswer, jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ExportButton } from './export-button';
import { ImportFileModal } from './import-file-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

function fileReport(overrides: Partial<WordFileImportResponse> = {}): WordFileImportResponse {
  return {
    success: true,
    format: 'kindle',
    added: [aWord({ word: 'harbor' }), aWord({ word: 'predict' })],
    duplicates: ['river'],
    misspelled: [{ word: 'recieve', suggestions: ['receive'] }],
    invalid: [],
    withContext: 2,
    message: 'Imported 2 of 4 words (kindle)',
    ...overrides,
  };
}

async function chooseAndImport(file: File, format?: string) {
  renderUi(<ImportFileModal opened onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Import a file' });
  // Mantine's FileButton keeps its input out of sight; the learner's click opens the picker it feeds.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file);
  expect(within(dialog).getByTestId('import-file-name')).toHaveTextContent(file.name);
  if (format) {
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    await userEvent.click(await screen.findByRole('option', { name: format }));
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  return dialog;
}

describe('importing a file', () => {
  it('sends the file as it is and shows what was read, added and skipped', async () => {
    signIn(testUser, 'token');
    const fetchMock = mockFetch(() => jsonResponse(fileReport()));
    const file = new File([new Uint8Array([0x53, 0x51, 0x4c, 0x69, 0x74, 0x65])], 'vocab.db');
    const dialog = await chooseAndImport(file);

    expect(await within(dialog).findByTestId('import-file-summary')).toHaveTextContent(
      'Read as: Kindle vocab.db2 words came with the sentence they were met in',
    );
    expect(within(dialog).getByTestId('import-added')).toHaveTextContent('harbor, predict');
    expect(within(dialog).getByTestId('import-duplicates')).toHaveTextContent('river');
    expect(within(dialog).getByTestId('import-misspelled')).toHaveTextContent('recieve');

    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/words/import/file');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
    const form = init.body as FormData;
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('vocab.db');
    expect(form.has('format')).toBe(false);
  });

  it('names a chosen format, and shows the server’s reason when it cannot read the file', async () => {
    const fetchMock = mockFetch(() =>
      errorAnswer(400, 'VALIDATION_ERROR', 'This file is not a youdao-xml file'),
    );
    const dialog = await chooseAndImport(new File(['apple\n'], 'words.txt'), 'Youdao (有道) wordbook XML');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file is not a youdao-xml file');
    expect((fetchMock.mock.calls[0]![1]!.body as FormData).get('format')).toBe('youdao-xml');
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const fetchMock = mockFetch(() => jsonResponse(fileReport()));
    renderUi(<ImportFileModal opened onClose={() => {}} />);
    const big = new File(['x'], 'huge.db');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('exporting to Anki', () => {
  it('downloads the Anki package with the learner’s token and saves it under its name', async () => {
    signIn(testUser, 'token');
    const fetchMock = mockFetch(
      () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Type': 'application/apkg' },
        }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:apkg');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderUi(<ExportButton format="apkg" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to Anki' }));

    await waitFor(() => expect(saved).toEqual([WORDS_ANKI_FILENAME]));
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/words/export?format=apkg');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
    expect(await screen.findByText(/downloaded as an Anki package/)).toBeInTheDocument();
  });
});
