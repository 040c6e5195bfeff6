import type { Db } from './database';

/**
 * A transaction as services hand it to repositories: the service that owns a write opens it, and every
 * repository method it calls inside runs its SQL on `trx`, so the write and its counters commit together.
 */
export type Transaction = Db;

export type RunInTransaction = <T>(work: (trx: Transaction) => Promise<T>) => Promise<T>;

/*
 * PostgreSQL ends one of two transactions that wait on each other (a deadlock) or that cannot be put in
 * order: it is rolled back whole, and running it again is what the server's manual asks of a client. SQLite
 * serialises writers and never raises either.
 */
const RETRIED_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

const retriable = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  RETRIED_CODES.has(String((error as { code?: unknown }).code));

/**
 * The one place a transaction is opened (eslint.config.js forbids `.transaction(` anywhere else in the
 * server): the composition root builds it once and hands it to the services that own writes. A transaction
 * PostgreSQL ended as a deadlock's loser runs again (up to three times), so two writes of one learner that
 * lock the same rows in different orders both land instead of one answering 500.
 */
export function transactions(db: Db): RunInTransaction {
  return async (work) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        if (attempt >= ATTEMPTS || !retriable(error)) throw error;
      }
    }
  };
}
