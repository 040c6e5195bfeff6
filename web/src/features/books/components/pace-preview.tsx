import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type Book } from '@contract';
import { formatDay } from '../lib/days';
import { dailyNewFor, finishDateFor } from '../lib/pace';
import { validDailyNew, validTargetDate, wordsLeft, type PlanFormValues } from '../lib/plan-form-values';

interface PacePreviewProps {
  book: Book;
  values: PlanFormValues;
  today: string;
}

/** What the chosen pace means: for a number, the day it finishes; for a date, the words a day it takes. */
export function PacePreview({ book, values, today }: PacePreviewProps) {
  const { t, i18n } = useTranslation();
  const left = wordsLeft(book);
  const day = (date: string) => formatDay(date, i18n.language);

  let outcome: string | null = null;
  if (values.mode === 'daily' && validDailyNew(values.dailyNew)) {
    const finish = finishDateFor(values.dailyNew, left, today);
    outcome =
      finish === today ? t('plans.dialog.finishToday') : t('plans.dialog.finishOn', { date: day(finish) });
  } else if (values.mode === 'date' && validTargetDate(values.targetDate, today)) {
    const pace = dailyNewFor(values.targetDate, left, today);
    outcome = pace.tooFast
      ? t('plans.dialog.tooFast', {
          max: PLAN_LIMITS.dailyNewMax,
          date: day(finishDateFor(pace.dailyNew, left, today)),
        })
      : t('plans.dialog.perDay', { count: pace.dailyNew });
  }

  return (
    <Stack gap={2} role="status" aria-live="polite" data-testid="pace-preview">
      <Text size="sm" c="dimmed">
        {t('plans.dialog.remaining', {
          count: left.remaining,
          number: left.remaining.toLocaleString(i18n.language),
        })}
      </Text>
      {outcome && (
        <Text size="sm" fw={600}>
          {outcome}
        </Text>
      )}
    </Stack>
  );
}
