import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useSession } from '../../../lib/session';
import { useDeleteCheck } from '../api/delete-check';
import { useUpdateCheckPrivacy } from '../api/update-check-privacy';

/**
 * Make public/private and (when `onDeleted` is given) delete, for the check's author only:
 * undefined for anyone else.
 */
export function useOwnerActions(check: SentenceCheck | undefined, onDeleted?: () => void) {
  const { t } = useTranslation();
  const { user } = useSession();
  const privacy = useUpdateCheckPrivacy();
  const remove = useDeleteCheck();
  if (!check || !user || user.username !== check.author.username) return undefined;

  return {
    isPublic: check.isPublic,
    privacyPending: privacy.isPending,
    onPrivacyChange: (isPublic: boolean) =>
      privacy.mutate(
        { id: check.id, isPublic },
        {
          onSuccess: ({ message }) =>
            notifications.show({
              color: 'teal',
              message: message ?? t(isPublic ? 'results.actions.nowPublic' : 'results.actions.nowPrivate'),
            }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('check.errors.update')) }),
        },
      ),
    deletePending: remove.isPending,
    deleteTitle: t('check.deleteTitle'),
    onDelete: onDeleted
      ? () =>
          remove.mutate(check.id, {
            onSuccess: ({ message }) => {
              notifications.show({ color: 'teal', message: message ?? t('check.deleted') });
              onDeleted();
            },
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t('check.errors.delete')) }),
          })
      : undefined,
  };
}
