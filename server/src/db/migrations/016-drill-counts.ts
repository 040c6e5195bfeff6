import { sql, type Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * drills.mistake_count is now kept with every write (a check saved adds its mistakes, a check deleted takes
 * them away, a drill left with none goes). Before, it was written as 1 and never moved, and drills whose
 * checks were deleted stayed: count each drill's mistakes once, and remove the drills with none.
 */
export const drillCounts: AppMigration = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE drills SET mistake_count =
      (SELECT count(*) FROM mistakes WHERE mistakes.drill_id = drills.id)`.execute(db);
    await sql`DELETE FROM drills WHERE mistake_count = 0`.execute(db);
  },
};
