import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../../lib/use-sign-out';
import { SectionCard } from './section-card';

export function SignOutSection() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <SectionCard title={t('profile.signOut.title')}>
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">{t('profile.signOut.text')}</Text>
        <Button variant="light" color="red" leftSection={<IconLogout size={18} />} onClick={signOut}>
          {t('profile.signOut.button')}
        </Button>
      </Group>
    </SectionCard>
  );
}
