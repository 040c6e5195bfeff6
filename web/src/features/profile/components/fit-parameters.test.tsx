import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewParametersResponse } from '@contract';
import { i18n } from '../../../i18n';
import { signIn, signOut } from '../../../lib/session';
import { answer, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { FitParameters } from './fit-parameters';

const DEFAULTS = Array.from({ length: 21 }, (_, index) => index / 10);
const FITTED = DEFAULTS.map((weight) => weight + 0.05);

type State = Omit<ReviewParametersResponse, 'success'>;
const defaults = (reviewsAvailable: number): State => ({
  parameters: DEFAULTS,
  source: 'default',
  reviews: null,
  computedAt: null,
  reviewsAvailable,
  reviewsRequired: 400,
});
const fitted: State = {
  ...defaults(2400),
  parameters: FITTED,
  source: 'optimized',
  reviews: 2400,
  computedAt: '2026-12-06T10:00:00.000Z',
};

/* The server's parameters as they change; the fit answers once `finish` is called. */
function serve(initial: State, fit: 'kept' | 'short' = 'kept') {
  let state = initial;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const fetchMock = mockFetch(async (_url, init) => {
    if (init.method === 'POST') {
      await finished;
      if (fit === 'short')
        return errorAnswer(
          409,
          'NOT_ENOUGH_REVIEWS',
          'Fitting needs 400 reviews; you have 380. 20 more to go.',
        );
      state = fitted;
      return answer('POST /review/parameters', {
        parameters: FITTED,
        reviews: 2400,
        logLoss: { before: 0.41237, after: 0.35012 },
        kept: true,
        message: 'Your schedule is now fitted to 2400 of your reviews.',
      });
    }
    if (init.method === 'DELETE') {
      state = defaults(2400);
      return answer('DELETE /review/parameters', {
        ...state,
        message: 'Your schedule uses the default FSRS parameters again.',
      });
    }
    return answer('GET /review/parameters', state);
  });
  return { fetchMock, finish };
}

beforeEach(() => signIn(testUser, 'token'));
afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('FitParameters', () => {
  it('runs a fit with a pending state, shows the log loss before and after, and goes back to defaults', async () => {
    const { fetchMock, finish } = serve(defaults(2400));
    renderUi(<FitParameters />);
    expect(await screen.findByText('Now: the default parameters.')).toBeInTheDocument();
    expect(screen.getByText('2400 of your reviews can be learned from.')).toBeInTheDocument();

    const run = screen.getByRole('button', { name: 'Fit to my history' });
    await userEvent.click(run);
    expect(
      await screen.findByText(/Fitting to your reviews… this can take a few seconds/),
    ).toBeInTheDocument();
    expect(run).toHaveAttribute('data-loading', 'true');
    finish();

    const result = await screen.findByTestId('fit-result');
    expect(result).toHaveTextContent('Your schedule is now fitted to 2400 of your reviews.');
    expect(result).toHaveTextContent('Log loss (lower predicts better): 0.4124 before, 0.3501 fitted.');
    expect(await screen.findByTestId('fit-source')).toHaveTextContent(
      /Now: fitted to 2400 of your reviews on/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Back to defaults' }));
    expect(
      await screen.findByText('Your schedule uses the default FSRS parameters again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('fit-source')).toHaveTextContent('Now: the default parameters.'),
    );
    expect(screen.queryByRole('button', { name: 'Back to defaults' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'GET /api/review/parameters',
      'POST /api/review/parameters',
      'GET /api/review/parameters',
      'DELETE /api/review/parameters',
      'GET /api/review/parameters',
    ]);
  });

  it('shows the server’s message when the log is too short', async () => {
    const { finish } = serve(defaults(400), 'short');
    finish();
    renderUi(<FitParameters />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fit to my history' }));
    expect(await screen.findByTestId('fit-error')).toHaveTextContent(
      'Fitting needs 400 reviews; you have 380. 20 more to go.',
    );
  });

  it('says how many more reviews are needed, and offers no fit before then', async () => {
    serve(defaults(150));
    renderUi(<FitParameters />);
    expect(
      await screen.findByText('150 of your reviews can be learned from: 250 more are needed before a fit.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fit to my history' })).toBeDisabled();
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve(fitted);
    renderUi(<FitParameters />);
    expect(await screen.findByText(/按你的 2400 次复习拟合/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '恢复默认' })).toBeInTheDocument();
  });
});
