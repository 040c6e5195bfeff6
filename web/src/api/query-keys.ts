/**
 * Every generations (or sentence-checks) query starts with one of these keys, whichever feature owns
 * it: one invalidation then refreshes detail pages, own lists and the community feeds together.
 */
export const GENERATIONS_KEY = ['generations'] as const;
export const CHECKS_KEY = ['checks'] as const;
