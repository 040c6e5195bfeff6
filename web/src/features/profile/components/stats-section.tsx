import { SimpleGrid } from '@mantine/core';
import { IconBooks, IconHeart, IconSparkles, IconTextGrammar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import { useLearnerStats } from '../api/get-learner-stats';
import { SectionCard } from './section-card';

/** Words, generations, sentence checks and likes received on them. */
export function StatsSection() {
  const { t } = useTranslation();
  const { data, isError } = useLearnerStats();
  const value = (pick: (stats: NonNullable<typeof data>) => number) => (isError ? null : data && pick(data));

  return (
    <SectionCard title={t('profile.stats.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="profile-stats">
        <StatCard icon={IconBooks} label={t('profile.stats.words')} value={value((s) => s.words)} />
        <StatCard
          icon={IconSparkles}
          label={t('profile.stats.generations')}
          value={value((s) => s.generations)}
        />
        <StatCard
          icon={IconTextGrammar}
          label={t('profile.stats.checks')}
          value={value((s) => s.sentenceChecks)}
        />
        <StatCard icon={IconHeart} label={t('profile.stats.likes')} value={value((s) => s.likesReceived)} />
      </SimpleGrid>
    </SectionCard>
  );
}
