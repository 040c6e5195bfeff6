import { notifications } from '@mantine/notifications';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * A success toast: the server's `message`, else this i18n key. Shown from the cache, not from a
       * callback passed to `mutate()`: those are dropped when the component unmounts first, as the login
       * form does the moment the session changes and a deleted item's row does once its list refreshes.
       */
      successToast?: string;
    };
  }
}

/** Client errors (4xx) will not fix themselves on retry; network hiccups and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function serverMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        const fallback = mutation.meta?.successToast;
        if (fallback === undefined) return;
        notifications.show({ color: 'teal', message: serverMessage(data) ?? i18n.t(fallback as never) });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
