import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCheck, answer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { signIn, signOut } from '../../../lib/session';
import { CheckCard } from './check-card';
import { CheckView } from './check-view';

/* Who wrote a check, which checker answered it, and what its 0..100 figure measures. */

const builtIn = { provider: 'offline', model: 'harper' };
const byModel = { provider: 'openai-compatible', model: 'gpt-4.1-mini' };

describe('a check result', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it("calls the sentence the learner's own only for its author", () => {
    signIn(testUser, 'token');
    const { unmount } = renderUi(<CheckCard check={aCheck({ author: { username: testUser.username } })} />);
    expect(screen.getByRole('heading', { name: 'Your sentence' })).toBeInTheDocument();
    unmount();

    renderUi(<CheckCard check={aCheck({ author: { username: 'mei_li' } })} />);
    expect(screen.getByRole('heading', { name: "mei_li's sentence" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your sentence' })).not.toBeInTheDocument();
  });

  it('calls no guest\'s "your sentence" on a public check', () => {
    renderUi(<CheckCard check={aCheck({ author: { username: 'mei_li' } })} />);
    expect(screen.getByRole('heading', { name: "mei_li's sentence" })).toBeInTheDocument();
  });

  it("names the built-in checker's figure accuracy, and says how it is counted", async () => {
    renderUi(<CheckCard check={aCheck({ ...builtIn, score: 86 })} />);
    const ring = screen.getByRole('img', { name: /^Accuracy 86 out of 100\. Accuracy = 100 − errors/ });
    expect(screen.getByTestId('check-figure-name')).toHaveTextContent('Accuracy');
    expect(screen.getByTestId('offline-badge')).toHaveTextContent('Built-in checker');
    await userEvent.hover(ring);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/errors found per 100 words/);
    expect(screen.queryByText(/score/i)).not.toBeInTheDocument();
  });

  it("names a model's figure its rating, and names the model", async () => {
    renderUi(<CheckCard check={aCheck({ ...byModel, score: 70 })} />);
    const ring = screen.getByRole('img', { name: /^AI rating 70 out of 100\./ });
    expect(screen.getByTestId('check-figure-name')).toHaveTextContent('AI rating');
    expect(screen.getByTestId('model-badge')).toHaveTextContent('AI: gpt-4.1-mini');
    await userEvent.hover(ring);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'How good the AI model gpt-4.1-mini judged the sentence to be',
    );
  });

  it("says when the built-in checker answered because the AI's answer did not fit", () => {
    renderUi(<CheckCard check={aCheck({ provider: 'offline', model: 'harper-fallback' })} />);
    expect(screen.getByTestId('fallback-note')).toHaveTextContent(
      "The AI's answer did not fit this sentence, so the built-in checker answered.",
    );
    expect(screen.getByTestId('offline-badge')).toBeInTheDocument();
  });

  it('shows no fallback note on an ordinary check', () => {
    renderUi(<CheckCard check={aCheck(builtIn)} />);
    expect(screen.queryByTestId('fallback-note')).not.toBeInTheDocument();
  });
});

describe('the check page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [builtIn, "A learner's sentence, checked and corrected by the built-in checker."],
    [byModel, "A learner's sentence, checked and corrected by the AI model gpt-4.1-mini."],
    [
      { provider: 'offline', model: 'harper-fallback' },
      "A learner's sentence, checked by the built-in checker: the AI's answer did not fit it.",
    ],
  ])('says which checker answered (%o), never "scored by AI" for the built-in one', async (by, text) => {
    mockFetch((url) =>
      url.includes('/similar')
        ? answer('GET /checks/:id/similar', { checks: [] })
        : answer('GET /checks/:id', { check: aCheck({ id: 'c9', ...by }) }),
    );
    renderUi(<CheckView id="c9" />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/scored/)).not.toBeInTheDocument();
  });
});
