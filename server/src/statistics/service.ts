import type { LearnerStatistics, SiteStatistics } from '@contract';
import type { StatisticsRepository } from './repository';

/**
 * The site-wide numbers of the home page, read from counters kept in the transactions that change
 * them, and a learner's own numbers for Profile.
 */
export function createStatisticsService({ statistics }: { statistics: StatisticsRepository }) {
  return {
    learner(userId: string): Promise<LearnerStatistics> {
      return statistics.learner(userId);
    },

    async site(): Promise<SiteStatistics> {
      const counters = await statistics.read();
      return {
        generations: counters.generations,
        sentenceChecks: counters.sentence_checks,
        wordsPracticed: counters.words_practiced,
        activeLearners: counters.active_learners,
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
