import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '@contract';
import { useSession } from '../../../lib/session';
import { useDueCount } from '../api/get-due-count';

/** The top bar's count on "Review": cards a session would bring now; nothing when there are none. */
export function ReviewDueBadge() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { data: count } = useDueCount(status === 'signed-in');
  if (!count) return null;
  const shown = count >= REVIEW_LIMITS.queueMax ? `${REVIEW_LIMITS.queueMax - 1}+` : String(count);
  return (
    <>
      <Badge
        size="sm"
        circle={shown.length === 1}
        ml={6}
        color="red"
        aria-hidden
        data-testid="review-due-badge"
      >
        {shown}
      </Badge>
      <VisuallyHidden>{t('nav.reviewDue', { count })}</VisuallyHidden>
    </>
  );
}
