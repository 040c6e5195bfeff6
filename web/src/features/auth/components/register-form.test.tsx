import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../../i18n';
import { getSession, signOut } from '../../../lib/session';
import { answer, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { field } from '../../../test/queries';
import { renderUi } from '../../../test/render-ui';
import { RegisterForm } from './register-form';

function renderForm() {
  renderUi(<RegisterForm />);
}

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(field(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
  signOut();
});

describe('RegisterForm', () => {
  it('states the username and password rules before the first error, the character rule first', () => {
    renderUi(<RegisterForm />);
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'English letters (a–z), numbers or underscores, 3–29 of them: no Chinese characters or spaces',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('6–128 characters');
  });

  it('checks username, password length and the confirmation', async () => {
    renderForm();
    await fill({ Username: 'ab', Email: 'lily@example.com', Password: '123', 'Confirm password': '124' });
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('rejects symbols in the username and asks for the confirmation', async () => {
    renderForm();
    await fill({ Username: 'lily chen!', Email: 'lily@example.com', Password: 'secret1' });
    expect(
      await screen.findByText('Username can only contain letters, numbers and underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it("sends the visitor's language, theme and time zone, and puts server field errors on the field", async () => {
    const fetchMock = mockFetch(() =>
      errorAnswer(409, 'CONFLICT', 'This username is already taken', {
        errors: [{ field: 'username', message: 'This username is already taken' }],
      }),
    );
    renderForm();
    await fill({
      Username: 'lily_chen',
      Email: 'lily@example.com',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toEqual({
      username: 'lily_chen',
      email: 'lily@example.com',
      password: 'secret1',
      preferences: {
        theme: 'light',
        language: 'en',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
  });

  it('signs the new user in', async () => {
    mockFetch(() => answer('POST /auth/register', { user: testUser, token: 't', message: 'Welcome' }));
    renderForm();
    await fill({
      Username: 'lily_chen',
      Email: 'lily@example.com',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ status: 'signed-in', token: 't' });
  });
});
