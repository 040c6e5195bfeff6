import type { Learner } from '../auth';

/** How many of one book's new cards the queue serves now. */
export interface PlanServing {
  bookId: string;
  count: number;
}

/**
 * What the queue asks of word-book plans. Plans depend on review (they mark cards known), so review does
 * not import plans: it names here the one thing it needs, and the composition root (app.ts) hands it the
 * plans service, which has this method. Without plans the queue serves the learner's own words only.
 */
export interface PlanWords {
  /**
   * Brings into the learner's list the next words of each active, unpaused plan that fit today's allowance
   * and `room` (the queue's places left after due and own new cards), each with its new card marked with
   * the book (review_cards.plan_book); then says, per plan in the order they were started, how many of
   * that book's new cards to serve, oldest first. The counts add up to at most `room`.
   */
  serve(learner: Learner, now: Date, room: number): Promise<PlanServing[]>;
}
