import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../../i18n';
import { signOut } from '../../../lib/session';
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
  it('shows the SPEC §5 messages in English without calling the server', async () => {
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
});
