import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Drill, Mistake } from '@contract';
import { setLanguage } from '../../../i18n';
import { errorAnswer, jsonResponse, mockFetch } from '../../../test/fixtures';
import { aMistakeStats, postsSent } from '../../../test/review';
import { renderUi } from '../../../test/render-ui';
import { signedInForEachTest } from '../../../test/signed-in';
import { DrillSession } from './drill-session';
import { MistakesScreen } from './mistakes-screen';

function aDrill(overrides: Partial<Drill> = {}): Drill {
  return {
    id: 'd1',
    type: 'grammar',
    prompt: { text: 'She ____ to school.', original: 'go', explanation: 'Third person singular takes -s.' },
    due: new Date().toISOString(),
    state: 'new',
    reps: 0,
    lapses: 0,
    mistakeCount: 2,
    mastered: false,
    ...overrides,
  };
}

const goes = aDrill();
const receive = aDrill({
  id: 'd2',
  type: 'spelling',
  prompt: { text: 'I ____ letters.', original: 'recieve', explanation: 'i before e, except after c.' },
});

const EXPECTED: Record<string, string> = { d1: 'goes', d2: 'receive' };

/* The drills call, and answers compared as the server does: trimmed and case-folded. */
function serve(drills: Drill[] = [goes, receive], { failAnswer = false } = {}) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/mistakes/drills?')) {
      return jsonResponse({ success: true, drills, dueCount: 0, newCount: drills.length });
    }
    if (url.startsWith('/api/mistakes/drills/')) {
      if (failAnswer) return errorAnswer(503, 'DATABASE_UNAVAILABLE');
      const id = url.split('/').pop()!;
      const { answer } = JSON.parse(String(init.body)) as { answer: string };
      const expected = EXPECTED[id]!;
      const drill = drills.find((one) => one.id === id)!;
      return jsonResponse({
        success: true,
        correct: answer.trim().toLowerCase() === expected,
        expected,
        drill: { ...drill, reps: 1 },
      });
    }
    if (url === '/api/mistakes/stats') return jsonResponse({ success: true, stats });
    return jsonResponse({ success: true, mistakes: [mastered, open], nextCursor: null, hasMore: false });
  });
}

signedInForEachTest();

describe('mistake drills', () => {
  it('says drills need a network when the server cannot be reached, not a red error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderUi(<DrillSession />);
    expect(await screen.findByTestId('drills-offline', undefined, { timeout: 8000 })).toHaveTextContent(
      'Drills need a network: they come back when you are online.',
    );
    expect(screen.queryByText('Failed to load your drills')).not.toBeInTheDocument();
  }, 10_000);

  it('says drills need a network while offline, instead of a spinner, and loads them once back', async () => {
    serve();
    onlineManager.setOnline(false);
    try {
      renderUi(<DrillSession />);
      expect(await screen.findByTestId('drills-offline')).toHaveTextContent(
        'Drills need a network: they come back when you are online.',
      );
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByTestId('drill-prompt')).toHaveTextContent('She ____ to school.');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('asks for the blank, checks the answer on Enter, and moves on with Enter', async () => {
    const fetchMock = serve();
    renderUi(<DrillSession />);
    expect(await screen.findByTestId('drill-prompt')).toHaveTextContent('She ____ to school.');
    expect(screen.getByText('Fill in the blank. You wrote “go”.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('drill-answer'), '  Goes {Enter}');

    expect(await screen.findByTestId('drill-verdict')).toHaveTextContent('Correct!');
    expect(screen.getByTestId('drill-prompt')).toHaveTextContent('She goes to school.');
    expect(postsSent(fetchMock)).toEqual(['/api/mistakes/drills/d1 {"answer":"  Goes "}']);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('drill-prompt')).toHaveTextContent('I ____ letters.');
    await userEvent.type(screen.getByTestId('drill-answer'), 'recieve{Enter}');
    expect(await screen.findByTestId('drill-verdict')).toHaveTextContent(
      'Not quite: the answer is “receive”.',
    );
    expect(screen.getByTestId('drill-verdict')).toHaveTextContent('i before e, except after c.');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('drills-done')).toHaveTextContent('No drills left for now.');
  });

  it('says when an answer could not be checked, and lets it be sent again', async () => {
    serve([goes], { failAnswer: true });
    renderUi(<DrillSession />);
    await userEvent.type(await screen.findByTestId('drill-answer'), 'goes{Enter}');
    expect(await screen.findByText('Failed to check your answer')).toBeInTheDocument();
    expect(screen.queryByTestId('drill-verdict')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
  });

  it('says it in Chinese', async () => {
    setLanguage('zh');
    serve([goes]);
    renderUi(<DrillSession />);
    expect(await screen.findByText('填空。你写的是“go”。')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('drill-answer'), 'went{Enter}');
    expect(await screen.findByTestId('drill-verdict')).toHaveTextContent('不太对：答案是“goes”。');
  });
});

const open: Mistake = {
  id: 'm1',
  checkId: 'c1',
  sentence: 'She go to school.',
  original: 'go',
  suggestion: 'goes',
  type: 'grammar',
  explanation: 'Third person singular takes -s.',
  start: 4,
  end: 6,
  correctedSentence: 'She goes to school.',
  createdAt: new Date().toISOString(),
  mastered: false,
};
const mastered: Mistake = { ...open, id: 'm2', checkId: 'c2', mastered: true };

const stats = aMistakeStats({ grammar: 2, spelling: 1 }, 1);

describe('the notebook’s practice', () => {
  it('shows active and mastered counts and a badge on mastered mistakes', async () => {
    serve();
    renderUi(<MistakesScreen />, '/mistakes');
    expect(await screen.findByTestId('mistakes-active')).toHaveTextContent('2 to practice');
    expect(screen.getByTestId('mistakes-mastered')).toHaveTextContent('1 mastered');
    const group = screen.getByTestId('mistake-group-grammar');
    await waitFor(() => expect(within(group).getAllByTestId('mistake')).toHaveLength(2));
    const [first, second] = within(group).getAllByTestId('mistake');
    expect(within(first!).getByTestId('mistake-mastered')).toHaveTextContent('Mastered');
    expect(within(second!).queryByTestId('mistake-mastered')).not.toBeInTheDocument();
  });

  it('runs the drills of one kind from its group’s Practice button', async () => {
    const fetchMock = serve();
    renderUi(<MistakesScreen />, '/mistakes');
    const group = await screen.findByTestId('mistake-group-spelling');
    expect(screen.queryByTestId('drill-session')).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Practice your Spelling mistakes' }));

    expect(await screen.findByTestId('drill-prompt')).toHaveTextContent('I ____ letters.');
    expect(screen.getByTestId('drill-count')).toHaveTextContent('Drill 1 of 1');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/mistakes/drills?limit=50');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('drill-session')).not.toBeInTheDocument();
  });

  it('says the counts in Chinese', async () => {
    setLanguage('zh');
    serve();
    renderUi(<MistakesScreen />, '/mistakes');
    expect(await screen.findByTestId('mistakes-active')).toHaveTextContent('2 个待练习');
    expect(screen.getByTestId('mistakes-mastered')).toHaveTextContent('1 个已掌握');
    expect(await screen.findAllByText('已掌握')).not.toHaveLength(0);
  });
});
