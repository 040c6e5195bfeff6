import { Group, Modal } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthPrompt, type GuestAction } from './auth-prompt';

/** The dialog itself, loaded by AuthPromptModal (auth-prompt-modal.tsx) when it is first opened. */
export default function AuthPromptDialog({
  action,
  opened,
  onClose,
}: {
  action: GuestAction;
  opened: boolean;
  onClose: () => void;
}) {
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
      <AuthPrompt action={action} variant="plain" />
    </Modal>
  );
}
