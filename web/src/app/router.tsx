import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { routes } from './route-table';

const router = createBrowserRouter(routes);

// The API client's 401 handling moves the app through the router, keeping the page alive.
registerNavigate((path, state) => void router.navigate(path, { state }));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
