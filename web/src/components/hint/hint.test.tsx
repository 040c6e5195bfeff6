import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionIcon, MantineProvider } from '@mantine/core';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Hint } from './hint';

describe('Hint', () => {
  it('shows its label as a tooltip on the first hover, though Tooltip loads only then', async () => {
    render(
      <MantineProvider env="test">
        <Hint label="Switch to dark">
          <ActionIcon aria-label="Switch to dark">☾</ActionIcon>
        </Hint>
      </MantineProvider>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'Switch to dark' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark');
  });

  it("keeps the element's own ref and focus and pointer handlers", async () => {
    const ref = createRef<HTMLButtonElement>();
    const onFocus = vi.fn();
    const onMouseEnter = vi.fn();
    render(
      <MantineProvider env="test">
        <Hint label="Listen">
          <ActionIcon ref={ref} aria-label="Listen" onFocus={onFocus} onMouseEnter={onMouseEnter}>
            ♪
          </ActionIcon>
        </Hint>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Listen' });
    expect(ref.current).toBe(button);
    await userEvent.hover(button);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Listen');
    button.focus();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
