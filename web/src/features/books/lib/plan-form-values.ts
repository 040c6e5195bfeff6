import { PLAN_LIMITS, type Book, type CreatePlanRequest, type UpdatePlanRequest } from '@contract';
import type { FormErrors } from '../../../lib/form';
import { isDay } from './days';
import type { PlanWordsLeft } from './pace';

export type PaceMode = 'daily' | 'date';

export interface PlanFormValues {
  mode: PaceMode;
  /** '' while the field is empty (NumberInput's empty value). */
  dailyNew: number | string;
  /** YYYY-MM-DD, '' while none is chosen. */
  targetDate: string;
}

/** A new plan starts at 20 a day; a plan being changed starts from its own pace. */
export function initialPlanValues(book: Book): PlanFormValues {
  const plan = book.plan;
  return {
    mode: plan?.targetDate ? 'date' : 'daily',
    dailyNew: plan?.dailyNew ?? PLAN_LIMITS.dailyNewDefault,
    targetDate: plan?.targetDate ?? '',
  };
}

/** What is left to introduce: the plan's count, or for a new plan the whole book. */
export function wordsLeft(book: Book): PlanWordsLeft {
  return book.plan
    ? { remaining: book.plan.remaining, introducedToday: book.plan.introducedToday }
    : { remaining: book.wordCount, introducedToday: 0 };
}

export function validDailyNew(value: number | string): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= PLAN_LIMITS.dailyNewMin &&
    value <= PLAN_LIMITS.dailyNewMax
  );
}

/** A date after the learner's today (the server refuses today and earlier). */
export function validTargetDate(value: string, today: string): boolean {
  return isDay(value) && value > today;
}

/**
 * The contract's message keys for what the server would refuse, checked before sending; an empty date
 * gets `dateRequired` (the caller's own text) rather than the format message.
 */
export function planFormErrors(values: PlanFormValues, today: string, dateRequired: string): FormErrors {
  if (values.mode === 'daily')
    return validDailyNew(values.dailyNew) ? {} : { dailyNew: 'validation.dailyNewRange' };
  if (values.targetDate === '') return { targetDate: dateRequired };
  if (!isDay(values.targetDate)) return { targetDate: 'validation.targetDateInvalid' };
  if (!validTargetDate(values.targetDate, today)) return { targetDate: 'validation.targetDateNotFuture' };
  return {};
}

/** POST /plans: the pace the learner chose, the other left out. */
export function createRequest(bookId: string, values: PlanFormValues): CreatePlanRequest {
  return values.mode === 'date'
    ? { bookId, targetDate: values.targetDate }
    : { bookId, dailyNew: Number(values.dailyNew) };
}

/** PUT /plans/{bookId}: a daily number also clears a date (`targetDate: null`), which would win. */
export function updateRequest(values: PlanFormValues): UpdatePlanRequest {
  return values.mode === 'date'
    ? { targetDate: values.targetDate }
    : { dailyNew: Number(values.dailyNew), targetDate: null };
}
