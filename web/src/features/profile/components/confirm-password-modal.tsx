import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmPasswordModalProps {
  opened: boolean;
  /** The address the account is moving to, shown so the learner sees what they confirm. */
  newEmail: string;
  /** A wrong password or another refusal, shown under the field. */
  error: string | null;
  pending: boolean;
  onConfirm: (currentPassword: string) => void;
  onClose: () => void;
}

/** Asks for the current password before an email change: a signed-in session alone is not enough. */
export function ConfirmPasswordModal({ opened, onClose, ...form }: ConfirmPasswordModalProps) {
  const { t } = useTranslation();
  // The form mounts with each opening (Mantine unmounts a closed modal's content): the field starts empty.
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.account.confirmTitle')} centered>
      <PasswordForm {...form} onClose={onClose} />
    </Modal>
  );
}

function PasswordForm({
  newEmail,
  error,
  pending,
  onConfirm,
  onClose,
}: Omit<ConfirmPasswordModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (password !== '') onConfirm(password);
      }}
    >
      <Stack>
        <Text size="sm">{t('profile.account.confirmText', { email: newEmail })}</Text>
        <PasswordInput
          label={t('profile.account.currentPassword')}
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('profile.account.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={password === ''}>
            {t('profile.account.confirmSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
