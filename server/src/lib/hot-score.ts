/* Reddit's "hot" rank: each tenfold of likes is worth as much as 12.5 hours of freshness. */
const EPOCH_SECONDS = Date.UTC(2025, 0, 1) / 1000;
const SECONDS_PER_ORDER = 45_000;

/** The trending sort key of a public item: stored, indexed, and recomputed whenever its likes change. */
export function hotScore(likes: number, createdAt: string): number {
  const order = Math.log10(Math.max(likes, 1));
  const age = Date.parse(createdAt) / 1000 - EPOCH_SECONDS;
  return Math.round((order + age / SECONDS_PER_ORDER) * 1e7) / 1e7;
}
