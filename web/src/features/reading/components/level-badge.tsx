import { Badge } from '@mantine/core';
import { useLevelName } from '../hooks/use-level-name';

/** The first word book holding the word ("CET-4"); nothing for a word in no book. */
export function LevelBadge({ level }: { level: string | null }) {
  const levelName = useLevelName();
  if (level === null) return null;
  return (
    <Badge variant="light" color="indigo" size="sm" tt="none" data-testid="reading-level">
      {levelName(level)}
    </Badge>
  );
}
