import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '@contract';
import { errorMessage } from '../../../../api/api-error';
import { fieldProps, schemaErrors } from '../../../../lib/form';
import { useRequestResetCode } from '../../api/forgot-password';
import { EmailField } from '../email-field';

interface EmailStepProps {
  initialEmail: string;
  onCodeSent: (email: string, expiresInMinutes: number) => void;
}

export function EmailStep({ initialEmail, onCodeSent }: EmailStepProps) {
  const { t } = useTranslation();
  const requestCode = useRequestResetCode();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: (values) => schemaErrors(forgotPasswordSchema, values),
  });

  const submit = form.onSubmit(({ email }) =>
    requestCode.mutate(
      { email: email.trim() },
      {
        onSuccess: ({ message, expiresInMinutes }) => {
          notifications.show({ color: 'teal', message });
          onCodeSent(email.trim(), expiresInMinutes);
        },
        onError: (error) => form.setFieldError('email', errorMessage(error, t('errors.sendCodeFailed'))),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField data-autofocus {...fieldProps(form, 'email')} />
        <Button type="submit" fullWidth loading={requestCode.isPending}>
          {t('forgot.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
