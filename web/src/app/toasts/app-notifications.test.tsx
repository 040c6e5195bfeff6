import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { AppNotifications } from './app-notifications';

function renderToasts() {
  render(
    <MantineProvider env="test">
      <AppNotifications />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('toasts', () => {
  it('shows a repeated message once instead of stacking copies', async () => {
    renderToasts();
    act(() => {
      notifications.show({ color: 'teal', message: 'Link copied' });
      notifications.show({ color: 'teal', message: 'Link copied' });
      notifications.show({ color: 'teal', message: 'Link copied' });
    });
    expect(await screen.findAllByText('Link copied')).toHaveLength(1);
  });

  it('still shows different messages side by side', async () => {
    renderToasts();
    act(() => {
      notifications.show({ color: 'teal', message: 'Link copied' });
      notifications.show({ color: 'red', message: 'Failed to copy link' });
    });
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy link')).toBeInTheDocument();
  });

  it('sits at the bottom of the screen, clear of the top bar’s buttons', async () => {
    renderToasts();
    act(() => {
      notifications.show({ message: 'Saved' });
    });
    const toast = await screen.findByText('Saved');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
  });
});
