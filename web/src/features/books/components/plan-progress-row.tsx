import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Book, Plan } from '@contract';
import { paths } from '../../../config/paths';
import { PlanPace } from './plan-pace';
import { PlanRing } from './plan-ring';

interface PlanProgressRowProps {
  book: Book;
  plan: Plan;
  /** Home: today's new words against the day's number. Profile: the learning and known counts. */
  detail: 'today' | 'counts';
}

/** A plan at a glance: the book's ring, today's share or the counts, and the pace. */
export function PlanProgressRow({ book, plan, detail }: PlanProgressRowProps) {
  const { t } = useTranslation();
  const today = Math.min(plan.introducedToday, plan.dailyNew);
  return (
    <Group component="li" gap="md" wrap="nowrap" align="center" data-testid="plan-progress">
      <PlanRing plan={plan} bookName={book.name} size={60} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={paths.book(book.id)} fw={600}>
          {book.name}
        </Anchor>
        {detail === 'today' ? (
          !plan.paused &&
          plan.remaining > 0 && (
            <Stack gap={4}>
              <Text size="sm">
                {t('plans.home.today', { done: plan.introducedToday, total: plan.dailyNew })}
              </Text>
              <Progress value={plan.dailyNew > 0 ? (today / plan.dailyNew) * 100 : 0} size="sm" aria-hidden />
            </Stack>
          )
        ) : (
          <Text size="sm">
            {t('plans.introduced', { count: plan.introduced })} · {t('plans.known', { count: plan.known })}
          </Text>
        )}
        <PlanPace plan={plan} />
      </Stack>
    </Group>
  );
}
