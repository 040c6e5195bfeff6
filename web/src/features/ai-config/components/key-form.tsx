import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CUSTOM_KEY_PROVIDER_LABELS,
  CUSTOM_KEY_PROVIDERS,
  customKeyProviderSchema,
  type CustomKeyProvider,
} from '@contract';
import { ApiError, errorMessage } from '../../../api/api-error';
import { fieldProps, schemaErrors } from '../../../lib/form';
import { useTestApiKey } from '../api/test-api-key';
import { useUpdateApiKey } from '../api/update-api-key';
import { useEncryptKey } from '../hooks/use-encrypt-key';
import { ENCRYPTION_MESSAGES, KeyEncryptionError } from '../lib/encrypt-key';

const keySchema = z.object({
  provider: customKeyProviderSchema,
  apiKey: z.string().trim().min(1, 'validation.apiKeyRequired'),
});

const PLACEHOLDERS: Record<CustomKeyProvider, string> = {
  openai: 'sk-…',
  anthropic: 'sk-ant-…',
  google: 'AIza…',
  deepseek: 'sk-…',
  qwen: 'sk-…',
  openrouter: 'sk-or-…',
};

const PROVIDER_OPTIONS = CUSTOM_KEY_PROVIDERS.map((value) => ({
  value,
  label: CUSTOM_KEY_PROVIDER_LABELS[value],
}));

type TestOutcome = { ok: true; text: string } | { ok: false; text: string } | null;

/** Provider and key: test it with one real request, or save it (encrypted in this browser first). */
export function KeyForm({ initialProvider }: { initialProvider: CustomKeyProvider | null }) {
  const { t } = useTranslation();
  const encrypt = useEncryptKey();
  const test = useTestApiKey();
  const update = useUpdateApiKey();
  const [encrypting, setEncrypting] = useState<'test' | 'save' | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { provider: initialProvider ?? ('openai' as CustomKeyProvider), apiKey: '' },
    validate: (values) => schemaErrors(keySchema, values),
    onValuesChange: () => setOutcome(null),
  });

  /** The encrypted key, or null after telling the learner why it could not be made. */
  async function encrypted(apiKey: string, purpose: 'test' | 'save'): Promise<string | null> {
    setEncrypting(purpose);
    try {
      return await encrypt(apiKey.trim());
    } catch (error) {
      const key =
        error instanceof KeyEncryptionError ? ENCRYPTION_MESSAGES[error.failure] : 'aiConfig.errors.encrypt';
      notifications.show({ color: 'red', message: t(key) });
      return null;
    } finally {
      setEncrypting(null);
    }
  }

  /* A refused key belongs under the field; anything else (network, limits) in a toast. */
  function showFailure(error: unknown) {
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
      form.setFieldError('apiKey', errorMessage(error, t('errors.generic')));
    } else {
      notifications.show({ color: 'red', message: errorMessage(error, t('errors.generic')) });
    }
  }

  const runTest = async () => {
    if (form.validate().hasErrors) return;
    setOutcome(null);
    const { provider, apiKey } = form.getValues();
    const ciphertext = await encrypted(apiKey, 'test');
    if (!ciphertext) return;
    test.mutate(
      { provider, apiKey: ciphertext },
      {
        onSuccess: ({ message }) => setOutcome({ ok: true, text: message }),
        onError: (error) => setOutcome({ ok: false, text: errorMessage(error, t('errors.generic')) }),
      },
    );
  };

  const save = form.onSubmit(async ({ provider, apiKey }) => {
    const ciphertext = await encrypted(apiKey, 'save');
    if (!ciphertext) return;
    update.mutate(
      { useCustomKey: true, provider, encryptedKey: ciphertext },
      {
        onSuccess: ({ message }) => {
          form.setFieldValue('apiKey', '');
          setOutcome(null);
          notifications.show({ color: 'teal', message });
        },
        onError: showFailure,
      },
    );
  });

  const provider = form.getValues().provider;
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Select
          label={t('aiConfig.form.provider')}
          data={PROVIDER_OPTIONS}
          allowDeselect={false}
          {...fieldProps(form, 'provider')}
        />
        <PasswordInput
          label={t('aiConfig.form.key')}
          description={t('aiConfig.form.keyHint')}
          placeholder={PLACEHOLDERS[provider]}
          autoComplete="off"
          spellCheck={false}
          visibilityToggleButtonProps={{ 'aria-label': t('aiConfig.form.toggleVisibility') }}
          {...fieldProps(form, 'apiKey')}
        />
        {outcome && (
          <Alert
            role="status"
            color={outcome.ok ? 'teal' : 'red'}
            icon={outcome.ok ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
          >
            {outcome.text}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => void runTest()}
            loading={encrypting === 'test' || test.isPending}
          >
            {t('aiConfig.form.test')}
          </Button>
          <Button type="submit" loading={encrypting === 'save' || update.isPending}>
            {t('aiConfig.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
