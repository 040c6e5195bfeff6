import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** A feature component with the providers it needs, without the app (features never import app/). */
export function renderUi(ui: ReactNode, path = '/') {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <Notifications />
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
