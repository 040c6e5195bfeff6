import type { ReactNode } from 'react';
import { Card, Center, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider for content that needs it, such as the three-step reset indicator. */
  maxWidth?: number;
}

/** The calm centred card every sign-in screen shares. */
export function AuthCard({ title, subtitle, children, footer, maxWidth = 460 }: AuthCardProps) {
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Stack w="100%" maw={maxWidth} gap="md">
        <Stack gap={4} ta="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        <Card shadow="sm" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Card>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
