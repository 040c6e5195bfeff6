import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract';
import { ModalsHost } from '../components/modals/modals-host';
import { createQueryClient } from '../lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so caches never leak between them. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { t } = useTranslation();
  // Labels Mantine writes itself, in the learner's language.
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          PasswordInput: {
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePassword') } },
          },
        },
      }),
    [t],
  );
  return (
    <MantineProvider
      theme={localizedTheme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      <QueryClientProvider client={client}>
        <Notifications
          position="top-right"
          autoClose={LIMITS.notificationMs}
          limit={LIMITS.notificationLimit}
        />
        <ModalsHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
