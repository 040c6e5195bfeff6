import { Alert, Text } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Says that review runs on the cards kept on this device and how many ratings wait to be sent, or that
 * they are being sent once the network is back. Nothing when online with nothing waiting.
 */
export function OfflineNotice({ offline, waiting }: { offline: boolean; waiting: number }) {
  const { t } = useTranslation();
  if (!offline && waiting === 0) return null;
  if (!offline) {
    return (
      <Alert color="blue" variant="light" icon={<IconCloudUpload size={20} aria-hidden />} role="status">
        {t('review.offline.sending', { count: waiting })}
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCloudOff size={20} aria-hidden />}
      title={waiting > 0 ? t('review.offline.waiting', { count: waiting }) : t('review.offline.kept')}
      role="status"
      data-testid="review-offline"
    >
      <Text size="sm">{t('review.offline.keptHelp')}</Text>
    </Alert>
  );
}
