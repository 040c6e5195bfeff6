import type { User, UserResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { setUser } from '../../../lib/session';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * "Today", streaks and review history follow the learner's zone: signing in from a browser in
 * another zone (a trip, a new laptop) saves the browser's, after the session holds the token. A
 * failure keeps the old zone; it is sent again at the next sign-in.
 */
export async function syncTimeZone(user: User): Promise<void> {
  const timeZone = browserTimeZone();
  if (!timeZone || timeZone === user.preferences.timeZone) return;
  try {
    const saved = await apiRequest<UserResponse>('/auth/preferences', { method: 'PUT', body: { timeZone } });
    setUser(saved.user);
  } catch {
    // Kept as it was; see above.
  }
}
