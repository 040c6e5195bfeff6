import type { TFunction } from 'i18next';

/**
 * What a check's 0..100 figure is, named for what it measures: the built-in checker counts errors
 * (accuracy), a model gives its opinion (AI rating). Calling both a "score" promised a grade that the
 * built-in figure is not.
 */
export function checkFigure(t: TFunction, check: { score: number; provider: string; model: string }) {
  const score = Math.round(check.score);
  if (check.provider === 'offline') {
    return {
      name: t('check.result.accuracy'),
      spoken: t('check.result.accuracyOf', { score }),
      help: t('check.result.accuracyHelp'),
    };
  }
  return {
    name: t('check.result.aiRating'),
    spoken: t('check.result.aiRatingOf', { score }),
    help: t('check.result.aiRatingHelp', { model: check.model }),
  };
}
