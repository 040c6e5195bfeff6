import type { Db } from './database';

/**
 * A transaction as services hand it to repositories: the service that owns a write opens it, and every
 * repository method it calls inside runs its SQL on `trx`, so the write and its counters commit together.
 */
export type Transaction = Db;

export type RunInTransaction = <T>(work: (trx: Transaction) => Promise<T>) => Promise<T>;

/**
 * The one place a transaction is opened (eslint.config.js forbids `.transaction(` anywhere else in the
 * server): the composition root builds it once and hands it to the services that own writes.
 */
export function transactions(db: Db): RunInTransaction {
  return (work) => db.transaction().execute(work);
}
