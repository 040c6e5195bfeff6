import { useEffect, useMemo, useRef } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewDay } from '@contract';
import { heatmapWeeks } from '../lib/heatmap';
import classes from './heatmap.module.css';

/** Dates are the learner's calendar days; shown as such, not shifted into the browser's zone. */
function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { ...options, timeZone: 'UTC' });
}

/**
 * A year of reviews, a square a day (like GitHub's contribution graph), ending today in the learner's
 * zone. On a narrow screen it scrolls, starting at the most recent weeks.
 */
export function ReviewHeatmap({ history, today }: { history: ReviewDay[]; today: string }) {
  const { t, i18n } = useTranslation();
  const weeks = useMemo(() => heatmapWeeks(history, today), [history, today]);
  const total = weeks.flat().reduce((sum, day) => sum + day.reviews, 0);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, []);

  // A month's name over the first week that starts in it.
  const months = weeks.map((week, index) => {
    const first = week[0]!.date;
    const previous = weeks[index - 1]?.[0]?.date;
    return previous && previous.slice(0, 7) === first.slice(0, 7)
      ? ''
      : formatDay(first, i18n.language, { month: 'short' });
  });
  months[0] = '';

  return (
    <Box className={classes.heatmap}>
      <Text size="sm" fw={600} mb="xs" data-testid="heatmap-total">
        {t('review.heatmap.total', { count: total })}
      </Text>
      <div className={classes.scroller} ref={scroller}>
        <div className={classes.months} aria-hidden>
          {months.map((month, index) => (
            <span key={index}>{month}</span>
          ))}
        </div>
        <div
          className={classes.grid}
          role="img"
          aria-label={`${t('review.heatmap.label')}: ${t('review.heatmap.total', { count: total })}`}
          data-testid="review-heatmap"
        >
          {weeks.flat().map((day) => (
            <div
              key={day.date}
              className={classes.cell}
              data-level={day.level}
              data-date={day.date}
              data-count={day.reviews}
              title={t('review.heatmap.day', {
                count: day.reviews,
                date: formatDay(day.date, i18n.language, { dateStyle: 'medium' }),
              })}
            />
          ))}
        </div>
      </div>
      <Group gap={6} justify="flex-end" mt={6} aria-hidden>
        <Text size="xs" c="dimmed">
          {t('review.heatmap.less')}
        </Text>
        <div className={classes.legend}>
          {[0, 1, 2, 3, 4].map((level) => (
            <div key={level} className={classes.cell} data-level={level} />
          ))}
        </div>
        <Text size="xs" c="dimmed">
          {t('review.heatmap.more')}
        </Text>
      </Group>
    </Box>
  );
}
