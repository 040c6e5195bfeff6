import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mistake } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { jsonResponse, mockFetch, testUser } from '../../../test/fixtures';
import { aMistakeStats } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { MistakesScreen } from './mistakes-screen';

const grammar: Mistake = {
  id: 'm1',
  checkId: 'c1',
  sentence: 'She go to school and go home.',
  original: 'go',
  suggestion: 'goes',
  type: 'grammar',
  explanation: 'Third person singular takes -s.',
  start: 21,
  end: 23,
  correctedSentence: 'She go to school and goes home.',
  createdAt: new Date().toISOString(),
  mastered: false,
};
const spelling: Mistake = {
  ...grammar,
  id: 'm2',
  checkId: 'c2',
  sentence: 'I recieve letters.',
  original: 'recieve',
  suggestion: 'receive',
  type: 'spelling',
  explanation: 'i before e, except after c.',
  start: 2,
  end: 9,
};

const stats = aMistakeStats({ grammar: 4, spelling: 1 });

function serve() {
  return mockFetch((url) => {
    if (url === '/api/mistakes/stats') return jsonResponse({ success: true, stats });
    const type = new URL(url, 'http://x').searchParams.get('type');
    const mistakes =
      type === 'spelling' ? [spelling] : [grammar, grammar, grammar].map((m, i) => ({ ...m, id: `g${i}` }));
    return jsonResponse({ success: true, mistakes, nextCursor: null, hasMore: false });
  });
}

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('MistakesScreen', () => {
  it('groups mistakes by kind, with counts, the most frequent kind first', async () => {
    serve();
    renderUi(<MistakesScreen />, '/mistakes');
    expect(await screen.findByTestId('mistakes-total')).toHaveTextContent('5 mistakes');
    const groups = await screen.findAllByTestId(/^mistake-group-/);
    expect(groups.map((group) => group.dataset.testid)).toEqual([
      'mistake-group-grammar',
      'mistake-group-spelling',
    ]);
    expect(within(groups[0]!).getByTestId('mistake-count')).toHaveTextContent('4');
    expect(within(groups[0]!).getByRole('button', { name: 'See all 4' })).toBeInTheDocument();
    expect(within(groups[1]!).queryByRole('button', { name: /See all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Punctuation/ })).not.toBeInTheDocument();
  });

  it('marks the span the check found, with the fix, the explanation and Practice again', async () => {
    serve();
    renderUi(<MistakesScreen />, '/mistakes?type=spelling');
    const entry = await screen.findByTestId('mistake');
    expect(within(entry).getByText('recieve', { selector: 'mark' })).toBeInTheDocument();
    expect(within(entry).getByTestId('mistake-fix')).toHaveTextContent('receive');
    expect(within(entry).getByText('i before e, except after c.')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Practice again: I recieve letters.' })).toHaveAttribute(
      'href',
      '/check',
    );
  });

  it('shows one kind in full when it is chosen', async () => {
    const fetchMock = serve();
    renderUi(<MistakesScreen />, '/mistakes');
    await userEvent.click(await screen.findByRole('button', { name: /^Spelling/ }));
    expect(await screen.findByTestId('mistake-list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Spelling/ })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('type=spelling&limit=20'))).toBe(true);
  });

  it('points a learner without mistakes to Check', async () => {
    mockFetch(() =>
      jsonResponse({
        success: true,
        stats: { ...stats, total: 0, last30Days: 0, byType: { ...stats.byType, grammar: 0, spelling: 0 } },
      }),
    );
    renderUi(<MistakesScreen />, '/mistakes');
    expect(await screen.findByText('No mistakes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check a sentence' })).toHaveAttribute('href', '/check');
  });
});
