import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { GuestOnly, RequireAuth } from './routes/guards';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';

/** Loads a page's code on its first visit; the layout and home stay in the main bundle. */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** SPEC §2, with its access rules. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: LoadingState,
    children: [
      { path: paths.home, element: <HomePage /> },
      {
        element: <GuestOnly />,
        children: [
          {
            path: paths.login,
            lazy: lazyPage(
              () => import('./routes/login'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: paths.register,
            lazy: lazyPage(
              () => import('./routes/register'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: paths.forgotPassword,
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
            path: paths.words,
            lazy: lazyPage(
              () => import('./routes/words'),
              (m) => m.WordsPage,
            ),
          },
          {
            path: paths.aiConfig,
            lazy: lazyPage(
              () => import('./routes/ai-config'),
              (m) => m.AiConfigPage,
            ),
          },
          {
            path: paths.profile,
            lazy: lazyPage(
              () => import('./routes/profile'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: paths.review,
            lazy: lazyPage(
              () => import('./routes/review'),
              (m) => m.ReviewPage,
            ),
          },
          {
            path: paths.mistakes,
            lazy: lazyPage(
              () => import('./routes/mistakes'),
              (m) => m.MistakesPage,
            ),
          },
        ],
      },
      {
        path: paths.generate,
        lazy: lazyPage(
          () => import('./routes/generate'),
          (m) => m.GeneratePage,
        ),
      },
      {
        path: paths.check,
        lazy: lazyPage(
          () => import('./routes/check'),
          (m) => m.CheckPage,
        ),
      },
      {
        path: paths.community,
        lazy: lazyPage(
          () => import('./routes/community'),
          (m) => m.CommunityPage,
        ),
      },
      {
        path: '/generation/:id',
        lazy: lazyPage(
          () => import('./routes/generation-view'),
          (m) => m.GenerationViewPage,
        ),
      },
      {
        path: '/check/:id',
        lazy: lazyPage(
          () => import('./routes/check-view'),
          (m) => m.SentenceCheckViewPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
