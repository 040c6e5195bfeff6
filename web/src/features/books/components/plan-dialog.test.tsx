import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '../../../lib/session';
import { errorAnswer, jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { field } from '../../../test/queries';
import { renderUi } from '../../../test/render-ui';
import { aBook, aPlan, booksAnswer } from '../test-fixtures';
import { PlanDialog } from './plan-dialog';

const book = aBook({ wordCount: 1600 });

beforeEach(() => {
  // The learner's zone is UTC (testUser's preferences): today is 2026-03-10.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
  signIn(testUser, 'token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

const preview = () => screen.getByTestId('pace-preview');
const chooseDate = async (date: string) => {
  await userEvent.click(screen.getByRole('radio', { name: 'Finish date' }));
  fireEvent.change(field('Finish by'), { target: { value: date } });
};
const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

describe('the plan dialog’s pace preview', () => {
  it('for a number a day, shows the day the book is finished', async () => {
    mockFetch(() => booksAnswer([book]));
    renderUi(<PlanDialog book={book} onClose={() => {}} />);

    expect(await screen.findByRole('dialog', { name: 'Start a plan: CET-4' })).toBeVisible();
    expect(preview()).toHaveTextContent('1,600 words left to learn.');
    // 20 today, then the other 1,580 at 20 a day: 79 days on.
    expect(preview()).toHaveTextContent('At this pace you finish on May 28, 2026.');

    await userEvent.clear(field('New words a day'));
    await userEvent.type(field('New words a day'), '40');
    expect(preview()).toHaveTextContent('At this pace you finish on Apr 18, 2026.');
  });

  it('for a date, shows the words a day it takes, and says when that is more than a plan allows', async () => {
    mockFetch(() => booksAnswer([book]));
    renderUi(<PlanDialog book={book} onClose={() => {}} />);
    await screen.findByRole('dialog');

    await chooseDate('2026-03-20');
    expect(preview()).toHaveTextContent('That is 160 new words a day.');

    fireEvent.change(field('Finish by'), { target: { value: '2026-03-12' } });
    expect(preview()).toHaveTextContent(
      'That would take more than 200 new words a day. The plan stays at 200 a day and finishes on Mar 17, 2026.',
    );
  });

  it('counts from what a plan being changed has left, today’s words included', async () => {
    const planned = { ...book, plan: aPlan({ remaining: 90, introducedToday: 10, dailyNew: 20 }) };
    mockFetch(() => booksAnswer([planned]));
    renderUi(<PlanDialog book={planned} onClose={() => {}} />);

    expect(await screen.findByRole('dialog', { name: 'Change the plan: CET-4' })).toBeVisible();
    expect(preview()).toHaveTextContent('90 words left to learn.');
    // 10 more today, then 80 at 20 a day.
    expect(preview()).toHaveTextContent('At this pace you finish on Mar 14, 2026.');
    await chooseDate('2026-03-15');
    // (90 + 10) over 5 days.
    expect(preview()).toHaveTextContent('That is 20 new words a day.');
  });
});

describe('the plan dialog’s checks', () => {
  it('refuses today as the finish date, in the learner’s zone, without asking the server', async () => {
    const fetchMock = mockFetch(() => booksAnswer([book]));
    renderUi(<PlanDialog book={book} onClose={() => {}} />);
    await screen.findByRole('dialog');

    await chooseDate('2026-03-10');
    expect(screen.queryByText(/new words a day/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));

    expect(await screen.findByText('The target date must be after today')).toBeVisible();
    expect(field('Finish by')).toHaveAttribute('min', '2026-03-11');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('asks for a number of words a day from 1 to 200', async () => {
    const fetchMock = mockFetch(() => booksAnswer([book]));
    renderUi(<PlanDialog book={book} onClose={() => {}} />);
    await screen.findByRole('dialog');

    await userEvent.clear(field('New words a day'));
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));

    expect(await screen.findByText('New words a day must be a whole number from 1 to 200')).toBeVisible();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('starts a plan by a date and closes', async () => {
    const onClose = vi.fn();
    const fetchMock = mockFetch((url, init) =>
      init.method === 'POST'
        ? jsonResponse(
            {
              success: true,
              plan: aPlan({ targetDate: '2026-03-20' }),
              message: 'Plan started: 160 new words a day',
            },
            201,
          )
        : booksAnswer([book]),
    );
    renderUi(<PlanDialog book={book} onClose={onClose} />);
    await screen.findByRole('dialog');

    await chooseDate('2026-03-20');
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));

    expect(await screen.findByText('Plan started: 160 new words a day')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    const [[url, init]] = posts(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/plans');
    expect(JSON.parse(String(init.body))).toEqual({ bookId: 'cet4', targetDate: '2026-03-20' });
  });

  it('changes a dated plan to a number a day, which clears the date', async () => {
    const planned = { ...book, plan: aPlan({ targetDate: '2026-04-01' }) };
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PUT'
        ? jsonResponse({ success: true, plan: aPlan({ dailyNew: 30 }), message: 'Plan updated' })
        : booksAnswer([planned]),
    );
    renderUi(<PlanDialog book={planned} onClose={() => {}} />);
    await screen.findByRole('dialog');

    expect(screen.getByRole('radio', { name: 'Finish date' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Words a day' }));
    await userEvent.clear(field('New words a day'));
    await userEvent.type(field('New words a day'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Plan updated')).toBeVisible();
    const [[url, init]] = posts(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/plans/cet4');
    expect(JSON.parse(String(init.body))).toEqual({ dailyNew: 30, targetDate: null });
  });

  it('shows the server’s refusal in the dialog, and stays open', async () => {
    const onClose = vi.fn();
    mockFetch((_url, init) =>
      init.method === 'POST'
        ? errorAnswer(409, 'CONFLICT', 'You already have a plan for this book')
        : booksAnswer([book]),
    );
    renderUi(<PlanDialog book={book} onClose={onClose} />);
    await screen.findByRole('dialog');

    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));

    expect(await screen.findByTestId('plan-error')).toHaveTextContent(
      'You already have a plan for this book',
    );
    expect(screen.getByTestId('plan-error')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
