import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openConfirmModal } from '../../../lib/confirm';
import { signIn, signOut } from '../../../lib/session';
import { jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { aBook, aPlan, booksAnswer } from '../test-fixtures';
import { BooksScreen } from './books-screen';

vi.mock('../../../lib/confirm', () => ({ openConfirmModal: vi.fn() }));

const cet4 = aBook();
const gre = aBook({ id: 'gre', name: 'GRE', description: 'Graduate Record Examinations.', wordCount: 7500 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(openConfirmModal).mockClear();
  signOut();
});

const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;

describe('the Books page for a guest', () => {
  it('lists every book with its size, and asks to log in to start a plan', async () => {
    mockFetch(() => booksAnswer([cet4, gre]));
    renderUi(<BooksScreen />, '/books');

    const first = await card('CET-4');
    expect(within(first).getByText('3,800 words')).toBeVisible();
    expect(within(first).getByText('The words of the College English Test, band 4.')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Log in to start a plan' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(first).getByRole('link', { name: 'Browse words: CET-4' })).toHaveAttribute(
      'href',
      '/books/cet4',
    );
    expect(within(await card('GRE')).getByText('7,500 words')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start a plan/ })).not.toBeInTheDocument();
  });
});

describe('the Books page for a learner', () => {
  it('shows a plan’s progress and pace, and offers a plan on the other books', async () => {
    signIn(testUser, 'token');
    mockFetch(() => booksAnswer([{ ...cet4, plan: aPlan() }, gre]));
    renderUi(<BooksScreen />, '/books');

    const planned = await card('CET-4');
    const ring = within(planned).getByRole('progressbar', { name: 'Progress in CET-4' });
    // 400 learning + 120 known of 3,800.
    expect(ring).toHaveAttribute('aria-valuetext', '520 of 3,800 words');
    expect(ring).toHaveTextContent('13%');
    expect(within(planned).getByText('20 a day · finish by Aug 13, 2026')).toBeVisible();
    expect(within(planned).getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(within(planned).getByRole('button', { name: 'Change' })).toBeVisible();
    expect(within(planned).getByRole('button', { name: 'Stop' })).toBeVisible();
    expect(within(planned).queryByRole('button', { name: /Start a plan/ })).not.toBeInTheDocument();

    const other = await card('GRE');
    expect(within(other).getByRole('button', { name: 'Start a plan for GRE' })).toBeVisible();
    expect(within(other).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('pauses a plan and shows it paused once the server has it so', async () => {
    signIn(testUser, 'token');
    let plan = aPlan();
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'PUT') {
        plan = { ...plan, paused: true, projectedFinish: null };
        return jsonResponse({ success: true, plan, message: 'Plan paused' });
      }
      return booksAnswer([{ ...cet4, plan }]);
    });
    renderUi(<BooksScreen />, '/books');

    await userEvent.click(within(await card('CET-4')).getByRole('button', { name: 'Pause' }));

    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
    expect(screen.getByText('Paused')).toBeVisible();
    expect(await screen.findByText('Plan paused')).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/plans/cet4');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ paused: true });
  });

  it('stops a plan only after the learner confirms', async () => {
    signIn(testUser, 'token');
    let plan: ReturnType<typeof aPlan> | null = aPlan();
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'DELETE') {
        plan = null;
        return jsonResponse({
          success: true,
          message: 'Plan stopped. The words it brought in stay in your list.',
        });
      }
      return booksAnswer([{ ...cet4, plan }]);
    });
    renderUi(<BooksScreen />, '/books');

    await userEvent.click(within(await card('CET-4')).getByRole('button', { name: 'Stop' }));
    const dialog = vi.mocked(openConfirmModal).mock.calls[0]![0];
    expect(dialog.title).toBe('Stop the plan for CET-4?');
    renderUi(<div data-testid="stop-text">{dialog.children as ReactNode}</div>);
    expect(screen.getByTestId('stop-text')).toHaveTextContent(
      'The words it already brought in stay in your list.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    dialog.onConfirm?.();
    expect(await screen.findByRole('button', { name: 'Start a plan for CET-4' })).toBeVisible();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url),
      ).toEqual(['/api/plans/cet4']),
    );
  });
});
