import { SimpleGrid, Title } from '@mantine/core';
import { IconBooks, IconSparkles, IconTextGrammar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import { useStatistics } from '../api/get-statistics';

/** docs/product.md, "Home": live figures for the whole site (private items counted, never shown). */
export function SiteStatistics() {
  const { t } = useTranslation();
  const statistics = useStatistics();
  const value = (n: number | undefined) => (statistics.isError ? null : n);
  const data = statistics.data;
  return (
    <section aria-labelledby="home-stats" data-testid="site-statistics">
      <Title order={2} id="home-stats" ta="center" mb="lg">
        {t('home.stats.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard icon={IconSparkles} label={t('home.stats.generations')} value={value(data?.generations)} />
        <StatCard
          icon={IconTextGrammar}
          label={t('home.stats.sentenceChecks')}
          value={value(data?.sentenceChecks)}
        />
        <StatCard
          icon={IconBooks}
          label={t('home.stats.wordsPracticed')}
          value={value(data?.wordsPracticed)}
        />
        <StatCard
          icon={IconUsers}
          label={t('home.stats.activeLearners')}
          value={value(data?.activeLearners)}
        />
      </SimpleGrid>
    </section>
  );
}
