import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { PageTransition } from './page-transition';

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageTransition>
            <Outlet />
          </PageTransition>
        ),
        children: [
          { path: '/', element: <p>first page</p> },
          { path: '/next', element: <p>next page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const wrapperOf = (text: string) => screen.getByText(text).parentElement;

describe('PageTransition', () => {
  it('shows the first page at once and fades in the pages navigated to', async () => {
    const router = renderPages();
    // The first page must paint at once: a fade from opacity 0 would delay its first contentful paint.
    expect(wrapperOf('first page')).not.toHaveAttribute('data-fade');

    await act(() => router.navigate('/next'));
    expect(wrapperOf('next page')).toHaveAttribute('data-fade');

    await act(() => router.navigate('/'));
    expect(wrapperOf('first page')).toHaveAttribute('data-fade');
  });
});
