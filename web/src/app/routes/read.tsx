import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ReadingScreen } from '../../features/reading/components/reading-screen';

export function ReadPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('reading.title')} subtitle={t('reading.subtitle')} />
      <ReadingScreen />
    </Stack>
  );
}
