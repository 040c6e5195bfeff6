import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { paths } from '../config/paths';
import { LAZY_PAGES } from './lazy-pages';
import { lazyPage } from './load-page';
import { AppLayout } from './layout/app-layout';
import { GuestOnly, RequireAuth } from './routes/guards';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

/** docs/product.md, "Screens and routes", with its access rules. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: LoadingState,
    children: [
      // Pages load their code on first visit (load-page.ts); one that fails shows its error inside the layout.
      { errorElement: <RouteErrorPage />, children: pages() },
    ],
  },
];

/** The pages: the layout and home stay in the main bundle. */
function pages(): RouteObject[] {
  return [
    { path: paths.home, element: <HomePage /> },
    {
      element: <GuestOnly />,
      children: [
        {
          path: LAZY_PAGES.login,
          lazy: lazyPage(
            () => import('./routes/login'),
            (m) => m.LoginPage,
          ),
        },
        {
          path: LAZY_PAGES.register,
          lazy: lazyPage(
            () => import('./routes/register'),
            (m) => m.RegisterPage,
          ),
        },
        {
          path: LAZY_PAGES['forgot-password'],
          lazy: lazyPage(
            () => import('./routes/forgot-password'),
            (m) => m.ForgotPasswordPage,
          ),
        },
      ],
    },
    {
      element: <RequireAuth />,
      children: [
        {
          path: LAZY_PAGES.words,
          lazy: lazyPage(
            () => import('./routes/words'),
            (m) => m.WordsPage,
          ),
        },
        {
          path: LAZY_PAGES['ai-config'],
          lazy: lazyPage(
            () => import('./routes/ai-config'),
            (m) => m.AiConfigPage,
          ),
        },
        {
          path: LAZY_PAGES.profile,
          lazy: lazyPage(
            () => import('./routes/profile'),
            (m) => m.ProfilePage,
          ),
        },
        {
          path: LAZY_PAGES.review,
          lazy: lazyPage(
            () => import('./routes/review'),
            (m) => m.ReviewPage,
          ),
        },
        {
          path: LAZY_PAGES.mistakes,
          lazy: lazyPage(
            () => import('./routes/mistakes'),
            (m) => m.MistakesPage,
          ),
        },
        {
          path: LAZY_PAGES.read,
          lazy: lazyPage(
            () => import('./routes/read'),
            (m) => m.ReadPage,
          ),
        },
      ],
    },
    {
      path: LAZY_PAGES.generate,
      lazy: lazyPage(
        () => import('./routes/generate'),
        (m) => m.GeneratePage,
      ),
    },
    {
      path: LAZY_PAGES.check,
      lazy: lazyPage(
        () => import('./routes/check'),
        (m) => m.CheckPage,
      ),
    },
    {
      path: LAZY_PAGES.community,
      lazy: lazyPage(
        () => import('./routes/community'),
        (m) => m.CommunityPage,
      ),
    },
    {
      path: LAZY_PAGES.books,
      lazy: lazyPage(
        () => import('./routes/books'),
        (m) => m.BooksPage,
      ),
    },
    {
      path: LAZY_PAGES['book-words'],
      lazy: lazyPage(
        () => import('./routes/book-words'),
        (m) => m.BookWordsPage,
      ),
    },
    {
      path: LAZY_PAGES['generation-view'],
      lazy: lazyPage(
        () => import('./routes/generation-view'),
        (m) => m.GenerationViewPage,
      ),
    },
    {
      path: LAZY_PAGES['check-view'],
      lazy: lazyPage(
        () => import('./routes/check-view'),
        (m) => m.SentenceCheckViewPage,
      ),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}
