import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInstallOffer } from '../../../lib/install-offer';
import { SectionCard } from './section-card';

/** "Install Wordloom": shown only while the browser offers to install the app (issue 52). */
export function InstallSection() {
  const { t } = useTranslation();
  const { available, install } = useInstallOffer();
  if (!available) return null;
  return (
    <SectionCard title={t('profile.install.title')}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Text c="dimmed" maw={520}>
          {t('profile.install.text')}
        </Text>
        <Button onClick={() => void install()} data-testid="install-app">
          {t('profile.install.button')}
        </Button>
      </Group>
    </SectionCard>
  );
}
