import { RingProgress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@contract';

interface PlanRingProps {
  plan: Plan;
  bookName: string;
  size?: number;
}

/** How much of the book is in the learner's reviews or known: known and learning words, of all. */
export function PlanRing({ plan, bookName, size = 88 }: PlanRingProps) {
  const { t, i18n } = useTranslation();
  const done = plan.introduced + plan.known;
  const share = (count: number) => (plan.total > 0 ? (count / plan.total) * 100 : 0);
  const percent = Math.floor(share(done));
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <RingProgress
      size={size}
      thickness={size / 10}
      roundCaps
      role="progressbar"
      aria-label={t('plans.progressLabel', { book: bookName })}
      aria-valuemin={0}
      aria-valuemax={plan.total}
      aria-valuenow={done}
      aria-valuetext={t('plans.progressValue', { done: number(done), total: number(plan.total) })}
      sections={[
        { value: share(plan.known), color: 'teal' },
        { value: share(plan.introduced), color: 'cyan' },
      ]}
      label={
        <Text ta="center" fw={700} size={size < 72 ? 'xs' : 'sm'} aria-hidden>
          {percent}%
        </Text>
      }
    />
  );
}
