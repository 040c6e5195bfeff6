import { describe, expect, it } from 'vitest';
import { createChecksRepository } from '../checks/repository';
import { createGenerationsRepository } from '../generations/repository';
import { TEST_DATABASES, type TestApp } from '../test/app';
import { withLearnerPair } from '../test/suite';
import { seedCheck, seedGeneration, type Learner } from '../test/community';

/*
 * Feeds and related lists choose their ids in one query and load the items in another; an item made
 * private in between must not be shown. The load itself filters: public ones, or the viewer's own.
 */
describe.each(TEST_DATABASES)('items loaded by id keep their visibility (%s)', (database) => {
  const suite = withLearnerPair(database);

  /* Two of the owner's items; the second is made private after the page's ids were chosen. */
  const expectFlippedOnlyToOwner = async (
    seed: (app: TestApp, userId: string) => Promise<string>,
    repository: { findVisibleByIds(ids: string[], viewer: string | null): Promise<Array<{ id: string }>> },
    owner: Learner,
    other: Learner,
  ) => {
    const shown = await seed(suite.t, owner.id);
    const flipped = await seed(suite.t, owner.id);
    const ids = [shown, flipped];
    // The privacy flip lands after the page's ids were chosen.
    await suite.t.database.db
      .updateTable('published_items')
      .set({ is_public: 0 })
      .where('id', '=', flipped)
      .execute();
    const idsOf = async (viewer: string | null) =>
      (await repository.findVisibleByIds(ids, viewer)).map((row) => row.id).sort();
    expect(await idsOf(null)).toEqual([shown]);
    expect(await idsOf(other.id)).toEqual([shown]);
    expect(await idsOf(owner.id)).toEqual([...ids].sort());
  };

  it('generations: a public one, and a private one only to its owner', () =>
    expectFlippedOnlyToOwner(
      seedGeneration,
      createGenerationsRepository(suite.t.database.db),
      suite.alice,
      suite.bob,
    ));

  it('checks: a public one, and a private one only to its owner', () =>
    expectFlippedOnlyToOwner(seedCheck, createChecksRepository(suite.t.database.db), suite.bob, suite.alice));
});
