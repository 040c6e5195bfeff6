import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginSchema } from '@contract';
import { paths } from '../../../config/paths';
import { fieldProps, schemaErrors, showFormError } from '../../../lib/form';
import { useLogin } from '../api/login';
import { EmailField } from './email-field';

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
      onError: (error) => showFormError(form, error, t('errors.loginFailed')),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField {...fieldProps(form, 'email')} />
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
