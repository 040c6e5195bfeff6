import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { GenerateScreen } from '../../features/generate/components/generate-screen';

export function GeneratePage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('generate.title')} subtitle={t('generate.subtitle')} />
      <GenerateScreen />
    </Stack>
  );
}
