import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '@contract';
import { useSession } from '../../../lib/session';
import { useDueCount } from '../api/get-due-count';

/* What one session holds: a larger count reads "99+". */
const shown = (count: number) =>
  count >= REVIEW_LIMITS.queueMax ? `${REVIEW_LIMITS.queueMax - 1}+` : String(count);

/**
 * The top bar's counts on "Review": cards due now (red) and, apart, new cards a session would bring
 * (light); nothing when there are neither. The same "due" as Home and Profile.
 */
export function ReviewDueBadge() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { data } = useDueCount(status === 'signed-in');
  if (!data || (data.due === 0 && data.fresh === 0)) return null;
  const due = shown(data.due);
  const fresh = shown(data.fresh);
  return (
    <>
      {data.due > 0 && (
        <Badge
          size="sm"
          circle={due.length === 1}
          ml={6}
          color="red"
          aria-hidden
          data-testid="review-due-badge"
        >
          {due}
        </Badge>
      )}
      {data.fresh > 0 && (
        <Badge
          size="sm"
          circle={fresh.length === 1}
          ml={data.due > 0 ? 4 : 6}
          color="blue"
          variant="light"
          aria-hidden
          data-testid="review-new-badge"
        >
          {fresh}
        </Badge>
      )}
      <VisuallyHidden>
        {data.due > 0 && t('nav.reviewDue', { count: data.due })}
        {data.due > 0 && data.fresh > 0 && ', '}
        {data.fresh > 0 && t('nav.reviewNew', { count: data.fresh })}
      </VisuallyHidden>
    </>
  );
}
