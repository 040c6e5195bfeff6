import type { LearnerStatistics, SiteStatistics } from '@contract';
import { cacheTags, type ReadCache } from '../lib/read-cache';
import type { StatisticsRepository } from './repository';

/**
 * The site-wide numbers of the home page, read from counters kept in the transactions that change
 * them, and a learner's own numbers for Profile.
 */
export function createStatisticsService({
  statistics,
  readCache,
}: {
  statistics: StatisticsRepository;
  /** The site's numbers are the same for everyone: cached until the next write. */
  readCache: ReadCache;
}) {
  return {
    learner(userId: string): Promise<LearnerStatistics> {
      return statistics.learner(userId);
    },

    site(): Promise<SiteStatistics> {
      return readCache.get('statistics:site', [cacheTags.siteStatistics], async () => {
        const counters = await statistics.read();
        return {
          generations: counters.generations,
          sentenceChecks: counters.sentence_checks,
          wordsPracticed: counters.words_practiced,
          activeLearners: counters.active_learners,
        };
      });
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
