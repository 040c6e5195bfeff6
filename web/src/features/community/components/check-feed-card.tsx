import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { scoreColor } from '../../../components/ai/check-colors';
import { DiffView } from '../../../components/ai/diff-view';
import { paths } from '../../../config/paths';
import { CardFooter } from './card-footer';

/** A public sentence check in the feed: the learner's sentence, its correction, and the score. */
export function CheckFeedCard({ check }: { check: SentenceCheck }) {
  const { t } = useTranslation();
  const unchanged = check.correctedSentence.trim() === check.sentence.trim();
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" data-testid="feed-card">
      <Stack gap="sm">
        <Group gap={6}>
          <Badge
            color={scoreColor(check.score)}
            variant="filled"
            aria-label={t('check.result.score', { score: Math.round(check.score) })}
          >
            {Math.round(check.score)}
          </Badge>
          {check.isCorrect ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
              {t('check.result.correct')}
            </Badge>
          ) : (
            <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
              {t('check.result.incorrect')}
            </Badge>
          )}
        </Group>
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('community.checked')}
          </Text>
          <Text fz={{ base: 'md', sm: 'lg' }} lang="en" data-testid="checked-sentence">
            {check.sentence}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('community.correction')}
          </Text>
          {unchanged ? (
            <Text size="sm" c="dimmed">
              {t('check.result.noChanges')}
            </Text>
          ) : (
            <DiffView before={check.sentence} after={check.correctedSentence} />
          )}
        </div>
        <CardFooter kind="checks" item={check} href={paths.sentenceCheck(check.id)} />
      </Stack>
    </Card>
  );
}
