import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AddWordForm } from '../../features/words/components/add-word-form';
import { WordLibrary } from '../../features/words/components/word-library';
import { WordStats } from '../../features/words/components/word-stats';
import { useWordSelection } from '../../features/words/hooks/use-word-selection';

export function WordsPage() {
  const { t } = useTranslation();
  // Held by the page: the Generate screen will take the selection from here.
  const selection = useWordSelection();
  return (
    <Stack gap="lg">
      <PageHeader title={t('words.title')} subtitle={t('words.subtitle')} />
      <WordStats />
      <AddWordForm />
      <WordLibrary selection={selection} />
    </Stack>
  );
}
