import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The email field of sign in, registration and password reset: one label, hint and autofill. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
