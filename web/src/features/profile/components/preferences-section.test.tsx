import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signIn, signOut } from '../../../lib/session';
import { jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { PreferencesSection } from './preferences-section';

function serveSaves() {
  return mockFetch((_url, init) => {
    const changes = JSON.parse(String(init.body)) as Record<string, unknown>;
    const user = { ...testUser, preferences: { ...testUser.preferences, ...changes } };
    return jsonResponse({ success: true, user, message: 'Preferences updated' });
  });
}

const sent = (fetchMock: ReturnType<typeof serveSaves>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('PreferencesSection', () => {
  it('saves British English at once, so Listen and the checker follow it', async () => {
    const fetchMock = serveSaves();
    renderUi(<PreferencesSection user={testUser} />);
    await userEvent.click(screen.getByText('British'));
    await waitFor(() => expect(sent(fetchMock)).toEqual([{ englishVariety: 'british' }]));
    await waitFor(() => expect(getSession().user?.preferences.englishVariety).toBe('british'));
  });

  it('saves the daily new-word limit when the field is left, and only a whole number in range', async () => {
    const fetchMock = serveSaves();
    renderUi(<PreferencesSection user={testUser} />);
    const limit = screen.getByRole('textbox', { name: /New words a day/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '25');
    await userEvent.tab();
    await waitFor(() => expect(sent(fetchMock)).toEqual([{ dailyNewWords: 25 }]));

    await userEvent.clear(limit);
    await userEvent.tab();
    expect(limit).toHaveValue('25');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
