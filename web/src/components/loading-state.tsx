import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A calm, announced spinner for pages and sections waiting on the server. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
