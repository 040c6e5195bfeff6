import { Button, PasswordInput, Stack, TextInput, useComputedColorScheme } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { registerSchema } from '@contract';
import { currentLanguage } from '../../../i18n';
import { confirmPasswordErrors, fieldProps, schemaErrors, showFormError } from '../../../lib/form';
import { browserTimeZone } from '../../../lib/time-zone';
import { useRegister } from '../api/register';
import { EmailField } from './email-field';

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
        onError: (error) => showFormError(form, error, t('errors.registrationFailed')),
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
        <EmailField {...fieldProps(form, 'email')} />
        <PasswordInput
          label={t('auth.password')}
          description={t('auth.passwordHint')}
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
