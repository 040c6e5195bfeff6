import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SentenceCheck } from '@contract';
import { reloadSession, signIn, signOut, TOKEN_STORAGE_KEY } from '../../../lib/session';
import { aCheck, answer, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { CheckScreen } from './check-screen';

const check: SentenceCheck = aCheck({
  issues: [
    {
      type: 'grammar',
      original: 'go',
      suggestion: 'goes',
      explanation: 'Third person singular takes -s.',
      start: 4,
      end: 6,
    },
  ],
});

const ndjson = (lines: unknown[]) =>
  new Response(lines.map((line) => JSON.stringify(line)).join('\n') + '\n', { status: 200 });

/** Answers the screen's side calls; POST /check as given. */
function serve(onCheck: (init: RequestInit) => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/check') return onCheck(init);
    if (url.startsWith('/api/ai/models')) {
      return answer('GET /ai/models', {
        models: [],
        defaultModel: null,
        source: 'offline',
        dailyCalls: null,
      });
    }
    if (url.startsWith('/api/checks/c1/similar')) return answer('GET /checks/:id/similar', { checks: [] });
    if (url.startsWith('/api/checks')) {
      return answer('GET /checks', { checks: [], nextCursor: null, hasMore: false });
    }
    return errorAnswer(404, 'NOT_FOUND', 'Not found');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('CheckScreen', () => {
  it('counts characters and refuses a sentence over 800 characters', async () => {
    signIn(testUser, 'token');
    const fetchMock = serve(() => ndjson([]));
    renderUi(<CheckScreen />);
    const box = screen.getByRole('textbox', { name: 'Your sentence' });

    fireEvent.change(box, { target: { value: 'a'.repeat(800) } });
    expect(screen.getByTestId('char-counter')).toHaveTextContent('800 / 800');
    expect(
      screen.queryByText('Sentence is too long. Maximum 800 characters allowed.'),
    ).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'a'.repeat(801) } });
    expect(screen.getByTestId('char-counter')).toHaveTextContent('801 / 800');
    expect(screen.getByTestId('char-counter')).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByText('Sentence is too long. Maximum 800 characters allowed.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/check')).toBe(false);
  });

  it('asks for a sentence before checking an empty box', async () => {
    signIn(testUser, 'token');
    serve(() => ndjson([]));
    renderUi(<CheckScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Please enter a sentence')).toBeInTheDocument();
  });

  it('checks on Ctrl+Enter and shows the score, the diff and the marked issue', async () => {
    signIn(testUser, 'token');
    let body: unknown;
    serve((init) => {
      body = JSON.parse(String(init.body));
      return ndjson([
        { type: 'attempt', attempt: 1, maxAttempts: 3 },
        { type: 'done', check },
      ]);
    });
    renderUi(<CheckScreen />);
    const box = screen.getByRole('textbox', { name: 'Your sentence' });
    await userEvent.type(box, 'She go to school.');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });

    const result = await screen.findByTestId('check-result');
    expect(body).toMatchObject({ sentence: 'She go to school.', maxRetries: 3, enableThinking: false });
    expect(within(result).getByTestId('check-score')).toHaveTextContent('72');
    expect(within(result).getByText('Needs correction')).toBeInTheDocument();
    expect(within(result).getByTestId('offline-badge')).toHaveTextContent('Built-in checker');
    // The built-in checker's figure says how it is made: errors per 100 words, not a grade.
    expect(within(result).getByTestId('check-score-ring')).toHaveAccessibleName(
      /Accuracy 72 out of 100\. Accuracy = 100 − errors found per 100 words/,
    );
    const diff = within(result).getByTestId('correction-diff');
    expect(diff.querySelector('del')).toHaveTextContent('go');
    expect(diff.querySelector('ins')).toHaveTextContent('goes');
    expect(within(result).getByRole('button', { name: 'Issue 1, Grammar: go' })).toBeInTheDocument();
    expect(within(result).getByText('Third person singular takes -s.')).toBeInTheDocument();
  });

  it('announces the finished check to a screen reader while focus stays in the sentence box', async () => {
    signIn(testUser, 'token');
    serve(() => ndjson([{ type: 'done', check }]));
    renderUi(<CheckScreen />);
    const box = screen.getByRole('textbox', { name: 'Your sentence' });
    await userEvent.type(box, 'She go to school.');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    // Not disabled while checking: a disabled box would drop the learner's focus to the page.
    expect(box).toBeEnabled();
    expect(box).toHaveFocus();
    const announcement = await screen.findByText('Check finished: 72 out of 100, Needs correction.');
    expect(announcement.closest('[aria-live="polite"]')).toHaveAttribute('role', 'status');
    expect(box).toHaveFocus();
  });

  it('explains how to set up AI when none is configured', async () => {
    signIn(testUser, 'token');
    const message = 'No AI is configured. Add your own API key under AI Configuration.';
    serve(() => errorAnswer(503, 'AI_NOT_CONFIGURED', message));
    renderUi(<CheckScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your sentence' }), 'Hello world.');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const alert = await screen.findByTestId('ai-not-configured');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Set up AI' })).toHaveAttribute('href', '/ai-config');
  });

  it('shows a guest the sign-in prompt instead of checking', async () => {
    const fetchMock = serve(() => ndjson([]));
    renderUi(<CheckScreen />, '/check');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your sentence' }), 'Hello world.');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/check');
  });

  it('checks for a learner whose stored session is still being confirmed, never calling them a guest', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    reloadSession(); // as on a page load: a token is stored, /auth/me has not answered
    let authorization: string | undefined;
    serve((init) => {
      authorization = (init.headers as Record<string, string>).Authorization;
      return ndjson([{ type: 'done', check }]);
    });
    renderUi(<CheckScreen />);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your sentence' });
    await userEvent.type(box, 'She go to school.');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByTestId('check-result')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(authorization).toBe('Bearer stored-token');
  });
});
