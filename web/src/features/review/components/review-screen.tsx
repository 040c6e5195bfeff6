import { Alert, Box, Button, Group, Kbd, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { LiveRegion } from '../../../components/live-region';
import { LoadingState } from '../../../components/loading-state';
import { useReviewStats } from '../api/get-review-stats';
import { useReviewSession } from '../hooks/use-review-session';
import { useUndoKey } from '../hooks/use-undo-key';
import { ReviewCardView } from './review-card-view';
import { ReviewDone } from './review-done';
import { ReviewProgress } from './review-progress';

/** The review sitting: one card at a time until the queue is empty, then the end screen. */
export function ReviewScreen() {
  const { t } = useTranslation();
  const session = useReviewSession();
  const finished = !session.loading && !session.error && session.current === null;
  const stats = useReviewStats();
  useUndoKey(session.undoable ? session.undo : null);

  let body;
  if (session.error) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('review.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          {errorMessage(session.error, t('errors.generic'))}
          <Button size="xs" variant="light" color="red" onClick={session.retry}>
            {t('review.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (session.current) {
    body = (
      <ReviewCardView
        key={`${session.current.word.id}-${session.reviewed}`}
        card={session.current}
        onRate={session.rate}
      />
    );
  } else if (finished) {
    body = (
      <ReviewDone
        reviewed={session.reviewed}
        withoutSentence={session.withoutSentence}
        stats={stats.data}
        onMore={session.more}
        onDue={() => {
          session.more();
          void stats.refetch();
        }}
      />
    );
  } else {
    body = <LoadingState />;
  }

  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      {(session.total > 0 || session.undoable) && (
        <Group gap="sm" wrap="nowrap">
          <Box flex={1}>
            {session.total > 0 && <ReviewProgress done={session.reviewed} total={session.total} />}
          </Box>
          {session.undoable && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              rightSection={
                <Kbd size="xs" visibleFrom="sm" aria-hidden>
                  Z
                </Kbd>
              }
              onClick={session.undo}
              aria-label={t('review.undo.label', { word: session.undoable.word })}
              aria-keyshortcuts="Z Control+Z Meta+Z"
              data-testid="review-undo"
            >
              {t('review.undo.button')}
            </Button>
          )}
        </Group>
      )}
      {body}
      <LiveRegion
        id={session.reviewed}
        message={
          session.lastRated
            ? t('review.rated', {
                word: session.lastRated.word,
                rating: t(`review.rate.${session.lastRated.rating}`),
              })
            : ''
        }
      />
    </Stack>
  );
}
