import type { ReactNode } from 'react';
import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublishedItem } from '../../api/published/kind';
import { modelName } from '../ai/model-name';
import { ReasoningPanel } from '../ai/reasoning-panel';
import { VisibilityBadge } from '../ai/visibility-badge';

interface ResultCardProps {
  item: PublishedItem;
  /** Names the card for tests: generation-result, check-result. */
  testId: string;
  /** What the kind shows above its body (a check's score and verdict). */
  header?: ReactNode;
  /** The kind's own fields. */
  children: ReactNode;
  actions?: ReactNode;
  /** The Like button where the learner can like it; otherwise the count alone. */
  like?: ReactNode;
}

/** A saved result: its body, the model's thinking, who made it and when, likes, visibility, and actions. */
export function ResultCard({ item, testId, header, children, actions, like }: ResultCardProps) {
  const { t, i18n } = useTranslation();
  const created = new Date(item.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        {header}
        {children}
        {item.reasoning && <ReasoningPanel reasoning={item.reasoning} />}
        <Divider />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('results.meta', { username: item.author.username, date: created, model: modelName(t, item) })}
          </Text>
          <Group gap="xs">
            {like ?? (
              <Group gap={4} c="dimmed" role="img" aria-label={t('results.likes', { count: item.likes })}>
                <IconHeart size={14} aria-hidden />
                <Text size="xs">{item.likes.toLocaleString(i18n.language)}</Text>
              </Group>
            )}
            <VisibilityBadge isPublic={item.isPublic} />
          </Group>
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
