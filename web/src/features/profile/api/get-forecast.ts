import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastDay, ForecastResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

/** Days the Profile forecast shows (and averages the daily cost of the retention over). */
export const FORECAST_CHART_DAYS = 30;

export async function getForecast(days: number, signal?: AbortSignal): Promise<ForecastDay[]> {
  const { days: forecast } = await apiRequest<ForecastResponse>(`/review/forecast?days=${days}`, { signal });
  return forecast;
}

/* Under the review key: a rating, a new word or a known one moves the forecast, and refreshes it. */
export const forecastQueryOptions = (days = FORECAST_CHART_DAYS) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'forecast', days],
    queryFn: ({ signal }) => getForecast(days, signal),
  });

export function useForecast(days = FORECAST_CHART_DAYS) {
  return useQuery(forecastQueryOptions(days));
}
