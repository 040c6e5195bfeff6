import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookWord } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { aBook, aBookWord, aPlan, booksAnswer, bookWordsAnswer } from '../test-fixtures';
import { BookWordsScreen } from './book-words-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

/**
 * A book of `size` words (w0, w1, …) in book order, as the server keeps it: pages of unseen words after
 * a cursor (the position of the last word sent), and POST known marking them.
 */
function bookServer(size: number, withPlan = true) {
  const words: BookWord[] = Array.from({ length: size }, (_, index) => aBookWord(`w${index}`));
  const book = aBook({ wordCount: size, plan: withPlan ? aPlan({ total: size }) : null });
  const fetchMock = mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://wordloom.test');
    if (pathname === '/api/books') return booksAnswer([book]);
    if (pathname === '/api/plans/cet4/known') {
      const sent = (JSON.parse(String(init.body)) as { words: string[] }).words;
      let marked = 0;
      for (const word of words)
        if (sent.includes(word.word) && word.status !== 'known') {
          word.status = 'known';
          marked += 1;
        }
      return jsonResponse({ success: true, plan: aPlan(), marked });
    }
    const status = searchParams.get('status') ?? 'all';
    const limit = Number(searchParams.get('limit'));
    const after = searchParams.has('cursor') ? Number(searchParams.get('cursor')) : -1;
    const matching = words
      .map((word, position) => ({ word, position }))
      .filter(({ word }) => status === 'all' || word.status === status);
    const rest = matching.filter(({ position }) => position > after);
    const page = rest.slice(0, limit);
    const hasMore = rest.length > limit;
    return bookWordsAnswer({
      words: page.map(({ word }) => ({ ...word })),
      total: matching.length,
      hasMore,
      nextCursor: hasMore ? String(page.at(-1)!.position) : null,
    });
  });
  return { fetchMock, words };
}

const knownPosts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/plans/cet4/known')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { words: string[] }).words);

describe('marking a book’s words known', () => {
  it('marks the first N unseen words in requests of at most 500', async () => {
    signIn(testUser, 'token');
    const { fetchMock, words } = bookServer(1300);
    // The learner already marked two of the first words: "the first N" counts the unseen ones.
    words[0]!.status = 'known';
    words[3]!.status = 'known';
    renderUi(<BookWordsScreen bookId="cet4" />);

    const count = await screen.findByRole('textbox', { name: 'How many words' });
    await userEvent.clear(count);
    await userEvent.type(count, '1200');
    await userEvent.click(screen.getByRole('button', { name: 'I already know these' }));

    expect(await screen.findByText('1200 words marked as known.')).toBeVisible();
    const sent = knownPosts(fetchMock);
    expect(sent.map((chunk) => chunk.length)).toEqual([500, 500, 200]);
    expect(sent[0]![0]).toBe('w1');
    expect(sent.flat()).not.toContain('w3');
    expect(new Set(sent.flat()).size).toBe(1200);
    expect(words.filter((word) => word.status === 'unseen').map((word) => word.word)).toEqual(
      words.slice(1202).map((word) => word.word),
    );
  });

  it('marks selected words known, and the list shows them known', async () => {
    signIn(testUser, 'token');
    const { fetchMock } = bookServer(5);
    renderUi(<BookWordsScreen bookId="cet4" />);

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select w1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select w4' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as known' }));

    expect(await screen.findByText('2 words marked as known.')).toBeVisible();
    expect(knownPosts(fetchMock)).toEqual([['w1', 'w4']]);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select w1' })).not.toBeInTheDocument(),
    );
    const rows = screen.getAllByTestId('book-word');
    expect(within(rows[1]!).getByText('Known')).toBeVisible();
    expect(screen.getByText('0 selected')).toBeVisible();
  });

  it('without a plan, offers to start one instead (the server marks words known under a plan)', async () => {
    signIn(testUser, 'token');
    bookServer(5, false);
    renderUi(<BookWordsScreen bookId="cet4" />);

    expect(
      await screen.findByText(/Start a plan for this book to mark the words you already know/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start a plan' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I already know these' })).not.toBeInTheDocument();
  });
});

describe('browsing a book’s words', () => {
  it('pages through the book with its cursor, and a guest sees no status filter or selection', async () => {
    const { fetchMock } = bookServer(120, false);
    renderUi(<BookWordsScreen bookId="cet4" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'CET-4' })).toBeVisible();
    expect(await screen.findByTestId('book-words-total')).toHaveTextContent('120 words');
    expect(screen.getAllByTestId('book-word')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('book-word')).toHaveLength(100));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/books/cet4/words?status=all&limit=50&cursor=49',
    );
    expect(screen.queryByRole('radiogroup', { name: 'Show words' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to start a plan' })).toBeVisible();
  });

  it('filters by status for a learner', async () => {
    signIn(testUser, 'token');
    const { words } = bookServer(4);
    words[2]!.status = 'learning';
    renderUi(<BookWordsScreen bookId="cet4" />);
    await screen.findByRole('checkbox', { name: 'Select w0' });

    await userEvent.click(screen.getByRole('radio', { name: 'Learning' }));

    await waitFor(() => expect(screen.getAllByTestId('book-word')).toHaveLength(1));
    expect(screen.getByText('w2')).toBeVisible();
    expect(screen.getByTestId('book-words-total')).toHaveTextContent('1 word');
  });

  it('says so when there is no such book', async () => {
    mockFetch(() => booksAnswer([aBook()]));
    renderUi(<BookWordsScreen bookId="nope" />);
    expect(await screen.findByText('There is no such word book.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'All word books' })).toHaveAttribute('href', '/books');
  });
});
