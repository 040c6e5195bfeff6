import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCards, IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDueCount } from '../api/get-due-count';
import { useReviewStats } from '../api/get-review-stats';

/** Home, signed in: how many cards wait today, the streak, and the way in. */
export function ReviewTodayCard() {
  const { t } = useTranslation();
  const due = useDueCount(true);
  const stats = useReviewStats();
  const count = due.data ?? 0;
  const streak = stats.data?.streakDays ?? 0;

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
              {due.isPending
                ? t('common.loading')
                : count > 0
                  ? t('review.home.due', { count })
                  : t('review.home.none')}
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
        <Button
          component={Link}
          to={paths.review}
          size="md"
          variant={count > 0 ? 'filled' : 'default'}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('review.home.start')}
        </Button>
      </Group>
    </Card>
  );
}
