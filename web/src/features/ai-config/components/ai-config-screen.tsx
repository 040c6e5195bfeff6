import { useState } from 'react';
import { Alert, Card, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { PageHeader } from '../../../components/page-header';
import { useApiKeyStatus } from '../api/get-api-key-status';
import { useSwitchToPlatform } from '../hooks/use-switch-to-platform';
import { KeyForm } from './key-form';
import { StatusCard } from './status-card';

type Source = 'platform' | 'custom';

/** docs/product.md, "AI configuration": platform AI or the learner's own key. */
export function AiConfigScreen() {
  const { t } = useTranslation();
  const status = useApiKeyStatus();
  const switchToPlatform = useSwitchToPlatform();
  const [chosen, setChosen] = useState<Source | null>(null);
  const active: Source = status.data?.useCustomKey ? 'custom' : 'platform';
  const source = chosen ?? active;

  const choose = (next: Source) => {
    // Leaving a saved key deletes it: that needs the confirmation, and the radio follows the answer.
    if (next === 'platform' && active === 'custom') {
      switchToPlatform.open();
      setChosen(null);
      return;
    }
    setChosen(next);
  };

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <PageHeader title={t('aiConfig.title')} subtitle={t('aiConfig.subtitle')} />
      {status.isError && <Alert color="red">{errorMessage(status.error, t('aiConfig.errors.status'))}</Alert>}
      <StatusCard
        status={status.data}
        onSwitchToPlatform={switchToPlatform.open}
        switching={switchToPlatform.pending}
      />
      <Card component="section" aria-labelledby="ai-config-source">
        <Stack gap="md">
          <Title order={2} size="h3" id="ai-config-source">
            {t('aiConfig.source.title')}
          </Title>
          {/* Mantine's Radio.Group names its radiogroup only by a label of its own; the heading names this one. */}
          <Stack gap="sm" role="radiogroup" aria-labelledby="ai-config-source">
            <Radio
              name="ai-source"
              value="platform"
              checked={source === 'platform'}
              onChange={() => choose('platform')}
              label={t('aiConfig.source.platform')}
              description={t('aiConfig.source.platformText')}
            />
            <Radio
              name="ai-source"
              value="custom"
              checked={source === 'custom'}
              onChange={() => choose('custom')}
              label={t('aiConfig.source.custom')}
              description={t('aiConfig.source.customText')}
            />
          </Stack>
          {source === 'custom' && status.data && (
            <>
              <Text size="sm" c="dimmed">
                {status.data.hasCustomKey ? t('aiConfig.form.replaceHint') : t('aiConfig.form.privacy')}
              </Text>
              <KeyForm initialProvider={status.data.provider} />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
