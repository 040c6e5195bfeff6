import { Group, Text } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WordFileFormat } from '@contract';

/** Which format the file was read as, and how many of the words came with the sentence they were met in. */
export function ImportFileSummary({ format, withContext }: { format: WordFileFormat; withContext: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid="import-file-summary">
      <IconFileCheck size={18} aria-hidden />
      <Text size="sm">
        {t('words.fileImport.readAs', { format: t(`words.fileImport.formats.${format}`) })}
      </Text>
      {withContext > 0 && (
        <Text size="sm" c="dimmed">
          {t('words.fileImport.withContext', { count: withContext })}
        </Text>
      )}
    </Group>
  );
}
