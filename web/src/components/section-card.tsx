import { useId, type ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * One titled card per section of a page (Profile composes several features' sections). The heading
 * names the region for screen readers; its id is unique whatever the title's script.
 */
export function SectionCard({ title, description, children, testId }: SectionCardProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
