import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { getSession, signOut } from './session';

interface SigningOut {
  signingOut?: boolean;
}

/**
 * Logout from the top bar, the phone menu or the profile page: go home, and end the session only
 * once home is on screen (useCompleteSignOut). Ending it first would let a protected page that is
 * still showing send the user to /login instead.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: SigningOut = { signingOut: true };
    void navigate(paths.home, { state });
  }, [navigate]);
}

/** Mounted once in the layout. */
export function useCompleteSignOut(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const signingOut = (location.state as SigningOut | null)?.signingOut === true;

  useEffect(() => {
    if (!signingOut) return;
    void navigate(location.pathname, { replace: true, state: null });
    if (getSession().status === 'guest') return;
    signOut();
    // Nothing of the previous user may linger in the cache.
    queryClient.clear();
    notifications.show({ color: 'teal', message: t('auth.loggedOut') });
  }, [signingOut]); // eslint-disable-line react-hooks/exhaustive-deps
}
