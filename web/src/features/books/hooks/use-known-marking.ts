import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { KnownMarkingFailed, useMarkKnown, type KnownProgress, type KnownRequest } from '../api/mark-known';

/** Marks words known with its progress on screen and one toast at the end (or where it stopped). */
export function useKnownMarking() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<KnownProgress | null>(null);
  const mutation = useMarkKnown(setProgress);

  const run = (request: KnownRequest, onDone?: () => void) => {
    setProgress(null);
    mutation.mutate(request, {
      onSuccess: ({ marked }) => {
        notifications.show({ color: 'teal', message: t('books.known.done', { count: marked }) });
        onDone?.();
      },
      onError: (error) => {
        const partial = error instanceof KnownMarkingFailed ? error : null;
        const cause = partial ? partial.cause : error;
        notifications.show({
          color: 'red',
          message:
            partial && partial.progress.marked > 0
              ? t('books.known.partly', {
                  count: partial.progress.marked,
                  message: errorMessage(cause, t('errors.generic')),
                })
              : errorMessage(cause, t('books.known.failed')),
        });
      },
      onSettled: () => setProgress(null),
    });
  };

  return { run, pending: mutation.isPending, progress };
}
