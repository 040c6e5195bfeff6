import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { CheckScreen } from '../../features/check/components/check-screen';

export function CheckPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('check.title')} subtitle={t('check.subtitle')} />
      <CheckScreen />
    </Stack>
  );
}
