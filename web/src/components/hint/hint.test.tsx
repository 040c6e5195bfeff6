import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionIcon, MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
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
});
