import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface StatCardProps {
  icon: Icon;
  label: string;
  /** undefined while loading; null when it could not be loaded (shown as a dash). */
  value: number | null | undefined;
  /** The value is a lower bound (e.g. "500+"). */
  atLeast?: boolean;
  /** Written after the number, e.g. "%". */
  unit?: string;
}

/** One number with its label, formatted for the UI language. */
export function StatCard({ icon: StatIcon, label, value, atLeast = false, unit = '' }: StatCardProps) {
  const { i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" radius="md" size={36} aria-hidden visibleFrom="xs">
          <StatIcon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          {/* A div, not a paragraph: the loading skeleton inside it is a div too. */}
          <Text component="div" fz={{ base: 'lg', sm: 'xl' }} fw={800} lh={1.2} data-testid="stat-value">
            {value === undefined ? (
              <Skeleton height={24} width={48} my={2} />
            ) : value === null ? (
              '—'
            ) : (
              `${value.toLocaleString(i18n.language)}${atLeast ? '+' : ''}${unit}`
            )}
          </Text>
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
