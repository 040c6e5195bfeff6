import { get, update } from 'idb-keyval';
import type { ReviewRating } from '@contract';
import { offlineStore } from '../../../lib/offline-db';

/** A rating made without a network, kept on the device until the server has it. */
export interface WaitingRating {
  /** Made with the rating; sent with it every time, so the server records it once however often it is sent. */
  reviewId: string;
  wordId: string;
  /** The word as shown, for the notice when the server refuses the rating. */
  word: string;
  rating: ReviewRating;
  durationMs: number;
  /** When the rating was made (ISO): the server schedules the card from then. */
  reviewedAt: string;
}

const KEY = 'review.ratings';

/** What the offline notice shows: ratings still to send, and whether the server could not be reached. */
export interface OfflineStatus {
  waiting: number;
  unreachable: boolean;
}

let status: OfflineStatus = { waiting: 0, unreachable: false };
const listeners = new Set<() => void>();

function publish(next: Partial<OfflineStatus>): void {
  if (Object.entries(next).every(([key, value]) => status[key as keyof OfflineStatus] === value)) return;
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

export function offlineStatus(): OfflineStatus {
  return status;
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A request failed for want of a network (true), or the server answered (false). */
export function noteReachable(reachable: boolean): void {
  publish({ unreachable: !reachable });
}

/** The ratings waiting to be sent, oldest first. */
export async function waitingRatings(): Promise<WaitingRating[]> {
  let ratings: WaitingRating[] = [];
  try {
    ratings = (await get<WaitingRating[]>(KEY, offlineStore())) ?? [];
  } catch {
    // Without storage (a browser that refuses IndexedDB) nothing was kept: review simply needs the network.
  }
  publish({ waiting: ratings.length });
  return ratings;
}

export async function keepRating(rating: WaitingRating): Promise<void> {
  let count = 0;
  await update<WaitingRating[]>(
    KEY,
    (ratings = []) => {
      // A rating retried with its reviewId is the same rating: kept once.
      const kept = ratings.some((other) => other.reviewId === rating.reviewId)
        ? ratings
        : [...ratings, rating];
      count = kept.length;
      return kept.sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
    },
    offlineStore(),
  );
  publish({ waiting: count });
}

/** Forgets a rating once the server has it, or has refused it. */
export async function forgetRating(reviewId: string): Promise<void> {
  let count = 0;
  await update<WaitingRating[]>(
    KEY,
    (ratings = []) => {
      const kept = ratings.filter((other) => other.reviewId !== reviewId);
      count = kept.length;
      return kept;
    },
    offlineStore(),
  );
  publish({ waiting: count });
}
