import { useCallback } from 'react';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Book } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { openConfirmModal } from '../../../lib/confirm';
import { useStopPlan } from '../api/stop-plan';

/** Asks before a plan stops: no more words come from the book; the ones it brought stay. */
export function useConfirmStop() {
  const { t } = useTranslation();
  const stop = useStopPlan();
  return useCallback(
    (book: Book) =>
      openConfirmModal({
        title: t('plans.stopTitle', { book: book.name }),
        children: <Text size="sm">{t('plans.stopText')}</Text>,
        labels: { confirm: t('plans.stopConfirm'), cancel: t('plans.cancel') },
        confirmProps: { color: 'red' },
        centered: true,
        onConfirm: () =>
          stop.mutate(book.id, {
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t('plans.failed')) }),
          }),
      }),
    [stop, t],
  );
}
