import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckIssue } from '@contract';
import { registerUser } from '../../test/accounts';
import { checkJson } from '../../test/ai-provider';
import { createAiTestApp, createCheck, type AiTestApp } from '../../test/generations';
import { TEST_DATABASES } from '../../test/app';
import { drillCounts } from './016-drill-counts';

/*
 * Before drills kept their counts, every drill said 1 and drills whose checks were deleted stayed. Migration
 * 016 counts each drill's mistakes and removes the drills left with none.
 */
describe.each(TEST_DATABASES)('migration 016 on drills counted the old way (%s)', (database) => {
  let ai: AiTestApp;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
  });
  afterAll(() => ai.close());

  const issue: CheckIssue = {
    type: 'grammar',
    original: 'go',
    suggestion: 'goes',
    explanation: 'Agreement.',
    start: 3,
    end: 5,
  };

  it('counts each drill’s mistakes and removes the drills with none', async () => {
    const learner = await registerUser(ai.t);
    for (let i = 0; i < 2; i += 1) {
      ai.provider.enqueue({
        content: checkJson({ correctedSentence: 'He goes home.', isCorrect: false, issues: [issue] }),
      });
      await createCheck(ai.t, learner.token, 'He go home.');
    }
    const db = ai.t.database.db;
    const [shared] = await db
      .selectFrom('drills')
      .select('id')
      .where('user_id', '=', learner.user.id)
      .execute();
    // The old shape: a count of 1 whatever the mistakes, and a drill whose check is gone.
    await db.updateTable('drills').set({ mistake_count: 1 }).where('id', '=', shared!.id).execute();
    const orphan = await db
      .selectFrom('drills')
      .selectAll()
      .where('id', '=', shared!.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('drills')
      .values({ ...orphan, id: `${orphan.id}-orphan`, original_key: 'goed', mistake_count: 1 })
      .execute();

    await drillCounts.up(db as never, database);

    const after = await db
      .selectFrom('drills')
      .select(['id', 'mistake_count'])
      .where('user_id', '=', learner.user.id)
      .execute();
    expect(after).toEqual([{ id: shared!.id, mistake_count: 2 }]);
  });
});
