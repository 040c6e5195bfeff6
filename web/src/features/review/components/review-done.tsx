import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconConfetti, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReviewStats, Word } from '@contract';
import { useAiAvailable } from '../../../api/get-ai-models';
import { NoAiNote } from '../../../components/ai/no-ai-note';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { timeAhead } from '../../../lib/relative-time';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

/* Closer than this, the next card's time is a running clock ("4:05"); further, words ("in 3 days"). */
const COUNTDOWN_MS = 60 * 60_000;

interface ReviewDoneProps {
  reviewed: number;
  withoutSentence: Word[];
  stats: ReviewStats | undefined;
  onMore: () => void;
  /** The next card has fallen due: ask for it. */
  onDue: () => void;
}

/**
 * The queue is empty: what was done, when the next card is due (counting down, and bringing it back
 * when it is), and what to do meanwhile: generate sentences for words that had none, or add words when
 * there are no cards at all.
 */
export function ReviewDone({ reviewed, withoutSentence, stats, onMore, onDue }: ReviewDoneProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  // Offered only where a model can write the sentences; elsewhere one line says what an AI would add.
  const aiAvailable = useAiAvailable(user?.username ?? null, true);
  const nextDueAt = stats?.nextDueAt ?? null;
  const left = useCountdown(nextDueAt, onDue);
  const noCards = stats?.cards === 0;
  const exact = nextDueAt
    ? new Date(nextDueAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    : '';

  return (
    <Card padding="xl" radius="lg" withBorder data-testid="review-done">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {noCards ? <IconBooks size={30} /> : <IconConfetti size={30} />}
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('review.done.title')}
        </Title>
        <Text c="dimmed">
          {reviewed > 0 ? t('review.done.reviewed', { count: reviewed }) : t('review.done.nothingDue')}
        </Text>
        {nextDueAt && left !== null && (
          <Text fw={600} data-testid="next-due" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <time dateTime={nextDueAt} title={exact}>
              {left < COUNTDOWN_MS
                ? t('review.done.nextDueIn', { time: formatCountdown(left) })
                : t('review.done.nextDue', { when: timeAhead(nextDueAt, i18n.language) })}
            </time>
          </Text>
        )}
        {noCards && <Text maw={420}>{t('review.done.noWords')}</Text>}
        {withoutSentence.length > 0 && aiAvailable === false && <NoAiNote what="review.done.noAi" />}
        {withoutSentence.length > 0 && aiAvailable && (
          <Alert variant="light" color="teal" icon={<IconSparkles size={20} />} ta="start" maw={520}>
            <Stack gap="xs">
              <Text size="sm">{t('review.done.noSentence', { count: withoutSentence.length })}</Text>
              <Text size="sm" fw={600} lang="en">
                {withoutSentence.map((word) => word.word).join(', ')}
              </Text>
              <Group>
                <Button
                  component={Link}
                  to={paths.generate}
                  state={{ wordIds: withoutSentence.map((word) => word.id) }}
                  leftSection={<IconSparkles size={16} aria-hidden />}
                  size="sm"
                >
                  {t('review.done.generate')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="center" gap="sm">
          {noCards ? (
            <Button component={Link} to={paths.words}>
              {t('review.done.addWords')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onMore}>
                {t('review.done.more')}
              </Button>
              <Button component={Link} to={paths.words} variant="subtle">
                {t('review.done.words')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
