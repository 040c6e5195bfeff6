import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Generation } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useSession } from '../../../lib/session';
import { useDeleteGeneration } from '../api/delete-generation';
import { useUpdateGenerationPrivacy } from '../api/update-generation-privacy';

/**
 * Make public/private and (when `onDeleted` is given) delete, for the generation's author only:
 * undefined for anyone else.
 */
export function useOwnerActions(generation: Generation | undefined, onDeleted?: () => void) {
  const { t } = useTranslation();
  const { user } = useSession();
  const privacy = useUpdateGenerationPrivacy();
  const remove = useDeleteGeneration();
  if (!generation || !user || user.username !== generation.author.username) return undefined;

  return {
    isPublic: generation.isPublic,
    privacyPending: privacy.isPending,
    onPrivacyChange: (isPublic: boolean) =>
      privacy.mutate(
        { id: generation.id, isPublic },
        {
          onSuccess: ({ message }) =>
            notifications.show({
              color: 'teal',
              message: message ?? t(isPublic ? 'results.actions.nowPublic' : 'results.actions.nowPrivate'),
            }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('generate.errors.update')) }),
        },
      ),
    deletePending: remove.isPending,
    deleteTitle: t('generate.deleteTitle'),
    onDelete: onDeleted
      ? () =>
          remove.mutate(generation.id, {
            onSuccess: ({ message }) => {
              notifications.show({ color: 'teal', message: message ?? t('generate.deleted') });
              onDeleted();
            },
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t('generate.errors.delete')) }),
          })
      : undefined,
  };
}
