import { Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntryResponse } from '@contract';

/** 'pre-' before · prefix: each part of the word with what it means and what kind of part it is. */
export function EntryRoots({ roots }: { roots: DictionaryEntryResponse['roots'] }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={4} listStyleType="none">
      {roots.map(({ part, meaning, kind }) => (
        <List.Item key={`${kind}-${part}`}>
          <Group gap={6} wrap="wrap" align="baseline">
            <Text span fw={700} lang="en">
              {part}
            </Text>
            <Text span size="xs" c="dimmed">
              {t(`dictionary.kind.${kind}`)}
            </Text>
            <Text span lang="en">
              {meaning}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
