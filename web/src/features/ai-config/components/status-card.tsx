import { Badge, Button, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCloud, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_KEY_PROVIDER_LABELS, type ApiKeyStatus } from '@contract';
import { useConfig } from '../../../api/get-config';
import { SectionCard } from '../../../components/section-card';

interface StatusCardProps {
  status: ApiKeyStatus | undefined;
  onSwitchToPlatform: () => void;
  switching: boolean;
}

/** What answers the learner's AI requests right now; the key itself is never known here, only its preview. */
export function StatusCard({ status, onSwitchToPlatform, switching }: StatusCardProps) {
  const { t } = useTranslation();
  // With no platform model the built-in checker still checks sentences, but nothing generates them.
  const offline = useConfig().data?.aiSource === 'offline';
  return (
    <SectionCard title={t('aiConfig.status.title')} gap="sm">
      {!status ? (
        <Skeleton height={28} width={240} />
      ) : status.useCustomKey && status.provider ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color="teal" variant="light" leftSection={<IconKey size={14} />}>
                {t('aiConfig.status.custom')}
              </Badge>
              <Text fw={600}>{CUSTOM_KEY_PROVIDER_LABELS[status.provider]}</Text>
              {status.keyPreview && (
                <Code aria-label={t('aiConfig.status.preview')}>{status.keyPreview}</Code>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('aiConfig.status.customText')}
            </Text>
          </Stack>
          <Button variant="light" color="red" onClick={onSwitchToPlatform} loading={switching}>
            {t('aiConfig.switch.button')}
          </Button>
        </Group>
      ) : (
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" leftSection={<IconCloud size={14} />}>
              {t('aiConfig.status.platform')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(offline ? 'aiConfig.status.offlineText' : 'aiConfig.status.platformText')}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
