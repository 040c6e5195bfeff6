import { Center, Loader, VisuallyHidden, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A calm, announced spinner for pages and sections waiting on the server. The spinner is a span, which may
 * carry no label of its own (ARIA), so the status says "Loading…" in text only a screen reader reads.
 */
export function LoadingState({ size = 'md', py = 'xl' }: { size?: MantineSize; py?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Center py={py} role="status" aria-live="polite">
      <Loader size={size} aria-hidden />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
