/**
 * Every generations (or sentence-checks) query starts with one of these keys, whichever feature owns
 * it: one invalidation then refreshes detail pages, own lists and the community feeds together.
 */
export const GENERATIONS_KEY = ['generations'] as const;
export const CHECKS_KEY = ['checks'] as const;

/**
 * Mistakes come from the learner's checks, so their key sits under CHECKS_KEY: a new, deleted or
 * cleared check refreshes the notebook with the same invalidation.
 */
export const MISTAKES_KEY = [...CHECKS_KEY, 'mistakes'] as const;

/**
 * Every words query starts with this key, so one invalidation refreshes the list, its stats and filters,
 * and what is read against the list (a reading's statuses). The words feature owns the list; the reading
 * view adds to it.
 */
export const WORDS_KEY = ['words'] as const;

/**
 * Review queue, due count and stats. Every word is a review card, so they sit under the words key:
 * adding, importing or deleting words refreshes the counts too.
 */
export const REVIEW_KEY = [...WORDS_KEY, 'review'] as const;
