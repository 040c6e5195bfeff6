import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCards, IconFlame, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useDueCount } from '../api/get-due-count';
import { useReviewStats } from '../api/get-review-stats';

/**
 * Home, signed in: the cards due now and, apart, the new words a session would bring (the same counts
 * as the top bar's), the streak, and the way in; a learner without words yet is shown how to start.
 */
export function ReviewTodayCard() {
  const { t } = useTranslation();
  const count = useDueCount(true);
  const stats = useReviewStats();
  const due = count.data?.due ?? 0;
  const fresh = count.data?.fresh ?? 0;
  const streak = stats.data?.streakDays ?? 0;
  const noWords = stats.data?.cards === 0;

  let status;
  if (count.isPending || stats.isPending) status = t('common.loading');
  else if (noWords) status = t('review.home.noWords');
  else if (due === 0 && fresh === 0) status = t('review.home.none');
  else {
    status = [
      due > 0 && t('review.home.due', { count: due }),
      fresh > 0 && t('review.home.new', { count: fresh }),
    ]
      .filter(Boolean)
      .join(' ');
  }

  return (
    <Card
      component="section"
      aria-labelledby="review-today-title"
      padding="lg"
      radius="lg"
      withBorder
      maw={760}
      mx="auto"
      w="100%"
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" miw={0}>
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconCards size={26} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id="review-today-title">
              {t('review.home.title')}
            </Title>
            <Text c="dimmed" size="sm" data-testid="home-review-due">
              {status}
            </Text>
            {streak > 0 && (
              <Group gap={4} c="orange">
                <IconFlame size={16} aria-hidden />
                <Text size="sm" fw={600}>
                  {t('review.home.streak', { count: streak })}
                </Text>
              </Group>
            )}
          </Stack>
        </Group>
        {noWords ? (
          <LinkButton to={paths.words} size="md" icon={IconPlus}>
            {t('review.home.addWords')}
          </LinkButton>
        ) : (
          <LinkButton
            to={paths.review}
            size="md"
            variant={due + fresh > 0 ? 'filled' : 'default'}
            icon={IconArrowRight}
            iconAfter
          >
            {t('review.home.start')}
          </LinkButton>
        )}
      </Group>
    </Card>
  );
}
