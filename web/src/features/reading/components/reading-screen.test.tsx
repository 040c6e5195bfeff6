import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READING_LIMITS, type ReadingToken } from '@contract';
import { aDictionaryEntry } from '../../../components/dictionary/entry-fixture';
import { ModalsHost } from '../../../components/modals/modals-host';
import { signIn, signOut } from '../../../lib/session';
import { aWord, errorAnswer, jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { readingAnswer, tokensOf, type WordFacts } from '../test-fixtures';
import { ReadingScreen } from './reading-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const TEXT = 'The children went to the harbor.\n\nThey predicted a serendipitous storm.';
const BOOKS = ['zk', 'gk', 'cet4', 'cet6', 'ky', 'ielts', 'toefl', 'gre', 'oxford3000'];

/** The learner's words: what the server says of each word of the text, changed as words are added. */
function readingServer(facts: Record<string, WordFacts>) {
  const fetchMock = mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://wordloom.test');
    if (pathname === '/api/reading') {
      const { text } = JSON.parse(String(init.body)) as { text: string };
      return readingAnswer(tokensOf(text, facts));
    }
    if (pathname === '/api/books') {
      const books = BOOKS.map((id) => ({ id, name: id, description: '', wordCount: 1000, plan: null }));
      return jsonResponse({ success: true, books });
    }
    if (pathname === '/api/words/lookup') {
      const word = searchParams.get('word')!;
      return jsonResponse({
        success: true,
        entry: aDictionaryEntry({ word, phonetic: 'ɡəʊ', translation: 'v. 去，走', senses: [] }),
      });
    }
    if (pathname === '/api/words' && init.method === 'POST') {
      const { word } = JSON.parse(String(init.body)) as { word: string };
      for (const fact of Object.values(facts)) {
        if (fact.lemma === word) Object.assign(fact, { status: 'new', wordId: `id-${word}` });
      }
      return jsonResponse({ success: true, word: aWord({ word }), message: 'Word added' }, 201);
    }
    if (pathname === '/api/words/import') {
      const { words } = JSON.parse(String(init.body)) as { words: Array<{ word: string }> };
      return jsonResponse({
        success: true,
        added: words.map(({ word }) => aWord({ word })),
        duplicates: [],
        misspelled: [],
        invalid: [],
        message: 'Imported',
      });
    }
    return errorAnswer(404, 'NOT_FOUND');
  });
  return fetchMock;
}

const FACTS = (): Record<string, WordFacts> => ({
  the: { lemma: 'the', status: 'known', level: 'zk', frequencyRank: 1, wordId: null },
  children: { lemma: 'child', status: 'learning', level: 'zk', frequencyRank: 300, wordId: 'w-child' },
  went: { lemma: 'go', level: 'zk', frequencyRank: 40 },
  to: { lemma: 'to', status: 'known', level: 'zk', frequencyRank: 3 },
  harbor: { lemma: 'harbor', status: 'review', level: 'cet4', frequencyRank: 5000, wordId: 'w-harbor' },
  they: { lemma: 'they', status: 'known', level: 'zk', frequencyRank: 20 },
  predicted: { lemma: 'predict', status: 'new', level: 'cet4', frequencyRank: 2800, wordId: 'w-predict' },
  a: { lemma: 'a', status: 'known', level: 'zk', frequencyRank: 4 },
  serendipitous: { lemma: 'serendipitous', level: 'gre', frequencyRank: 40000 },
  storm: { lemma: 'storm', level: 'cet4', frequencyRank: 3000 },
});

async function readText(text = TEXT, source?: string) {
  signIn(testUser, 'token');
  renderUi(
    <>
      <ModalsHost />
      <ReadingScreen />
    </>,
  );
  const box = screen.getByRole('textbox', { name: 'Text' });
  // Pasted, as a learner brings a text (typing 20,000 characters would take a test minutes).
  fireEvent.change(box, { target: { value: text } });
  if (source) await userEvent.type(screen.getByRole('textbox', { name: /Where is it from/ }), source);
  await userEvent.click(screen.getByRole('button', { name: 'Read' }));
  await screen.findByTestId('reading-text');
  return screen.getByRole('group', { name: 'The text, word by word' });
}

