import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/route-table';
import { SessionRoot } from '../app/session-root';
import { registerNavigate } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';

/** The real route table and providers over an in-memory history. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigate((to, state) => void router.navigate(to, { state }));
  const view = render(
    <AppProvider env="test" queryClient={createQueryClient()}>
      <SessionRoot>
        <RouterProvider router={router} />
      </SessionRoot>
    </AppProvider>,
  );
  return { ...view, router };
}
