import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render-ui';
import { DailyCallsHint, runsLow } from './daily-calls-hint';

describe('DailyCallsHint', () => {
  it('says nothing while plenty is left, or without a cap', () => {
    renderUi(
      <>
        <DailyCallsHint dailyCalls={{ limit: 200, remaining: 150 }} phase="idle" />
        <DailyCallsHint dailyCalls={null} phase="idle" />
      </>,
    );
    expect(screen.queryByTestId('daily-calls-hint')).not.toBeInTheDocument();
  });

  it('shows what is left once it runs low, and when none is left', () => {
    renderUi(<DailyCallsHint dailyCalls={{ limit: 200, remaining: 12 }} phase="idle" />);
    expect(screen.getByTestId('daily-calls-hint')).toHaveTextContent(
      '12 of today’s 200 AI requests left. They renew at midnight.',
    );
  });

  it('says when none is left', () => {
    renderUi(<DailyCallsHint dailyCalls={{ limit: 200, remaining: 0 }} phase="idle" />);
    expect(screen.getByTestId('daily-calls-hint')).toHaveTextContent(
      'You have used today’s 200 AI requests.',
    );
  });

  it('runs low at a tenth of the day, never fewer than 3', () => {
    expect(runsLow({ limit: 200, remaining: 20 })).toBe(true);
    expect(runsLow({ limit: 200, remaining: 21 })).toBe(false);
    expect(runsLow({ limit: 10, remaining: 3 })).toBe(true);
    expect(runsLow({ limit: 10, remaining: 4 })).toBe(false);
  });
});
