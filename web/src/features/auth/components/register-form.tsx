import { Button, PasswordInput, Stack, TextInput, useComputedColorScheme } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { registerSchema } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { currentLanguage } from '../../../i18n';
import { confirmPasswordErrors, fieldProps, schemaErrors, showServerFieldErrors } from '../../../lib/form';
import { browserTimeZone } from '../../../lib/time-zone';
import { useRegister } from '../api/register';

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const theme = useComputedColorScheme('light');
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '', password: '', confirmPassword: '' },
    validate: (values) => ({
      ...schemaErrors(registerSchema, values),
      ...confirmPasswordErrors(values.password, values.confirmPassword),
    }),
  });

  const submit = form.onSubmit(({ username, email, password }) =>
    register.mutate(
      // The account starts with what the visitor already chose here, and "today" in their zone.
      {
        username,
        email,
        password,
        preferences: { theme, language: currentLanguage(), timeZone: browserTimeZone() ?? undefined },
      },
      {
        onError: (error) => {
          if (showServerFieldErrors(form, error)) return;
          notifications.show({ color: 'red', message: errorMessage(error, t('errors.registrationFailed')) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.username')}
          description={t('auth.usernameHint')}
          autoComplete="username"
          required
          {...fieldProps(form, 'username')}
        />
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'password')}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'confirmPassword')}
        />
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
