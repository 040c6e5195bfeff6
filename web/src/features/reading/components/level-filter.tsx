import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLevelName } from '../hooks/use-level-name';

const ALL = 'all';

interface LevelFilterProps {
  levels: string[];
  level: string | null;
  onLevelChange: (level: string | null) => void;
  /** The dictionary forms shown and not in the learner's list: what "Add all of these" adds. */
  toAdd: string[];
  adding: boolean;
  onAddAll: () => void;
}

/** Only the words at or above a level are marked; those of them not in the list can be added at once. */
export function LevelFilter({ levels, level, onLevelChange, toAdd, adding, onAddAll }: LevelFilterProps) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const options = [
    { value: ALL, label: t('reading.filter.all') },
    ...levels.map((id) => ({ value: id, label: t('reading.filter.atOrAbove', { level: levelName(id) }) })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('reading.filter.label')}
        data={options}
        value={level ?? ALL}
        onChange={(value) => onLevelChange(!value || value === ALL ? null : value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="reading-level-filter"
      />
      <Group gap="sm" align="center" wrap="wrap" flex="1 1 260px">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="reading-to-add">
          {t('reading.filter.toAdd', { count: toAdd.length })}
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlaylistAdd size={18} />}
          disabled={toAdd.length === 0}
          loading={adding}
          onClick={onAddAll}
        >
          {t('reading.filter.addAll')}
        </Button>
      </Group>
    </Group>
  );
}
