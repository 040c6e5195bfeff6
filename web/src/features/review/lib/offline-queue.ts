import { get, set, update } from 'idb-keyval';
import { REVIEW_LIMITS, type ReviewCard, type ReviewQueueResponse } from '@contract';
import { offlineStore } from '../../../lib/offline-db';
import type { OfflineCard } from './offline-schedule';

const KEY = 'review.queue';
const MINUTE_MS = 60_000;

/** The last queue the server answered (up to REVIEW_LIMITS.queueMax cards, clozes included), as kept. */
export async function keepQueue(cards: ReviewCard[]): Promise<void> {
  const kept: OfflineCard[] = cards
    .slice(0, REVIEW_LIMITS.queueMax)
    .map((card) => ({ card, learningSteps: 0, ratedSinceKept: false }));
  await set(KEY, kept, offlineStore());
}

export async function keptCard(wordId: string): Promise<OfflineCard | undefined> {
  const kept = (await get<OfflineCard[]>(KEY, offlineStore())) ?? [];
  return kept.find((item) => item.card.word.id === wordId);
}

/** Replaces a kept card by the same card as rated (on the device, or by the server). */
export async function replaceKeptCard(next: OfflineCard): Promise<void> {
  await update<OfflineCard[]>(
    KEY,
    (kept = []) => kept.map((item) => (item.card.word.id === next.card.word.id ? next : item)),
    offlineStore(),
  );
}

/**
 * The queue as the server would serve it now from the kept cards, or null when none was kept: those not
 * rated since, in the server's order, then those rated on the device that fall due within the learn-ahead
 * window (an Again comes back in the same sitting, as online), soonest first.
 */
export async function keptQueue(now: Date): Promise<ReviewQueueResponse | null> {
  const kept = await get<OfflineCard[]>(KEY, offlineStore());
  if (!kept) return null;
  const until = now.getTime() + REVIEW_LIMITS.learnAheadMinutes * MINUTE_MS;
  const untouched = kept.filter((item) => !item.ratedSinceKept).map((item) => item.card);
  const comingBack = kept
    .filter((item) => item.ratedSinceKept && Date.parse(item.card.due) <= until)
    .map((item) => item.card)
    .sort((a, b) => Date.parse(a.due) - Date.parse(b.due));
  const cards = [...untouched, ...comingBack];
  return {
    success: true,
    cards,
    dueCount: cards.filter((card) => card.state !== 'new' && Date.parse(card.due) <= now.getTime()).length,
    newCount: cards.filter((card) => card.state === 'new').length,
  };
}
