import {
  computeParameters,
  FSRSBinding,
  FSRSBindingItem,
  FSRSBindingReview,
} from '@open-spaced-repetition/binding';
import { trainingItems, type CardHistory } from './training-items';

/*
 * One fit, in a child process of the server (run-fit.ts starts it at the lowest CPU priority): building the
 * optimizer's items, the fit and both evaluations are CPU work that must neither hold the server's event
 * loop nor take a CPU from its requests. The Rust optimizer (fsrs-rs through
 * @open-spaced-repetition/binding) trains with the short-term parameters on, as the scheduler has learning
 * steps, and one relearning step (ts-fsrs's default '10m').
 */

export interface FitRequest {
  histories: CardHistory[];
  /** The parameters in use now: the fit is compared with them. */
  current: number[];
}

export interface FitOutcome {
  parameters: number[];
  /** The training items: ratings on a later day than the card's previous one. */
  reviews: number;
  logLoss: { before: number; after: number };
}

export type FitMessage = { type: 'done'; outcome: FitOutcome } | { type: 'failed'; message: string };

/* Kept to 4 decimals, as Anki shows them; the evaluation scores what is stored. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

async function fit({ histories, current }: FitRequest): Promise<FitOutcome> {
  const items = trainingItems(histories).map(
    (item) =>
      new FSRSBindingItem(item.reviews.map((review) => new FSRSBindingReview(review.rating, review.deltaT))),
  );
  const fitted = (await computeParameters(items, { enableShortTerm: true, numRelearningSteps: 1 })).map(
    round,
  );
  // Log loss of each set on the same items, weighted as fsrs-rs weighs them (recent ones more).
  const before = new FSRSBinding(current).evaluate(items).logLoss;
  const after = new FSRSBinding(fitted).evaluate(items).logLoss;
  return { parameters: fitted, reviews: items.length, logLoss: { before, after } };
}

process.once('message', (request: FitRequest) => {
  const answer = (message: FitMessage) => process.send?.(message, () => process.exit(0));
  fit(request).then(
    (outcome) => answer({ type: 'done', outcome }),
    (error: unknown) =>
      answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
