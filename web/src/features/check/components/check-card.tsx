import type { ReactNode } from 'react';
import { Badge, Card, Divider, Group, RingProgress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCpu, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { modelName } from '../../../components/ai/model-name';
import { ReasoningPanel } from '../../../components/ai/reasoning-panel';
import { VisibilityBadge } from '../../../components/ai/visibility-badge';
import { CheckBody } from './check-body';
import { scoreColor } from '../../../components/ai/check-colors';

/** A saved check: score, verdict, the annotated sentence and its correction, and what can be done. */
export function CheckCard({
  check,
  actions,
  like,
}: {
  check: SentenceCheck;
  actions?: ReactNode;
  /** The Like button where the learner can like it; otherwise the count alone. */
  like?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const created = new Date(check.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="check-result">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          {/* An offline score is an error count, not a grade: say how it is made. */}
          <Tooltip
            label={t('check.result.offlineScore')}
            withArrow
            multiline
            maw={280}
            disabled={check.provider !== 'offline'}
          >
            <RingProgress
              size={92}
              thickness={9}
              roundCaps
              sections={[{ value: check.score, color: scoreColor(check.score) }]}
              label={
                <Text ta="center" fw={800} fz="xl" data-testid="check-score">
                  {Math.round(check.score)}
                </Text>
              }
              aria-label={
                check.provider === 'offline'
                  ? `${t('check.result.score', { score: Math.round(check.score) })}. ${t('check.result.offlineScore')}`
                  : t('check.result.score', { score: Math.round(check.score) })
              }
              role="img"
              tabIndex={check.provider === 'offline' ? 0 : undefined}
              data-testid="check-score-ring"
            />
          </Tooltip>
          <Stack gap={6}>
            <Title order={2} size="h4">
              {t('check.result.title')}
            </Title>
            <Group gap={6}>
              {check.isCorrect ? (
                <Badge color="teal" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                  {t('check.result.correct')}
                </Badge>
              ) : (
                <Badge color="orange" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
                  {t('check.result.incorrect')}
                </Badge>
              )}
              {check.provider === 'offline' && (
                <Tooltip label={tm('ai.offlineLabel')} withArrow multiline maw={260}>
                  <Badge
                    variant="outline"
                    color="gray"
                    leftSection={<IconCpu size={14} aria-hidden />}
                    tabIndex={0}
                    data-testid="offline-badge"
                  >
                    {t('check.result.offline')}
                  </Badge>
                </Tooltip>
              )}
            </Group>
          </Stack>
        </Group>
        <CheckBody check={check} />
        {check.reasoning && <ReasoningPanel reasoning={check.reasoning} />}
        <Divider />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('results.meta', {
              username: check.author.username,
              date: created,
              model: modelName(t, check),
            })}
          </Text>
          <Group gap="xs">
            {like ?? (
              <Group gap={4} c="dimmed" role="img" aria-label={t('results.likes', { count: check.likes })}>
                <IconHeart size={14} aria-hidden />
                <Text size="xs">{check.likes.toLocaleString(i18n.language)}</Text>
              </Group>
            )}
            <VisibilityBadge isPublic={check.isPublic} />
          </Group>
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
