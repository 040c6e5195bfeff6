import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChecksRepository } from '../checks/repository';
import { createGenerationsRepository } from '../generations/repository';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { createLearners, seedCheck, seedGeneration, type Learner } from '../test/community';

/*
 * Feeds and related lists choose their ids in one query and load the items in another; an item made
 * private in between must not be shown. The load itself filters: public ones, or the viewer's own.
 */
describe.each(TEST_DATABASES)('items loaded by id keep their visibility (%s)', (database) => {
  let t: TestApp;
  let alice: Learner;
  let bob: Learner;
  beforeAll(async () => {
    t = await createTestApp({ database });
    [alice, bob] = (await createLearners(t, 2)) as [Learner, Learner];
  });
  afterAll(() => t.close());

  it('generations: a public one, and a private one only to its owner', async () => {
    const shown = await seedGeneration(t, alice.id);
    const flipped = await seedGeneration(t, alice.id);
    const ids = [shown, flipped];
    // The privacy flip lands after the page's ids were chosen.
    await t.database.db
      .updateTable('published_items')
      .set({ is_public: 0 })
      .where('id', '=', flipped)
      .execute();
    const repository = createGenerationsRepository(t.database.db);
    const idsOf = async (viewer: string | null) =>
      (await repository.findVisibleByIds(ids, viewer)).map((row) => row.id).sort();
    expect(await idsOf(null)).toEqual([shown]);
    expect(await idsOf(bob.id)).toEqual([shown]);
    expect(await idsOf(alice.id)).toEqual([...ids].sort());
  });

  it('checks: a public one, and a private one only to its owner', async () => {
    const shown = await seedCheck(t, bob.id);
    const flipped = await seedCheck(t, bob.id);
    const ids = [shown, flipped];
    await t.database.db
      .updateTable('published_items')
      .set({ is_public: 0 })
      .where('id', '=', flipped)
      .execute();
    const repository = createChecksRepository(t.database.db);
    const idsOf = async (viewer: string | null) =>
      (await repository.findVisibleByIds(ids, viewer)).map((row) => row.id).sort();
    expect(await idsOf(null)).toEqual([shown]);
    expect(await idsOf(alice.id)).toEqual([shown]);
    expect(await idsOf(bob.id)).toEqual([...ids].sort());
  });
});
