import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordSchema } from '@contract';
import { z } from 'zod';
import { paths } from '../../../../config/paths';
import { confirmPasswordErrors, fieldProps, schemaErrors, showFormError } from '../../../../lib/form';
import { useResetPassword } from '../../api/reset-password';

const newPasswordSchema = z.object({ newPassword: passwordSchema });

interface PasswordStepProps {
  email: string;
  resetToken: string;
}

export function PasswordStep({ email, resetToken }: PasswordStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...schemaErrors(newPasswordSchema, values),
      ...confirmPasswordErrors(values.newPassword, values.confirmPassword),
    }),
  });

  const submit = form.onSubmit(({ newPassword }) =>
    reset.mutate(
      { email, resetToken, newPassword },
      {
        onSuccess: () => void navigate(paths.login, { replace: true }),
        onError: (error) => showFormError(form, error, t('errors.resetFailed')),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('forgot.newPassword')}
          autoComplete="new-password"
          required
          data-autofocus
          {...fieldProps(form, 'newPassword')}
        />
        <PasswordInput
          label={t('forgot.confirmNewPassword')}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'confirmPassword')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('forgot.reset')}
        </Button>
      </Stack>
    </form>
  );
}
