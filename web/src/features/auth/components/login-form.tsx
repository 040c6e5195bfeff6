import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginSchema } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { fieldProps, schemaErrors, showServerFieldErrors } from '../../../lib/form';
import { useLogin } from '../api/login';

export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => schemaErrors(loginSchema, values),
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        if (showServerFieldErrors(form, error)) return;
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.loginFailed')) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
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
          autoComplete="current-password"
          required
          {...fieldProps(form, 'password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
