import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarStats, IconCards, IconFlame, IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { StatCard } from '../../../components/stat-card';
import { useSession } from '../../../lib/session';
import { useReviewStats } from '../api/get-review-stats';
import { todayIn } from '../lib/heatmap';
import { ReviewHeatmap } from './review-heatmap';

/** Profile: the streak, today's reviews, what is due, retention and the year heatmap. */
export function ReviewActivitySection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: stats, isError } = useReviewStats();
  const value = (pick: (s: NonNullable<typeof stats>) => number) => (isError ? null : stats && pick(stats));
  const retention = stats?.retention;

  return (
    <SectionCard title={t('review.heatmap.title')} testId="review-activity">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="review-stats">
          <StatCard icon={IconFlame} label={t('review.stats.streak')} value={value((s) => s.streakDays)} />
          <StatCard
            icon={IconCalendarStats}
            label={t('review.stats.reviewedToday')}
            value={value((s) => s.reviewedToday)}
          />
          <StatCard icon={IconCards} label={t('review.stats.dueNow')} value={value((s) => s.dueNow)} />
          <StatCard
            icon={IconTarget}
            label={t('review.stats.retention')}
            value={
              isError || retention === null
                ? null
                : retention === undefined
                  ? undefined
                  : Math.round(retention * 100)
            }
            unit="%"
          />
        </SimpleGrid>
        {isError ? (
          <Alert color="red" variant="light">
            {t('review.heatmap.loadFailed')}
          </Alert>
        ) : stats ? (
          <ReviewHeatmap history={stats.history} today={todayIn(user?.preferences.timeZone ?? 'UTC')} />
        ) : (
          <Skeleton h={120} />
        )}
      </Stack>
    </SectionCard>
  );
}
