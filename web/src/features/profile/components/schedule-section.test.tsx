import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForecastDay, UpdatePreferences } from '@contract';
import { i18n } from '../../../i18n';
import { getSession, signIn, signOut } from '../../../lib/session';
import { answer, errorAnswer, jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ScheduleSection } from './schedule-section';

const learner = testUser;

/* 30 days, 153 reviews in all: 5.1 a day on average, 24 today (overdue ones count today). */
const forecast: ForecastDay[] = Array.from({ length: 30 }, (_, day) => ({
  date: `2026-12-${String(day + 1).padStart(2, '0')}`,
  due: day === 0 ? 24 : day % 2 === 0 ? 6 : 3,
}));

function serve({ refuse = false } = {}) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/review/forecast')) return answer('GET /review/forecast', { days: forecast });
    if (url === '/api/review/parameters')
      return answer('GET /review/parameters', {
        parameters: [],
        source: 'default',
        reviews: null,
        computedAt: null,
        reviewsAvailable: 12,
        reviewsRequired: 400,
      });
    if (refuse) return errorAnswer(400, 'VALIDATION_ERROR', 'Desired retention must be from 0.70 to 0.97');
    const changes = JSON.parse(String(init.body)) as UpdatePreferences;
    const preferences = { ...getSession().user!.preferences, ...changes } as typeof learner.preferences;
    return jsonResponse({ success: true, user: { ...learner, preferences }, message: 'Preferences updated' });
  });
}

const saves = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))]);

beforeEach(() => signIn(learner, 'token'));
afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('ScheduleSection', () => {
  it('says what the retention costs from the forecast, and saves each setting at once', async () => {
    const fetchMock = serve();
    renderUi(<ScheduleSection user={learner} />);
    expect(await screen.findByTestId('schedule-cost')).toHaveTextContent(
      'With your cards as scheduled now (at 90%): about 5.1 reviews a day over the next 30 days.',
    );
    const retention = screen.getByRole('combobox', { name: 'Desired retention' });
    expect(retention).toHaveValue('0.9');
    await userEvent.selectOptions(retention, '85%');
    await waitFor(() => expect(getSession().user?.preferences.desiredRetention).toBe(0.85));

    const easyDays = screen.getByRole('group', { name: 'Easy days' });
    await userEvent.click(within(easyDays).getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await waitFor(() => expect(getSession().user?.preferences.easyDays).toEqual([0, 6]));

    const limit = screen.getByRole('textbox', { name: 'Daily review limit' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '120');
    fireEvent.blur(limit);
    await waitFor(() => expect(getSession().user?.preferences.dailyReviewLimit).toBe(120));

    expect(saves(fetchMock)).toEqual([
      ['/api/auth/preferences', { desiredRetention: 0.85 }],
      ['/api/auth/preferences', { easyDays: [0] }],
      ['/api/auth/preferences', { easyDays: [0, 6] }],
      ['/api/auth/preferences', { dailyReviewLimit: 120 }],
    ]);
  });

  it('keeps at least one question type on', async () => {
    const fetchMock = serve();
    renderUi(<ScheduleSection user={learner} />);
    for (const name of ['Fill the blank', 'Recall the word', 'Recognize the word']) {
      await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(name) }));
    }
    const listening = screen.getByRole('checkbox', { name: /Listening/ });
    expect(listening).toBeChecked();
    expect(listening).toBeDisabled();
    expect(saves(fetchMock).at(-1)).toEqual(['/api/auth/preferences', { questionTypes: ['listening'] }]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Recognize the word/ }));
    expect(saves(fetchMock).at(-1)).toEqual([
      '/api/auth/preferences',
      { questionTypes: ['recognition', 'listening'] },
    ]);
  });

  it('draws the next 30 days with their numbers for screen readers', async () => {
    serve();
    renderUi(<ScheduleSection user={learner} />);
    const chart = await screen.findByRole('img', { name: /Reviews due in the next 30 days/ });
    expect(chart).toHaveAccessibleDescription(/153 reviews in all; the busiest day has 24/);
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const table = screen.getByRole('table', { name: 'Reviews due in the next 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent(/Dec 1\s*24/);
  });

  it('puts the setting back and says why when the server refuses', async () => {
    serve({ refuse: true });
    renderUi(<ScheduleSection user={learner} />);
    const retention = screen.getByRole('combobox', { name: 'Desired retention' });
    await userEvent.selectOptions(retention, '97%');
    expect(await screen.findByText('Desired retention must be from 0.70 to 0.97')).toBeInTheDocument();
    expect(retention).toHaveValue('0.9');
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve();
    renderUi(<ScheduleSection user={learner} />);
    expect(screen.getByText('复习计划')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '目标记忆率' })).toBeInTheDocument();
    expect(await screen.findByTestId('schedule-cost')).toHaveTextContent('平均每天约 5.1 次复习');
    expect(screen.getByRole('checkbox', { name: '周日' })).toBeInTheDocument();
  });
});
