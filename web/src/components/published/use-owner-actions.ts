import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { useDeletePublished } from '../../api/published/delete-published';
import type { PublishedItem, PublishedKind } from '../../api/published/kind';
import { useUpdatePrivacy } from '../../api/published/update-privacy';
import { useSession } from '../../lib/session';
import { SECTION } from './section';

/**
 * Make public/private and (when `onDeleted` is given) delete, for the item's author only:
 * undefined for anyone else.
 */
export function useOwnerActions<K extends PublishedKind>(
  kind: K,
  item: PublishedItem<K> | undefined,
  onDeleted?: () => void,
) {
  const { t } = useTranslation();
  const { user } = useSession();
  const privacy = useUpdatePrivacy(kind);
  const remove = useDeletePublished(kind);
  const section = SECTION[kind];
  if (!item || !user || user.username !== item.author.username) return undefined;

  return {
    isPublic: item.isPublic,
    privacyPending: privacy.isPending,
    onPrivacyChange: (isPublic: boolean) =>
      privacy.mutate(
        { id: item.id, isPublic },
        {
          onSuccess: ({ message }) =>
            notifications.show({
              color: 'teal',
              message: message ?? t(isPublic ? 'results.actions.nowPublic' : 'results.actions.nowPrivate'),
            }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t(`${section}.errors.update`)) }),
        },
      ),
    deletePending: remove.isPending,
    deleteTitle: t(`${section}.deleteTitle`),
    onDelete: onDeleted
      ? () =>
          remove.mutate(item.id, {
            onSuccess: ({ message }) => {
              notifications.show({ color: 'teal', message: message ?? t(`${section}.deleted`) });
              onDeleted();
            },
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: errorMessage(error, t(`${section}.errors.delete`)),
              }),
          })
      : undefined,
  };
}

/** What ResultActions needs from the author; undefined for anyone else. */
export type OwnerActions = ReturnType<typeof useOwnerActions>;
