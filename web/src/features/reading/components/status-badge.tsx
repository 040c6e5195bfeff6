import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReadingStatus } from '@contract';

export const STATUS_COLORS: Record<ReadingStatus, string> = {
  unlisted: 'yellow',
  new: 'blue',
  learning: 'grape',
  review: 'teal',
  known: 'gray',
};

/** What the word is to the learner, in words (the text shows it by colour and underline). */
export function StatusBadge({ status }: { status: ReadingStatus }) {
  const { t } = useTranslation();
  return (
    // The status's tint, with the text's own colour on it: a light yellow's letters are too faint to read.
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      c="var(--mantine-color-text)"
      size="sm"
      tt="none"
      data-testid="reading-status"
    >
      {t(`reading.status.${status}`)}
    </Badge>
  );
}
