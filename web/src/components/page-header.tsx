import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
}

/** Every page has exactly one h1, so screen-reader users land on its name. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1}>{title}</Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
