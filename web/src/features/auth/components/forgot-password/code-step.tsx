import { useState } from 'react';
import { Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LIMITS, resetCodeSchema } from '@contract';
import { errorMessage } from '../../../../api/api-error';
import { localizeMessage } from '../../../../i18n';
import { schemaErrors } from '../../../../lib/form';
import { useRequestResetCode } from '../../api/forgot-password';
import { useVerifyResetCode } from '../../api/verify-reset-code';

interface CodeStepProps {
  email: string;
  expiresInMinutes: number;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
  onResent: (expiresInMinutes: number) => void;
}

export function CodeStep({ email, expiresInMinutes, onVerified, onChangeEmail, onResent }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyResetCode();
  const resend = useRequestResetCode();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = schemaErrors(resetCodeSchema, code)[''];
    if (invalid) return setError(invalid);
    verify.mutate(
      { email, code },
      {
        onSuccess: ({ message, resetToken }) => {
          notifications.show({ color: 'teal', message });
          onVerified(resetToken);
        },
        onError: (failure) => setError(errorMessage(failure, t('errors.verifyCodeFailed'))),
      },
    );
  };

  const resendCode = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ expiresInMinutes: minutes }) => {
          setCode('');
          setError(undefined);
          notifications.show({ color: 'teal', message: t('forgot.resent') });
          onResent(minutes);
        },
        onError: (failure) =>
          notifications.show({ color: 'red', message: errorMessage(failure, t('errors.sendCodeFailed')) }),
      },
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('forgot.codeSentTo', { email })}</Text>
        <Input.Wrapper label={t('forgot.codeLabel')} error={localizeMessage(error)} required>
          <PinInput
            mt={6}
            length={LIMITS.resetCodeLength}
            type="number"
            oneTimeCode
            autoFocus
            getInputProps={(index) => ({
              'aria-label': t('forgot.codeDigit', { n: index + 1, total: LIMITS.resetCodeLength }),
            })}
            data-testid="reset-code"
            value={code}
            error={Boolean(error)}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
          />
        </Input.Wrapper>
        <Text size="sm" c="dimmed">
          {t('forgot.expires', { minutes: expiresInMinutes })}
        </Text>
        <Button type="submit" fullWidth loading={verify.isPending}>
          {t('forgot.verify')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onChangeEmail}>
            {t('forgot.changeEmail')}
          </Button>
          <Button variant="subtle" onClick={resendCode} loading={resend.isPending}>
            {t('forgot.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
