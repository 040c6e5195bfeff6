import type { ReactNode } from 'react';
import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '@contract';
import { modelName } from '../../../components/ai/model-name';
import { ReasoningPanel } from '../../../components/ai/reasoning-panel';
import { VisibilityBadge } from '../../../components/ai/visibility-badge';
import { GenerationBody } from './generation-body';

interface GenerationCardProps {
  generation: Generation;
  actions?: ReactNode;
  /** The Like button where the learner can like it; otherwise the count alone. */
  like?: ReactNode;
}

/** A saved generation: the body, the model's thinking, who made it and when, and what can be done. */
export function GenerationCard({ generation, actions, like }: GenerationCardProps) {
  const { t, i18n } = useTranslation();
  const created = new Date(generation.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="generation-result">
      <Stack gap="md">
        <GenerationBody generation={generation} words={generation.words} />
        {generation.reasoning && <ReasoningPanel reasoning={generation.reasoning} />}
        <Divider />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('results.meta', {
              username: generation.author.username,
              date: created,
              model: modelName(t, generation),
            })}
          </Text>
          <Group gap="xs">
            {like ?? (
              <Group
                gap={4}
                c="dimmed"
                role="img"
                aria-label={t('results.likes', { count: generation.likes })}
              >
                <IconHeart size={14} aria-hidden />
                <Text size="xs">{generation.likes.toLocaleString(i18n.language)}</Text>
              </Group>
            )}
            <VisibilityBadge isPublic={generation.isPublic} />
          </Group>
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
