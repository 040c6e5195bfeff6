import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { MistakesScreen } from '../../features/mistakes/components/mistakes-screen';

export function MistakesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0} maw={860} mx="auto" w="100%">
      <PageHeader title={t('mistakes.title')} subtitle={t('mistakes.subtitle')} />
      <MistakesScreen />
    </Stack>
  );
}
