import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWordStats } from '../api/get-word-stats';

/** Three numbers at a glance; quietly absent when they cannot be loaded (the list shows its own error). */
export function WordStats() {
  const { t, i18n } = useTranslation();
  const stats = useWordStats();
  if (stats.isError) return null;
  const items = [
    { label: t('words.stats.total'), value: stats.data?.totalWords },
    { label: t('words.stats.thisWeek'), value: stats.data?.addedThisWeek },
    { label: t('words.stats.usage'), value: stats.data?.totalUsage },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} aria-label={t('words.stats.label')} role="group">
      {items.map(({ label, value }) => (
        <Paper key={label} withBorder p={{ base: 'xs', sm: 'md' }} ta="center">
          {value === undefined ? (
            <Skeleton h={28} w={48} mx="auto" />
          ) : (
            <Text fz={{ base: 'xl', sm: 28 }} fw={700} lh={1.1}>
              {value.toLocaleString(i18n.language)}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
