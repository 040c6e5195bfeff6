import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { routes } from './route-table';

const router = createBrowserRouter(routes);

/**
 * Settles once the router has the first page's code (a lazy page opened by a deep link): main.tsx waits
 * for it, so the first paint is the page itself, not a spinner followed by the page a moment later
 * (Lighthouse's LCP on Community, npm run bench:web).
 */
export const routerReady: Promise<void> = router.state.initialized
  ? Promise.resolve()
  : new Promise((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });

// The API client's 401 handling moves the app through the router, keeping the page alive.
registerNavigate((path, state) => void router.navigate(path, { state }));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
