import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { useExportWords } from '../api/export-words';

export function ExportButton({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const exportWords = useExportWords();
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={18} />}
      loading={exportWords.isPending}
      disabled={disabled}
      onClick={() =>
        exportWords.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('words.export.done') }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('words.export.failed')) }),
        })
      }
    >
      {t('words.export.button')}
    </Button>
  );
}
