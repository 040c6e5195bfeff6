import { useCallback } from 'react';
import { Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/confirm';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { useUpdateApiKey } from '../api/update-api-key';

/** Asks first: switching back deletes the stored key, and getting it back means pasting it again. */
export function useSwitchToPlatform() {
  const { t } = useTranslation();
  const update = useUpdateApiKey();
  const open = useCallback(() => {
    openConfirmModal({
      title: t('aiConfig.switch.title'),
      children: <Text size="sm">{t('aiConfig.switch.text')}</Text>,
      labels: { confirm: t('aiConfig.switch.confirm'), cancel: t('aiConfig.switch.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        update.mutate(
          { useCustomKey: false },
          {
            onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t('errors.generic')) }),
          },
        ),
    });
  }, [t, update]);
  return { open, pending: update.isPending };
}
