import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema, usernameSchema, type User } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { fieldProps, schemaErrors, showServerFieldErrors } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';
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

  const submit = form.onSubmit((values) => {
    // Send only what changed, so an unchanged email is never re-checked for conflicts.
    const changes = {
      ...(values.username.trim() !== user.username && { username: values.username.trim() }),
      ...(values.email.trim() !== user.email && { email: values.email.trim() }),
    };
    update.mutate(changes, {
      onSuccess: ({ user: saved, message }) => {
        form.setValues({ username: saved.username, email: saved.email });
        form.resetDirty();
        if (message) notifications.show({ color: 'teal', message });
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error)) return;
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.generic')) });
      },
    });
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
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('profile.account.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
