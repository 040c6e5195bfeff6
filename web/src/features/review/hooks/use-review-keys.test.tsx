import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReviewKeys } from './use-review-keys';

function Card({
  revealed,
  onReveal,
  onRate,
}: {
  revealed: boolean;
  onReveal: () => void;
  onRate: () => void;
}) {
  useReviewKeys({ revealed, onReveal, onRate, onKnown: () => undefined });
  return (
    <>
      <input aria-label="Your answer" />
      <button type="button">Listen</button>
      <a href="/review">Review</a>
    </>
  );
}

describe('useReviewKeys', () => {
  it('shows the answer with Enter as with Space (as Anki), and rates with 1–4 once it shows', async () => {
    const onReveal = vi.fn();
    const onRate = vi.fn();
    const { rerender } = render(<Card revealed={false} onReveal={onReveal} onRate={onRate} />);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onReveal).toHaveBeenCalledTimes(2);
    rerender(<Card revealed onReveal={onReveal} onRate={onRate} />);
    await userEvent.keyboard('{Enter}3');
    expect(onReveal).toHaveBeenCalledTimes(2);
    expect(onRate).toHaveBeenCalledWith('good');
  });

  it('leaves Enter to a typed answer and to a focused button', async () => {
    const onReveal = vi.fn();
    render(<Card revealed={false} onReveal={onReveal} onRate={() => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'harbor{Enter}');
    screen.getByRole('button', { name: 'Listen' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onReveal).not.toHaveBeenCalled();
  });

  it('reveals with Space on a focused link (Space presses no link), leaving Enter to the link', async () => {
    const onReveal = vi.fn();
    render(<Card revealed={false} onReveal={onReveal} onRate={() => undefined} />);
    screen.getByRole('link', { name: 'Review' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onReveal).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(onReveal).toHaveBeenCalledTimes(1);
  });
});
