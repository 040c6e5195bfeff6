import { useId } from 'react';
import { Box, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastDay } from '@contract';
import { FORECAST_CHART_DAYS, useForecast } from '../api/get-forecast';
import classes from './forecast-chart.module.css';

/* The bars are drawn in a 0..days x 0..100 box stretched to the width; the labels are HTML, so they keep
   their size on a phone instead of shrinking with the drawing. */
const HEIGHT = 100;

/** Dates are the learner's calendar days: shown as such, not shifted into the browser's zone. */
function formatDay(date: string, language: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The reviews due on each of the next 30 days, a bar a day, today first (today's bar counts every card
 * due now). Screen readers get a title, a summary and the numbers as a table.
 */
export function ForecastChart() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useForecast();
  const titleId = useId();
  return (
    <Box>
      <Text fw={600} id={titleId}>
        {t('profile.schedule.forecast.title', { days: FORECAST_CHART_DAYS })}
      </Text>
      {isError ? (
        <Text size="sm" c="red">
          {t('profile.schedule.forecast.failed')}
        </Text>
      ) : data ? (
        <ForecastBars days={data} language={i18n.language} titleId={titleId} />
      ) : (
        <Skeleton height={160} mt="sm" />
      )}
    </Box>
  );
}

function ForecastBars({
  days,
  language,
  titleId,
}: {
  days: ForecastDay[];
  language: string;
  titleId: string;
}) {
  const { t } = useTranslation();
  const summaryId = useId();
  const total = days.reduce((sum, day) => sum + day.due, 0);
  const most = Math.max(1, ...days.map((day) => day.due));
  const summary = t('profile.schedule.forecast.summary', {
    count: total,
    most: Math.max(0, ...days.map((day) => day.due)),
  });
  const dayLabel = (day: ForecastDay) =>
    t('profile.schedule.forecast.day', { date: formatDay(day.date, language), count: day.due });
  return (
    <Box mt="xs">
      <Text size="sm" c="dimmed" id={summaryId} data-testid="forecast-summary">
        {summary}
      </Text>
      <div className={classes.plot}>
        <Text size="xs" c="dimmed" className={classes.most} aria-hidden>
          {most}
        </Text>
        <svg
          className={classes.bars}
          viewBox={`0 0 ${days.length} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
          data-testid="forecast-chart"
        >
          <line x1={0} x2={days.length} y1={HEIGHT} y2={HEIGHT} className={classes.axis} />
          {days.map((day, index) => {
            const height = (day.due / most) * HEIGHT;
            return (
              <rect
                key={day.date}
                x={index + 0.15}
                width={0.7}
                y={HEIGHT - height}
                height={height}
                className={index === 0 ? classes.today : classes.bar}
                data-date={day.date}
                data-due={day.due}
              >
                <title>{dayLabel(day)}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <Group justify="space-between" gap="xs" className={classes.dates} aria-hidden>
        <Text size="xs" c="dimmed">
          {t('profile.schedule.forecast.today')}
        </Text>
        {days.length > 14 && (
          <Text size="xs" c="dimmed">
            {formatDay(days[Math.floor(days.length / 2)]!.date, language)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDay(days[days.length - 1]!.date, language)}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{t('profile.schedule.forecast.title', { days: days.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profile.schedule.forecast.date')}</th>
              <th scope="col">{t('profile.schedule.forecast.due')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{formatDay(day.date, language)}</td>
                <td>{day.due}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
