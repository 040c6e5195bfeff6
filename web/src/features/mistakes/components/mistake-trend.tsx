import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MistakeStats } from '@contract';
import classes from './mistakes.module.css';

/** Dates are the learner's calendar days; shown as such, not shifted into the browser's zone. */
const formatDay = (date: string, language: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The last 30 days as bars: fewer mistakes over time is the progress to see. */
export function MistakeTrend({ stats }: { stats: MistakeStats }) {
  const { t, i18n } = useTranslation();
  const busiest = Math.max(1, ...stats.daily.map((day) => day.mistakes));
  const first = stats.daily[0];
  const last = stats.daily.at(-1);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('mistakes.trend.title')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="mistakes-last30">
          {t('mistakes.trend.total', { count: stats.last30Days })}
        </Text>
      </Group>
      <div
        className={classes.trend}
        role="img"
        aria-label={`${t('mistakes.trend.label')}: ${t('mistakes.trend.total', { count: stats.last30Days })}`}
      >
        {stats.daily.map((day) => (
          <div
            key={day.date}
            className={classes.bar}
            data-empty={day.mistakes === 0 || undefined}
            style={{ height: `${Math.max(4, (day.mistakes / busiest) * 100)}%` }}
            title={t('mistakes.trend.day', { count: day.mistakes, date: formatDay(day.date, i18n.language) })}
          />
        ))}
      </div>
      {first && last && (
        <Group justify="space-between" aria-hidden>
          <Text size="xs" c="dimmed">
            {formatDay(first.date, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDay(last.date, i18n.language)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
