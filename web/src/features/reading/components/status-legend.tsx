import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { READING_STATUSES, type ReadingStatus } from '@contract';
import classes from './reading.module.css';

/**
 * What each mark means, with how many different words of the text have it. Each entry's id describes
 * the words of its status to screen readers (word-token.tsx).
 */
export function StatusLegend({ counts }: { counts: Record<ReadingStatus, number> }) {
  const { t } = useTranslation();
  return (
    <Group
      gap="md"
      wrap="wrap"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('reading.legend')}
    >
      {READING_STATUSES.map((status) => (
        <Text component="li" key={status} size="sm" data-testid={`reading-legend-${status}`}>
          <span className={classes.swatch} data-status={status} id={`reading-status-${status}`}>
            {t(`reading.status.${status}`)}
          </span>{' '}
          <Text span c="dimmed" size="sm">
            {counts[status]}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
