import type { Db } from '../db/database';

export interface JobLease {
  /**
   * Takes the lease, or renews it, until `now + ttlMs`: true when this holder has it, false while another
   * holder's has not expired.
   */
  acquire(now: Date, ttlMs: number): Promise<boolean>;
  /** Lets any instance take it at its next try. */
  release(now: Date): Promise<void>;
}

/*
 * One row of job_leases per background job: whichever instance moves `expires_at` on holds it. Taking it
 * is one conditional UPDATE (ours already, or expired), which both PostgreSQL (row lock, then the
 * condition read again) and SQLite (one writer) apply one at a time, so two instances never both win.
 * The row is made once, already expired.
 */
export function createJobLease(db: Db, name: string, holder: string): JobLease {
  return {
    async acquire(now, ttlMs) {
      await db
        .insertInto('job_leases')
        .values({ name, holder, expires_at: new Date(0).toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const taken = await db
        .updateTable('job_leases')
        .set({ holder, expires_at: new Date(now.getTime() + ttlMs).toISOString() })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now.toISOString())]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },
    async release(now) {
      await db
        .updateTable('job_leases')
        .set({ expires_at: now.toISOString() })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },
  };
}
