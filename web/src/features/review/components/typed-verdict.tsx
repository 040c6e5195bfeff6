import { Alert } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewRating } from '@contract';
import type { TypedVerdict as Verdict } from '../lib/typed-answer';

const LOOK = {
  correct: { color: 'teal', Icon: IconCheck },
  close: { color: 'orange', Icon: IconInfoCircle },
  wrong: { color: 'red', Icon: IconX },
} as const;

/** What the typed answer got right, the answer, and the rating it suggests. */
export function TypedVerdict({
  verdict,
  typed,
  answer,
  rating,
}: {
  verdict: Verdict;
  typed: string;
  answer: string;
  rating: ReviewRating;
}) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[verdict];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={20} />}
      title={verdict === 'correct' ? t('review.typing.correct') : t(`review.typing.${verdict}`, { answer })}
      data-testid="typed-verdict"
      data-verdict={verdict}
    >
      <span lang="en" style={{ textDecoration: verdict === 'correct' ? undefined : 'line-through' }}>
        {typed.trim()}
      </span>
      {' · '}
      {t('review.typing.suggestion', { rating: t(`review.rate.${rating}`) })}
    </Alert>
  );
}
