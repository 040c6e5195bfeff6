import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Word } from '@contract';
import { reviewInterval } from '../../../lib/review-interval';

/** When the word comes up in Review: "New", "Due now" or "Review in 3 d"; "Known" when it never will. */
export function NextReview({ review, now = new Date() }: { review: Word['review']; now?: Date }) {
  const { t } = useTranslation();
  if (!review) return null;
  if (review.state === 'known') {
    return (
      <Badge size="sm" variant="light" color="teal" tt="none" data-testid="next-review">
        {t('words.word.reviewKnown')}
      </Badge>
    );
  }
  const due = new Date(review.due);
  let label: string;
  if (review.state === 'new') label = t('words.word.reviewNew');
  else if (due.getTime() <= now.getTime()) label = t('words.word.reviewDue');
  else {
    const interval = reviewInterval(now, due);
    label = t('words.word.reviewIn', {
      when: t(`review.interval.${interval.unit}`, { count: interval.count }),
    });
  }
  const dueNow = review.state !== 'new' && due.getTime() <= now.getTime();
  return (
    <Badge
      size="sm"
      variant={dueNow ? 'filled' : 'outline'}
      color={dueNow ? 'orange' : 'gray'}
      tt="none"
      title={`${t('words.word.reviewLabel')}: ${due.toLocaleString()}`}
      data-testid="next-review"
    >
      {label}
    </Badge>
  );
}
