import type { ReactNode } from 'react';
import { Badge, Group, RingProgress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCpu, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { scoreColor } from '../../../components/ai/check-colors';
import { checkFigure } from '../../../components/ai/check-figure';
import { answeredByFallback } from '../../../components/ai/model-name';
import { ResultCard } from '../../../components/published/result-card';
import { CheckBody } from './check-body';

/** A saved check: its figure, verdict, the annotated sentence and its correction, and what can be done. */
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

/** The figure ring (named for what it measures), the verdict, and which checker answered. */
function CheckVerdict({ check }: { check: SentenceCheck }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const figure = checkFigure(t, check);
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <Tooltip label={figure.help} withArrow multiline maw={280}>
          <RingProgress
            size={92}
            thickness={9}
            roundCaps
            sections={[{ value: check.score, color: scoreColor(check.score) }]}
            label={
              <Stack gap={0} align="center">
                <Text ta="center" fw={800} fz="xl" lh={1.1} data-testid="check-score">
                  {Math.round(check.score)}
                </Text>
                <Text ta="center" fz={10} c="dimmed" lh={1.1} aria-hidden data-testid="check-figure-name">
                  {figure.name}
                </Text>
              </Stack>
            }
            aria-label={`${figure.spoken}. ${figure.help}`}
            role="img"
            tabIndex={0}
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
            {check.provider === 'offline' ? (
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
            ) : (
              <Badge
                variant="outline"
                color="gray"
                leftSection={<IconSparkles size={14} aria-hidden />}
                data-testid="model-badge"
              >
                {t('check.result.byModel', { model: check.model })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {answeredByFallback(check) && (
        <Text size="sm" c="dimmed" data-testid="fallback-note">
          {t('check.result.fallback')}
        </Text>
      )}
    </Stack>
  );
}
