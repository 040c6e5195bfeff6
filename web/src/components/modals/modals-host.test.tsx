import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { openConfirmModal } from '../../lib/confirm';
import { ModalsHost } from './modals-host';

describe('confirm dialogs loaded on demand', () => {
  it('shows the dialog asked for before its code had loaded, and confirming runs the action', async () => {
    const onConfirm = vi.fn();
    render(
      <MantineProvider env="test">
        <ModalsHost />
        <button
          type="button"
          onClick={() =>
            openConfirmModal({
              title: 'Delete this word?',
              labels: { confirm: 'Delete', cancel: 'Cancel' },
              onConfirm,
            })
          }
        >
          Remove
        </button>
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this word?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
