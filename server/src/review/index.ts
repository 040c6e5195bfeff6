/* Review: what other features may use of it. Everything else in the folder is its own business. */
export { exportCard, exportReview } from './export';
export type { ReviewRepository } from './repository';
export type { PlanServing, PlanWords } from './plan-words';
/* FSRS with its default parameters, fuzz seed and minute rounding: mistake drills are scheduled by it. */
export { asReviewState, fromFsrsCard, reviewMinute, scheduler, toFsrsCard } from './scheduler';
