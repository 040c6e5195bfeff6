import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How far through this sitting: cards rated or marked known, of cards in it. */
export function ReviewProgress({ done, known, total }: { done: number; known: number; total: number }) {
  const { t } = useTranslation();
  const label =
    known > 0 ? t('review.progressKnown', { done, total, known }) : t('review.progress', { done, total });
  return (
    <Group gap="sm" wrap="nowrap">
      {/* The section is the progressbar: its ARIA is set here, since Mantine's own says only "n%". */}
      <Progress.Root flex={1} size="md" radius="xl" transitionDuration={200}>
        <Progress.Section
          value={total === 0 ? 0 : (done / total) * 100}
          withAria={false}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={label}
          aria-label={t('review.progressLabel')}
        />
      </Progress.Root>
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
