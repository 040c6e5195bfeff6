import { useEffect } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { setLanguage } from '../i18n';
import { applyFontSettings } from '../lib/font-settings';
import { useSession } from '../lib/session';

/**
 * On login, register and the start-up /auth/me, the user's saved theme and language take over.
 * Keyed on the user id, not on every user update, so a toggle in flight is never undone by an
 * older answer. Fonts follow every update (they are saved only from the profile) and fall back
 * to the defaults for guests.
 */
export function useApplyUserPreferences(): void {
  const { user } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const userId = user?.id;

  useEffect(() => {
    if (!user) return;
    setColorScheme(user.preferences.theme);
    setLanguage(user.preferences.language);
    // Only a new sign-in should re-apply these; see above.
  }, [userId]); // eslint-disable-line react-hooks/exhaustive-deps

  const fonts = user?.preferences.fontSettings;
  useEffect(() => applyFontSettings(fonts), [fonts]);
}
