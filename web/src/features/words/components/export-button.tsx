import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCards, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WordsExportFormat } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useExportWords } from '../api/export-words';

const TEXTS = {
  csv: { button: 'words.export.button', done: 'words.export.done', failed: 'words.export.failed' },
  apkg: { button: 'words.anki.button', done: 'words.anki.done', failed: 'words.anki.failed' },
} as const;

const ICONS = { csv: IconDownload, apkg: IconCards } as const;

/** Downloads the learner's words: as CSV, or as an Anki package (re-importing it updates the notes). */
export function ExportButton({
  format = 'csv',
  disabled,
}: {
  format?: WordsExportFormat;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const exportWords = useExportWords(format);
  const texts = TEXTS[format];
  const Icon = ICONS[format];
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<Icon size={18} />}
      loading={exportWords.isPending}
      disabled={disabled}
      onClick={() =>
        exportWords.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'teal', message: t(texts.done) }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t(texts.failed)) }),
        })
      }
    >
      {t(texts.button)}
    </Button>
  );
}
