import { SimpleGrid } from '@mantine/core';
import { IconBooks, IconHeart, IconSparkles, IconTextGrammar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import { useContentTotals } from '../api/get-content-totals';
import { useWordTotal } from '../api/get-word-total';
import { SectionCard } from './section-card';

/** Words, generations, sentence checks and likes received on them. */
export function StatsSection() {
  const { t } = useTranslation();
  const words = useWordTotal();
  const generations = useContentTotals('generations');
  const checks = useContentTotals('checks');
  const shown = <T,>(query: { isError: boolean; data: T | undefined }) => (query.isError ? null : query.data);
  const likes = generations.data && checks.data ? generations.data.likes + checks.data.likes : undefined;
  const failed = generations.isError || checks.isError;

  return (
    <SectionCard title={t('profile.stats.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="profile-stats">
        <StatCard icon={IconBooks} label={t('profile.stats.words')} value={shown(words)} />
        <StatCard
          icon={IconSparkles}
          label={t('profile.stats.generations')}
          value={generations.isError ? null : generations.data?.count}
          atLeast={generations.data?.complete === false}
        />
        <StatCard
          icon={IconTextGrammar}
          label={t('profile.stats.checks')}
          value={checks.isError ? null : checks.data?.count}
          atLeast={checks.data?.complete === false}
        />
        <StatCard
          icon={IconHeart}
          label={t('profile.stats.likes')}
          value={failed ? null : likes}
          atLeast={generations.data?.complete === false || checks.data?.complete === false}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
