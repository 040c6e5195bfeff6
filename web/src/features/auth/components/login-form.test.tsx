import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../../i18n';
import { getSession, signOut } from '../../../lib/session';
import { answer, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { field } from '../../../test/queries';
import { renderUi } from '../../../test/render-ui';
import { LoginForm } from './login-form';

function renderForm() {
  renderUi(<LoginForm />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
  signOut();
});

describe('LoginForm', () => {
  it('shows the product’s validation messages in English without calling the server', async () => {
    const fetchMock = mockFetch(() =>
      answer('POST /auth/login', { user: testUser, token: 't', message: '' }),
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the same messages in Chinese', async () => {
    setLanguage('zh');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it("shows the server's message for a failed login", async () => {
    mockFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Invalid email or password'));
    window.history.replaceState(null, '', '/login');
    renderForm();
    await userEvent.type(field('Email'), 'lily@example.com');
    await userEvent.type(field('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it("falls back to 'Login failed' when the server says nothing", async () => {
    mockFetch(() => new Response('', { status: 500 }));
    renderForm();
    await userEvent.type(field('Email'), 'lily@example.com');
    await userEvent.type(field('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it("saves the browser's time zone when the account has another, so 'today' is the learner's", async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const elsewhere = { ...testUser, preferences: { ...testUser.preferences, timeZone: 'Pacific/Chatham' } };
    const moved = { ...testUser, preferences: { ...testUser.preferences, timeZone: browserZone } };
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/login'
        ? answer('POST /auth/login', { user: elsewhere, token: 'fresh', message: 'Login successful' })
        : answer('PUT /auth/preferences', { user: moved, message: 'Preferences updated' }),
    );
    renderForm();
    await userEvent.type(field('Email'), 'lily@example.com');
    await userEvent.type(field('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(getSession().user?.preferences.timeZone).toBe(browserZone));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/preferences');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ timeZone: browserZone });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer fresh');
  });

  it('sends nothing more when the account already has the browser’s zone', async () => {
    const here = {
      ...testUser,
      preferences: { ...testUser.preferences, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    };
    const fetchMock = mockFetch(() =>
      answer('POST /auth/login', { user: here, token: 'fresh', message: 'Login successful' }),
    );
    renderForm();
    await userEvent.type(field('Email'), 'lily@example.com');
    await userEvent.type(field('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(getSession().status).toBe('signed-in'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
