import { useState } from 'react';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema, usernameSchema, type UpdateProfileRequest, type User } from '@contract';
import { ApiError, errorMessage } from '../../../api/api-error';
import { fieldProps, schemaErrors, showFormError } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';
import { ConfirmPasswordModal } from './confirm-password-modal';
import { SectionCard } from './section-card';

const accountSchema = z.object({ username: usernameSchema, email: emailSchema });

export function AccountSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: user.username, email: user.email },
    validate: (values) => schemaErrors(accountSchema, values),
  });
  /** The changes waiting for the current password (an email change), or null. */
  const [pending, setPending] = useState<UpdateProfileRequest | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const save = (changes: UpdateProfileRequest) => {
    update.mutate(changes, {
      onSuccess: ({ user: saved, message }) => {
        setPending(null);
        form.setValues({ username: saved.username, email: saved.email });
        form.resetDirty();
        if (message) notifications.show({ color: 'teal', message });
      },
      onError: (error) => {
        // A wrong or missing password is answered in the dialog; anything else on the form.
        const aboutPassword =
          error instanceof ApiError &&
          (error.code === 'FORBIDDEN' || error.errors.some(({ field }) => field === 'currentPassword'));
        if (pending && aboutPassword) return setPasswordError(errorMessage(error, t('errors.generic')));
        setPending(null);
        showFormError(form, error, t('errors.generic'));
      },
    });
  };

  const submit = form.onSubmit((values) => {
    // Send only what changed, so an unchanged email is never re-checked for conflicts.
    const changes = {
      ...(values.username.trim() !== user.username && { username: values.username.trim() }),
      ...(values.email.trim().toLowerCase() !== user.email && { email: values.email.trim() }),
    };
    if (changes.email === undefined) return save(changes);
    setPasswordError(null);
    setPending(changes);
  });

  return (
    <SectionCard title={t('profile.account.title')}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('auth.username')}
            description={t('auth.usernameHint')}
            autoComplete="username"
            {...fieldProps(form, 'username')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            {...fieldProps(form, 'email')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending && !pending} disabled={!form.isDirty()}>
            {t('profile.account.save')}
          </Button>
        </Group>
      </form>
      <ConfirmPasswordModal
        opened={pending !== null}
        newEmail={pending?.email ?? ''}
        error={passwordError}
        pending={update.isPending}
        onConfirm={(currentPassword) => pending && save({ ...pending, currentPassword })}
        onClose={() => setPending(null)}
      />
    </SectionCard>
  );
}
