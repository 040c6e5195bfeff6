import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signIn, signOut } from '../../../lib/session';
import { mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { aBook, aPlan, booksAnswer } from '../test-fixtures';
import { YourPlansCard } from './your-plans-card';

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('Your plans (Home)', () => {
  it('shows each plan’s words today and overall, and the way to Review', async () => {
    mockFetch(() =>
      booksAnswer([
        aBook({ plan: aPlan({ introducedToday: 12, dailyNew: 20 }) }),
        aBook({ id: 'gre', name: 'GRE', wordCount: 7500 }),
        aBook({
          id: 'ielts',
          name: 'IELTS',
          plan: aPlan({
            bookId: 'ielts',
            total: 4000,
            introduced: 0,
            known: 0,
            introducedToday: 0,
            dailyNew: 10,
          }),
        }),
      ]),
    );
    renderUi(<YourPlansCard />);

    const card = await screen.findByRole('region', { name: 'Your plans' });
    const plans = within(card).getAllByTestId('plan-progress');
    expect(plans).toHaveLength(2);
    expect(within(plans[0]!).getByRole('link', { name: 'CET-4' })).toHaveAttribute('href', '/books/cet4');
    expect(within(plans[0]!).getByText('Today 12 of 20 new words')).toBeVisible();
    expect(within(plans[0]!).getByRole('progressbar', { name: 'Progress in CET-4' })).toHaveAttribute(
      'aria-valuetext',
      '520 of 3,800 words',
    );
    expect(within(plans[1]!).getByText('Today 0 of 10 new words')).toBeVisible();
    expect(within(card).queryByText('GRE')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
  });

  it('invites a learner without a plan to pick a book', async () => {
    mockFetch(() => booksAnswer([aBook(), aBook({ id: 'gre', name: 'GRE' })]));
    renderUi(<YourPlansCard />);

    const card = await screen.findByRole('region', { name: 'Your plans' });
    expect(within(card).getByText(/Pick a word book/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Choose a word book' })).toHaveAttribute('href', '/books');
    expect(within(card).queryByTestId('plan-progress')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('says a paused plan is paused instead of counting today', async () => {
    mockFetch(() => booksAnswer([aBook({ plan: aPlan({ paused: true, projectedFinish: null }) })]));
    renderUi(<YourPlansCard />);

    const plan = await screen.findByTestId('plan-progress');
    expect(within(plan).getByText('Paused')).toBeVisible();
    expect(within(plan).queryByText(/Today/)).not.toBeInTheDocument();
  });
});
