import { SimpleGrid } from '@mantine/core';
import { IconCalendarEvent, IconHeart, IconStack2, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import type { PublishedKind } from '../../../api/published/kind';
import { usePublicStats } from '../api/get-public-stats';

/** The tab's public statistics: items shared, likes, contributors, shared today. */
export function CommunityStats({ kind }: { kind: PublishedKind }) {
  const { t } = useTranslation();
  const stats = usePublicStats(kind);
  const value = (n: number | undefined) => (stats.isError ? null : n);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing={{ base: 'xs', sm: 'md' }}
      role="group"
      aria-label={t('community.stats.label')}
      data-testid="community-stats"
    >
      <StatCard
        icon={IconStack2}
        label={t(`community.stats.total.${kind}`)}
        value={value(stats.data?.total)}
      />
      <StatCard icon={IconHeart} label={t('community.stats.likes')} value={value(stats.data?.totalLikes)} />
      <StatCard
        icon={IconUsers}
        label={t('community.stats.contributors')}
        value={value(stats.data?.contributors)}
      />
      <StatCard
        icon={IconCalendarEvent}
        label={t('community.stats.today')}
        value={value(stats.data?.today)}
      />
    </SimpleGrid>
  );
}
