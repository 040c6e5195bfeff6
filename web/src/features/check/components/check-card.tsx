import type { ReactNode } from 'react';
import { Badge, Group, RingProgress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCpu } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { scoreColor } from '../../../components/ai/check-colors';
import { ResultCard } from '../../../components/published/result-card';
import { CheckBody } from './check-body';

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
  return (
    <ResultCard
      item={check}
      testId="check-result"
      header={<CheckVerdict check={check} />}
      actions={actions}
      like={like}
    >
      <CheckBody check={check} />
    </ResultCard>
  );
}

/** The score ring, the verdict and, for the built-in checker, what the score means. */
function CheckVerdict({ check }: { check: SentenceCheck }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('messages');
  return (
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
  );
}
