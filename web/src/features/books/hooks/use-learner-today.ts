import { DEFAULT_TIME_ZONE } from '@contract';
import { useSession } from '../../../lib/session';
import { todayIn } from '../lib/days';

/** Today in the learner's time zone: the day their plan counts from, as the server's does. */
export function useLearnerToday(): string {
  const { user } = useSession();
  return todayIn(user?.preferences.timeZone ?? DEFAULT_TIME_ZONE);
}
