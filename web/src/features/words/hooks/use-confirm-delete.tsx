import { useCallback } from 'react';
import { Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/confirm';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Word } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useDeleteWords } from '../api/delete-words';

/** Asks first, then deletes; `onDeleted` hears which ids are gone (to drop them from the selection). */
export function useConfirmDelete(onDeleted: (ids: string[]) => void) {
  const { t } = useTranslation();
  const remove = useDeleteWords();

  return useCallback(
    (words: Word[]) => {
      if (words.length === 0) return;
      const [first] = words;
      openConfirmModal({
        title:
          words.length === 1 && first
            ? t('words.delete.oneTitle', { word: first.word })
            : t('words.delete.manyTitle', { count: words.length }),
        // Chinese has one plural form, so a count cannot tell "这个单词" from "这些单词": two keys.
        children: (
          <Text size="sm">{t(words.length === 1 ? 'words.delete.oneText' : 'words.delete.manyText')}</Text>
        ),
        labels: { confirm: t('words.delete.confirm'), cancel: t('words.delete.cancel') },
        confirmProps: { color: 'red' },
        centered: true,
        onConfirm: () =>
          remove.mutate(
            words.map((word) => word.id),
            {
              onSuccess: ({ deleted, failed, error }) => {
                onDeleted(deleted);
                if (deleted.length > 0) {
                  notifications.show({
                    color: 'teal',
                    message: t('words.delete.done', { count: deleted.length }),
                  });
                }
                if (failed.length > 0) {
                  notifications.show({
                    color: 'red',
                    message: t('words.delete.failed', {
                      count: failed.length,
                      message: errorMessage(error, t('errors.generic')),
                    }),
                  });
                }
              },
            },
          ),
      });
    },
    [onDeleted, remove, t],
  );
}
