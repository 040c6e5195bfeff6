import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../i18n';
import { getSession, signIn, signOut } from '../../../lib/session';
import { errorAnswer, jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ReminderSection } from './reminder-section';

const learner = {
  ...testUser,
  preferences: { ...testUser.preferences, timeZone: 'Asia/Shanghai', reminder: { email: false, hour: 20 } },
};

function serveSaves() {
  return mockFetch((_url, init) => {
    const { reminder } = JSON.parse(String(init.body)) as { reminder: object };
    const preferences = {
      ...learner.preferences,
      reminder: { ...getSession().user!.preferences.reminder, ...reminder },
    };
    return jsonResponse({ success: true, user: { ...learner, preferences }, message: 'Preferences updated' });
  });
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))]);

beforeEach(() => signIn(learner, 'token'));
afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('ReminderSection', () => {
  it('says when the mail comes, in the learner’s zone, and saves each change at once', async () => {
    const fetchMock = serveSaves();
    renderUi(<ReminderSection user={learner} />);
    expect(
      screen.getByText(/at the hour you choose in your time zone \(Asia\/Shanghai\)/),
    ).toBeInTheDocument();
    const email = screen.getByRole('switch', { name: 'Email me when cards are due' });
    expect(email).not.toBeChecked();
    const hour = screen.getByRole('combobox', { name: 'Hour' });
    expect(hour).toHaveValue('20');
    expect(screen.getAllByRole('option')).toHaveLength(24);

    await userEvent.click(email);
    await waitFor(() => expect(getSession().user?.preferences.reminder).toEqual({ email: true, hour: 20 }));
    await userEvent.selectOptions(hour, '07:00');
    await waitFor(() => expect(getSession().user?.preferences.reminder).toEqual({ email: true, hour: 7 }));
    expect(sent(fetchMock)).toEqual([
      ['/api/auth/preferences', 'PUT', { reminder: { email: true } }],
      ['/api/auth/preferences', 'PUT', { reminder: { hour: 7 } }],
    ]);
    expect(email).toBeChecked();
  });

  it('puts the switch back and says so when the server refuses', async () => {
    mockFetch(() => errorAnswer(400, 'VALIDATION_ERROR', 'Reminder hour must be 0–23.'));
    renderUi(<ReminderSection user={learner} />);
    const email = screen.getByRole('switch', { name: 'Email me when cards are due' });
    await userEvent.click(email);
    expect(await screen.findByText('Reminder hour must be 0–23.')).toBeInTheDocument();
    expect(email).not.toBeChecked();
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh');
    renderUi(<ReminderSection user={learner} />);
    expect(screen.getByText('每日提醒')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '有待复习卡片时给我发邮件' })).toBeInTheDocument();
  });
});
