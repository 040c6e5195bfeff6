import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, reloadSession, signIn, signOut, TOKEN_STORAGE_KEY } from '../../lib/session';
import { aPublicConfig, answer, errorAnswer, jsonResponse, mockFetch, testUser } from '../../test/fixtures';
import { field, findField } from '../../test/queries';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('route guards', () => {
  it.each(['/words', '/profile', '/ai-config'])('sends a guest from %s to /login', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/login', '/register', '/forgot-password'])(
    'sends a signed-in user from %s home',
    async (path) => {
      signIn(testUser, 'token');
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByText('Welcome, lily_chen')).toBeInTheDocument();
    },
  );

  it('opens the public pages to guests, asking them to sign in on Generate', async () => {
    const { router } = renderApp('/generate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate sentences' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-prompt')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/generate');
  });

  it('brings the user back to the page they wanted after logging in', async () => {
    mockFetch((url) =>
      url === '/api/auth/login'
        ? answer('POST /auth/login', { user: testUser, token: 'fresh', message: 'Login successful' })
        : jsonResponse(aPublicConfig()),
    );
    const { router } = renderApp('/words');
    await userEvent.type(await findField('Email'), 'lily@example.com');
    await userEvent.type(field('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My words' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/words');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh');
  });

  it('waits for /auth/me with a stored token, and logs out when it fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    reloadSession();
    mockFetch((url) =>
      url === '/api/auth/me'
        ? errorAnswer(401, 'UNAUTHORIZED', 'Please sign in')
        : jsonResponse(aPublicConfig()),
    );
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logging out on a protected page lands on home, signed out', async () => {
    mockFetch(() => jsonResponse(aPublicConfig()));
    signIn(testUser, 'token');
    const { router } = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'lily_chen, account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out. See you soon!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession().status).toBe('guest');
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('shows a friendly 404 for unknown routes', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
