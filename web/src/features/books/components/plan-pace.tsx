import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@contract';
import { formatDay } from '../lib/days';

/** "20 a day · finish by Jun 3, 2026", or that the plan is paused or has brought in every word. */
export function PlanPace({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  if (plan.paused)
    return (
      <Badge color="gray" variant="light" tt="none">
        {t('plans.paused')}
      </Badge>
    );
  if (plan.remaining === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('plans.finished')}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" data-testid="plan-pace">
      {t('plans.pace', {
        count: plan.dailyNew,
        date: plan.projectedFinish ? formatDay(plan.projectedFinish, i18n.language) : '—',
      })}
    </Text>
  );
}