const word = (name: string) => screen.getAllByRole('button', { name }).find((el) => el.dataset.token)!;
const posted = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === `/api${path}` && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('reading a text', () => {
  it('marks every word by what it is to the learner, with a legend and the text’s figures', async () => {
    const fetchMock = readingServer(FACTS());
    await readText();
    expect(posted(fetchMock, '/reading')).toEqual([{ text: TEXT }]);
    expect(word('went')).toHaveAttribute('data-status', 'unlisted');
    expect(word('children')).toHaveAttribute('data-status', 'learning');
    expect(word('harbor')).toHaveAttribute('data-status', 'review');
    expect(word('predicted')).toHaveAttribute('data-status', 'new');
    // The status in words, for whoever does not see the colours: the legend entry describes the word.
    expect(word('went')).toHaveAccessibleDescription('Not in your list');
    expect(word('harbor')).toHaveAccessibleDescription('In review');
    expect(screen.getByTestId('reading-stats')).toHaveTextContent(
      '11 words, 10 different, 3 not in your list',
    );
    expect(screen.getByTestId('reading-legend-unlisted')).toHaveTextContent('Not in your list 3');
    // Paragraphs stay paragraphs.
    expect(
      screen.getByRole('group', { name: 'The text, word by word' }).querySelectorAll('[data-paragraph]'),
    ).toHaveLength(2);
  });

  it('opens a word’s card and adds its dictionary form with the sentence it was met in', async () => {
    const fetchMock = readingServer(FACTS());
    await readText(TEXT, 'Harbor Tales');
    await userEvent.click(word('went'));

    const card = await screen.findByRole('dialog', { name: 'went' });
    expect(within(card).getByText('go')).toBeVisible();
    expect(within(card).getByText('“went” is a form of go')).toBeVisible();
    expect(await within(card).findByText('/ɡəʊ/')).toBeVisible();
    expect(within(card).getByText('v. 去，走', { exact: false })).toBeVisible();
    expect(within(card).getByTestId('reading-level')).toHaveTextContent('Zhongkao');
    expect(within(card).getByText('The children went to the harbor.')).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Add with this sentence' }));
    expect(posted(fetchMock, '/words')).toEqual([
      { word: 'go', context: { sentence: 'The children went to the harbor.', source: 'Harbor Tales' } },
    ]);
    // The text is read again: the word is in the list now, marked new, and the card says so.
    await waitFor(() => expect(word('went')).toHaveAttribute('data-status', 'new'));
    expect(await within(screen.getByRole('dialog')).findByText('In your list')).toBeVisible();
    expect(await screen.findByText('“go” was added with its sentence')).toBeVisible();
  });

  it('moves between words with the arrow keys, opens one with Enter and closes it with Escape', async () => {
    readingServer(FACTS());
    await readText();
    const first = word('The');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(word('children')).toHaveAttribute('tabindex', '-1');

    // One Tab stop for the whole text: from the controls above it, Tab lands on its first word.
    for (let presses = 0; presses < 8 && document.activeElement !== first; presses += 1)
      await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(word('children')).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(word('went')).toHaveFocus());
    expect(word('went')).toHaveAttribute('tabindex', '0');

    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'went' });
    await waitFor(() => expect(card).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(word('went')).toHaveFocus());
  });

  it('marks only the words at or above a level, and adds those not in the list in one go', async () => {
    const fetchMock = readingServer(FACTS());
    await readText();
    expect(screen.getByTestId('reading-to-add')).toHaveTextContent('3 marked words are not in your list');

    await userEvent.click(screen.getByRole('combobox', { name: 'Mark words from level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CET-4 and above' }));
    expect(word('went')).toHaveAttribute('data-quiet', 'true');
    expect(word('storm')).not.toHaveAttribute('data-quiet');
    expect(screen.getByTestId('reading-to-add')).toHaveTextContent('2 marked words are not in your list');

    await userEvent.click(screen.getByRole('button', { name: 'Add all of these' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 words to your list?' });
    expect(dialog).toHaveTextContent('serendipitous, storm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add them' }));
    await waitFor(() =>
      expect(posted(fetchMock, '/words/import')).toEqual([
        { words: [{ word: 'serendipitous' }, { word: 'storm' }] },
      ]),
    );
    expect(await screen.findByText('Added 2 words to your list')).toBeVisible();
  });

  it('counts the characters and refuses a text over 20,000 before sending it', async () => {
    const fetchMock = readingServer(FACTS());
    signIn(testUser, 'token');
    renderUi(<ReadingScreen />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), {
      target: { value: 'a'.repeat(READING_LIMITS.textMax + 1) },
    });
    expect(screen.getByTestId('reading-counter')).toHaveTextContent('20,001 / 20,000 characters');
    expect(screen.getByText('The text can be at most 20,000 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Read' })).toBeDisabled();
    expect(posted(fetchMock, '/reading')).toEqual([]);
  });

  it('renders a text of 20,000 characters as its paragraphs, each word a button', async () => {
    const paragraph = 'The children went to the harbor and predicted a storm. ';
    const text = Array.from({ length: 40 }, () => paragraph.repeat(9).trim())
      .join('\n\n')
      .slice(0, 20_000);
    readingServer(FACTS());
    const shown = await readText(text);
    const tokens: ReadingToken[] = tokensOf(text);
    expect(shown.querySelectorAll('[data-paragraph]')).toHaveLength(40);
    expect(shown.querySelectorAll('[data-token]')).toHaveLength(tokens.length);
    expect(shown.textContent).toContain(paragraph.trim());
  });

  it('turns words far from the screen into buttons only when the reader comes near them', async () => {
    const observed = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.set(element, this.callback);
        }
        unobserve(element: Element) {
          observed.delete(element);
        }
        disconnect() {}
      },
    );
    const text = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} has the children and a storm.`).join(
      '\n\n',
    );
    readingServer(FACTS());
    const shown = await readText(text);
    const tokenCount = tokensOf(text).length;
    expect(shown.querySelectorAll('[data-token]').length).toBeLessThan(tokenCount);
    // Still all there to read, as plain text.
    expect(shown.textContent).toBe(text.replace(/\n\n/g, ''));

    const far = shown.querySelector('[data-piece="20"]')!;
    expect(far.querySelector('[data-token]')).toBeNull();
    act(() =>
      observed.get(far)!(
        [{ target: far, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(far.querySelectorAll('[data-token]')).toHaveLength(7);

    // End reaches the last word wherever it is.
    word('Paragraph').focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-token', String(tokenCount - 1)));
  });
});
