import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@contract';
import { createQueryClient } from '../lib/query-client';
import { colorSchemeManager, theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so caches never leak between them. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications
            position="top-right"
            autoClose={LIMITS.notificationMs}
            limit={LIMITS.notificationLimit}
          />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
