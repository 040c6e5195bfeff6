import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Language, Theme, UpdatePreferences } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { currentLanguage, setLanguage } from '../../../i18n';
import { getSession } from '../../../lib/session';
import { useUpdatePreferences } from '../api/update-preferences';

/**
 * Theme and language change at once for everyone; for a signed-in user they are also saved, so the
 * choice follows them to other devices. `announce` shows the success toast (the profile page wants
 * it; the top-bar toggles would only be noisy).
 */
/*
 * One toast for a run of preference changes: three quick switches update the same toast instead of
 * stacking three over the header controls.
 */
export function showSaved(message: string): void {
  const toast = { id: 'preferences-saved', color: 'teal', message };
  notifications.show(toast);
  notifications.update(toast);
}

export function useAppearance({ announce = false } = {}) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const theme = useComputedColorScheme('light');
  const save = useUpdatePreferences();

  const persist = (changes: UpdatePreferences) => {
    if (getSession().status !== 'signed-in') return;
    save.mutate(changes, {
      onSuccess: ({ message }) => {
        if (announce && message) showSaved(message);
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.preferencesFailed')) }),
    });
  };

  return {
    theme: theme as Theme,
    language: currentLanguage(),
    setTheme: (next: Theme) => {
      setColorScheme(next);
      persist({ theme: next });
    },
    setLanguage: (next: Language) => {
      setLanguage(next);
      persist({ language: next });
    },
  };
}
