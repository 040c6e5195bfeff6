import { Group, Modal } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthPrompt } from './auth-prompt';

/** What a guest sees on pressing Generate or Check: log in or register, then come back. */
export function AuthPromptModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        <Group gap="xs" component="span">
          <IconLock size={20} aria-hidden />
          {t('auth.guestPrompt.title')}
        </Group>
      }
      styles={{ title: { fontWeight: 700 } }}
    >
      <AuthPrompt variant="plain" />
    </Modal>
  );
}
