import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalsHost } from '../components/modals/modals-host';
import { createQueryClient } from '../lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import { AppNotifications } from './toasts/app-notifications';

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
  // Labels Mantine writes itself, in the learner's language: an icon-only close button needs a name.
  const localizedTheme = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    return mergeThemeOverrides(theme, {
      components: {
        PasswordInput: {
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePassword') } },
        },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
        Alert: { defaultProps: { closeButtonLabel: t('common.close') } },
      },
    });
  }, [t]);
  return (
    <MantineProvider
      theme={localizedTheme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      <QueryClientProvider client={client}>
        <AppNotifications />
        <ModalsHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
