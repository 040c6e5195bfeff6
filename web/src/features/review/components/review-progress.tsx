import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How far through this sitting: cards rated of cards in it. */
export function ReviewProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const label = t('review.progress', { done, total });
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        flex={1}
        size="md"
        radius="xl"
        value={total === 0 ? 0 : (done / total) * 100}
        aria-label={t('review.progressLabel')}
        aria-valuetext={label}
        transitionDuration={200}
      />
      <Text
        size="sm"
        c="dimmed"
        fw={600}
        data-testid="review-progress"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {label}
      </Text>
    </Group>
  );
}
