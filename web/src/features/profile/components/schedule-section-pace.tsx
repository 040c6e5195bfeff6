import { useId, useState } from 'react';
import { Chip, Group, Input, NativeSelect, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAILY_REVIEW_LIMIT, WEEKDAYS, type User } from '@contract';
import type { ScheduleChange } from './schedule-section';
import { ScheduleSectionCost } from './schedule-section-cost';

export type SchedulePace = Pick<User['preferences'], 'desiredRetention' | 'dailyReviewLimit' | 'easyDays'>;

/* Steps of the 0.70..0.97 range a learner can tell apart; a value saved elsewhere is offered too. */
const RETENTION_STEPS = [0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.92, 0.94, 0.95, 0.97];

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Weekday names in the page's language; 2023-01-01 was a Sunday, the 0 of the weekdays. */
function weekdayName(day: number, language: string): string {
  return new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString(language, {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

/** How much to remember (and its cost), how many reviews a day at most, and the days kept light. */
export function ScheduleSectionPace({
  pace,
  onChange,
}: {
  pace: SchedulePace;
  onChange: (changes: ScheduleChange) => void;
}) {
  const { t, i18n } = useTranslation();
  const [limit, setLimit] = useState<string | number>(pace.dailyReviewLimit);
  const easyDaysId = useId();
  const steps = [...new Set([...RETENTION_STEPS, pace.desiredRetention])].sort((a, b) => a - b);

  // Saved when the field is left, so typing "120" does not save 1 and 12 on the way.
  const saveLimit = () => {
    const value = Number(limit);
    const valid =
      Number.isInteger(value) && value >= DAILY_REVIEW_LIMIT.min && value <= DAILY_REVIEW_LIMIT.max;
    if (!valid || limit === '') setLimit(pace.dailyReviewLimit);
    else if (value !== pace.dailyReviewLimit) onChange({ dailyReviewLimit: value });
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <NativeSelect
          label={t('profile.schedule.retention')}
          description={t('profile.schedule.retentionHelp')}
          maw={360}
          value={String(pace.desiredRetention)}
          onChange={(event) => onChange({ desiredRetention: Number(event.currentTarget.value) })}
          data={steps.map((step) => ({ value: String(step), label: percent(step) }))}
        />
        <ScheduleSectionCost retention={percent(pace.desiredRetention)} />
      </Stack>
      <NumberInput
        label={t('profile.schedule.limit')}
        description={t('profile.schedule.limitHelp')}
        maw={360}
        min={DAILY_REVIEW_LIMIT.min}
        max={DAILY_REVIEW_LIMIT.max}
        allowDecimal={false}
        allowNegative={false}
        value={limit}
        onChange={setLimit}
        onBlur={saveLimit}
        onKeyDown={(event) => event.key === 'Enter' && saveLimit()}
      />
      <Input.Wrapper
        label={t('profile.schedule.easyDays')}
        description={t('profile.schedule.easyDaysHelp')}
        labelElement="div"
        labelProps={{ id: easyDaysId }}
      >
        <Chip.Group
          multiple
          value={pace.easyDays.map(String)}
          onChange={(days) => onChange({ easyDays: days.map(Number).sort((a, b) => a - b) })}
        >
          <Group gap={6} mt={6} role="group" aria-labelledby={easyDaysId}>
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} size="sm" variant="outline">
                {weekdayName(day, i18n.language)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </Stack>
  );
}
