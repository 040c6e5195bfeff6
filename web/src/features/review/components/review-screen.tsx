import { useCallback, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Kbd, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { LiveRegion } from '../../../components/live-region';
import { LoadingState } from '../../../components/loading-state';
import { useReviewStats } from '../api/get-review-stats';
import { useOfflineReview } from '../hooks/use-offline-review';
import { useReviewSession } from '../hooks/use-review-session';
import { useUndoKey } from '../hooks/use-undo-key';
import { hideKnownToast, showKnownToast } from './known-toast';
import { isWritingTurn, useWritingCadence } from '../lib/writing-cadence';
import { LeechesSection } from './leeches-section';
import { OfflineNotice } from './offline-notice';
import { ReviewCardView } from './review-card-view';
import { ReviewDone } from './review-done';
import { ReviewProgress } from './review-progress';
import { WritingCadenceSelect } from './writing-cadence-select';

/**
 * The review sitting: one card at a time until the queue is empty, then the end screen and `afterDone`
 * (the page puts the mistake drills there), and the list of leeches below.
 */
export function ReviewScreen({ afterDone }: { afterDone?: ReactNode } = {}) {
  const { t } = useTranslation();
  const session = useReviewSession();
  const network = useOfflineReview();
  const [writeEvery, setWriteEvery] = useWritingCadence();
  const finished = !session.loading && !session.error && session.current === null;
  const stats = useReviewStats();
  const { undoable } = session;
  const undo = () => {
    if (undoable?.kind === 'known') hideKnownToast(undoable);
    session.undo();
  };
  useUndoKey(undoable ? undo : null);
  const { markKnown: mark, undoKnown } = session;
  const markKnown = useCallback(() => {
    const action = mark();
    if (action) showKnownToast(action, () => undoKnown(action));
  }, [mark, undoKnown]);

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
        key={`${session.current.word.id}-${session.reviewed}-${session.known}`}
        card={session.current}
        onRate={session.rate}
        onKnown={markKnown}
        onAccept={session.accept}
        onSuspend={session.suspend}
        // A written sentence is checked by the server: offline, every card is rated.
        startWriting={!network.offline && isWritingTurn(session.reviewed, writeEvery)}
      />
    );
  } else if (finished) {
    body = (
      <>
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
        {afterDone}
      </>
    );
  } else {
    body = <LoadingState />;
  }

  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <OfflineNotice offline={network.offline} waiting={network.waiting} />
      {(session.total > 0 || undoable) && (
        <Group gap="sm" wrap="nowrap">
          <Box flex={1}>
            {session.total > 0 && (
              <ReviewProgress
                done={session.reviewed + session.known}
                known={session.known}
                total={session.total}
              />
            )}
          </Box>
          {undoable && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              rightSection={
                <Kbd size="xs" visibleFrom="sm" aria-hidden>
                  Z
                </Kbd>
              }
              onClick={undo}
              aria-label={
                undoable.kind === 'rating'
                  ? t('review.undo.label', { word: undoable.card.word.word })
                  : t('review.known.undoLabel', { word: undoable.card.word.word })
              }
              aria-keyshortcuts="Z Control+Z Meta+Z"
              data-testid="review-undo"
            >
              {t('review.undo.button')}
            </Button>
          )}
        </Group>
      )}
      {body}
      <Group justify="flex-end">
        <WritingCadenceSelect value={writeEvery} onChange={setWriteEvery} />
      </Group>
      <LeechesSection />
      <LiveRegion
        id={session.reviewed}
        message={
          // An "I know this" is said by its toast.
          session.lastAction?.kind === 'rating'
            ? t('review.rated', {
                word: session.lastAction.card.word.word,
                rating: t(`review.rate.${session.lastAction.rating}`),
              })
            : ''
        }
      />
    </Stack>
  );
}
