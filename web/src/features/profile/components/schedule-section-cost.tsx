import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORECAST_CHART_DAYS, useForecast } from '../api/get-forecast';

/**
 * What the retention costs, from the forecast: the reviews a day over the next 30 days of the cards as
 * they are scheduled now. A new retention changes each card's interval only from its next review, so
 * the figure is the current schedule's, and says so rather than preview a setting it cannot.
 */
export function ScheduleSectionCost({ retention }: { retention: string }) {
  const { t } = useTranslation();
  const { data, isError } = useForecast();
  if (isError) return null;
  if (!data) return <Skeleton height={18} maw={420} />;
  const total = data.reduce((sum, day) => sum + day.due, 0);
  // A light load reads as "0.3 a day" rather than a misleading "0"; a heavy one needs no decimals.
  const average = total / FORECAST_CHART_DAYS;
  const perDay = average < 10 ? Math.round(average * 10) / 10 : Math.round(average);
  return (
    <Text size="sm" data-testid="schedule-cost">
      {t('profile.schedule.cost', { count: perDay, retention, days: FORECAST_CHART_DAYS })}
    </Text>
  );
}
