import { useEffect } from 'react';
import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@contract';
import { collapseRepeatedToasts } from './collapse-repeats';

/*
 * Bottom right: at the top the toasts covered the header's theme, language and account buttons, and
 * nothing is fixed at the bottom of any screen. Three at a time (the rest wait their turn) so a burst
 * never walls off the page.
 */
export const TOAST_POSITION = 'bottom-right';
export const VISIBLE_TOASTS = 3;

export function AppNotifications() {
  useEffect(() => collapseRepeatedToasts(), []);
  return <Notifications position={TOAST_POSITION} autoClose={LIMITS.notificationMs} limit={VISIBLE_TOASTS} />;
}
