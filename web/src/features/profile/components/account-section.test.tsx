import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signIn, signOut } from '../../../lib/session';
import { jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { AccountSection } from './account-section';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const bodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/auth/profile')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('AccountSection', () => {
  it('asks for the current password before an email change, then keeps the user signed in', async () => {
    signIn(testUser, 'old-token');
    const moved = { ...testUser, email: 'moved@example.com' };
    const fetchMock = mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body));
      if (body.currentPassword !== 'right-password') {
        return jsonResponse(
          { success: false, code: 'FORBIDDEN', message: 'The current password is not correct' },
          403,
        );
      }
      return jsonResponse({ success: true, user: moved, token: 'fresh-token', message: 'Profile updated' });
    });
    renderUi(<AccountSection user={testUser} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'moved@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('moved@example.com');
    expect(bodies(fetchMock)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ status: 'signed-in', token: 'old-token' });

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(getSession()).toMatchObject({ status: 'signed-in', token: 'fresh-token' }));
    expect(getSession().user?.email).toBe('moved@example.com');
    expect(bodies(fetchMock).at(-1)).toEqual({
      email: 'moved@example.com',
      currentPassword: 'right-password',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves a new username without asking for the password', async () => {
    signIn(testUser, 'token');
    const fetchMock = mockFetch(() =>
      jsonResponse({
        success: true,
        user: { ...testUser, username: 'renamed_user' },
        message: 'Profile updated',
      }),
    );
    renderUi(<AccountSection user={testUser} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'renamed_user');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies(fetchMock)).toEqual([{ username: 'renamed_user' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getSession().token).toBe('token');
  });
});
