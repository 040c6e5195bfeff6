import { notifications } from '@mantine/notifications';
import { ApiError, unreachable } from '../../../api/api-error';
import { i18n } from '../../../i18n';
import { rateCard, type RateCardRequest } from '../api/rate-card';
import { keptCard, replaceKeptCard } from './offline-queue';
import { forgetRating, keepRating, noteReachable, waitingRatings } from './offline-ratings';

/*
 * With no answer at all (`unreachable`) a rating waits; the server said no (4xx): it never will. Worth
 * sending again later: no network, the server failing (5xx), or too many requests just now.
 */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;
}

let sending: Promise<void> | null = null;

/**
 * Sends the ratings kept on the device, oldest first, each with its reviewId and reviewedAt (so a rating
 * sent twice, by two tabs or a lost answer, is recorded once). One run at a time; a run stops at the first
 * rating that cannot reach the server and the rest wait for the next. A rating the server refuses is
 * dropped with a notice: sent again it would be refused again.
 */
export function sendWaitingRatings(): Promise<void> {
  sending ??= sendInOrder().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder(): Promise<void> {
  for (const waiting of await waitingRatings()) {
    const { word, ...request } = waiting;
    try {
      await rateCard(request);
      noteReachable(true);
    } catch (error) {
      if (worthRetrying(error)) {
        noteReachable(!unreachable(error));
        return;
      }
      notifications.show({
        color: 'red',
        message: i18n.t('review.offline.dropped', { word, reason: (error as Error).message }),
      });
    }
    await forgetRating(waiting.reviewId);
  }
}

export interface Rating extends RateCardRequest {
  /** The word as shown, for a notice. */
  word: string;
  /** When the learner rated: kept ratings are scheduled from then. */
  madeAt: Date;
}

/**
 * A rating: sent at once when the server can be reached and nothing older waits, else kept on the device
 * (with the time it was made) and the kept card rescheduled there, so the offline queue knows whether it
 * comes back in this sitting. The server's answer refreshes the kept card too, so a queue served offline
 * later does not show a card again that was rated online.
 */
export async function rateOrKeep({ word, madeAt, ...request }: Rating): Promise<void> {
  if ((await waitingRatings()).length > 0) await sendWaitingRatings();
  if ((await waitingRatings()).length === 0) {
    try {
      const { card } = await rateCard(request);
      noteReachable(true);
      await replaceKeptCard({ card, learningSteps: 0, ratedSinceKept: true }).catch(() => undefined);
      return;
    } catch (error) {
      if (!unreachable(error)) throw error;
      noteReachable(false);
    }
  }
  await keepRating({ ...request, word, reviewedAt: madeAt.toISOString() });
  const kept = await keptCard(request.wordId);
  if (!kept) return;
  const { rateOnDevice } = await import('./offline-schedule');
  await replaceKeptCard(rateOnDevice(kept, request.rating, madeAt));
}
