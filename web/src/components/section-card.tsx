import { useId, type ReactNode } from 'react';
import { Card, Stack, Text, Title, type MantineSpacing } from '@mantine/core';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
  /** Space between the heading and each part of the section. */
  gap?: MantineSpacing;
  /** A section within a page's main one takes a smaller heading. */
  titleSize?: 'h3' | 'h4';
}

/**
 * One titled card per section of a page (Profile composes several features' sections). The heading
 * names the region for screen readers; its id is unique whatever the title's script.
 */
export function SectionCard({
  title,
  description,
  children,
  testId,
  gap = 'md',
  titleSize = 'h3',
}: SectionCardProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap={gap}>
        <div>
          <Title order={2} size={titleSize} id={id}>
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
