import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORD_SORTS } from '@contract';
import { createTestApp, type TestApp } from '../test/app';
import { createLearners, type Learner } from '../test/community';
import { createWordsRepository } from './repository';

/*
 * A learner's word list and its search read only that learner's entries of a words index, whatever the
 * sort, with or without a search: never a scan of everyone's words. (SQLite, the default database; the
 * feeds' plans are checked on both databases in community/feeds.test.ts.)
 */
describe('word list query plans (sqlite)', () => {
  let t: TestApp;
  let learner: Learner;
  beforeAll(async () => {
    t = await createTestApp();
    [learner] = (await createLearners(t, 1)) as [Learner];
  });
  afterAll(() => t.close());

  /** The plan of the query `run` sends (it is run too, through a plugin that keeps its tree). */
  async function planOf(run: (repository: ReturnType<typeof createWordsRepository>) => Promise<unknown>) {
    const nodes: RootOperationNode[] = [];
    const keep: KyselyPlugin = {
      transformQuery: ({ node }) => {
        nodes.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = t.database.db.withPlugin(keep);
    await run(createWordsRepository(db));
    const compiled = t.database.db.getExecutor().compileQuery(nodes.at(-1)!, { queryId: 'plan' });
    const rows = await t.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.rows.map((row) => row.detail).join('\n');
  }

  for (const sort of WORD_SORTS) {
    for (const search of [undefined, 'ar']) {
      it(`pages by ${sort}${search ? ', searching' : ''} from the learner's index entries`, async () => {
        const plan = await planOf((words) => words.page({ userId: learner.id, sort, limit: 20, search }));
        if (search !== undefined) {
          // A substring search reads all of the learner's entries (as its count does) and sorts only the
          // matches by tier (search-tier.ts): one learner's list, never the table.
          expect(plan).toMatch(/SEARCH words USING (COVERING )?INDEX words_user_\w+ \(user_id=\?/);
          expect(plan).not.toMatch(/SCAN/);
          return;
        }
        if (sort === 'due') {
          // The next-review order walks the learner's review queue index, then finds each word by key.
          expect(plan).toMatch(
            /SEARCH review_cards USING (COVERING )?INDEX review_cards_user_queue \(user_id=\?/,
          );
          expect(plan).toMatch(/SEARCH words USING INDEX sqlite_autoindex_words_\d \(id=\?\)/);
          expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
          return;
        }
        expect(plan).toMatch(
          /SEARCH words USING (COVERING )?INDEX (words_user_\w+|sqlite_autoindex_words_\d) \(user_id=\?/,
        );
        expect(plan).not.toMatch(/SCAN words\b/);
      });
    }
  }

  it('filters by review state from the learner index entries, with the words order kept', async () => {
    const now = new Date().toISOString();
    for (const filter of ['due', 'scheduled', 'new'] as const) {
      const plan = await planOf((words) =>
        words.page({ userId: learner.id, sort: 'recent', limit: 20, review: { filter, now } }),
      );
      expect(plan).toMatch(/SEARCH words USING INDEX words_user_\w+ \(user_id=\?/);
      expect(plan).not.toMatch(/SCAN/);
    }
  });

  it('counts a search from the learner index entries', async () => {
    const plan = await planOf((words) => words.count({ userId: learner.id, search: 'ar' }));
    expect(plan).toMatch(/SEARCH words USING COVERING INDEX words_user_search \(user_id=\?\)/);
  });
});
