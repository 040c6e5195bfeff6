import { describe, expect, it } from 'vitest';
import { lintMessages as messagesOf } from '../test/lint';

/* The repository's own lint config keeps transactions in the services (docs/architecture.md). */

const OPENS_ONE = `import type { Db } from '../db/database';
export const save = (db: Db) => db.transaction().execute(async (trx) => trx);
`;

describe('lint: transactions belong to services', () => {
  it('refuses a repository that opens a transaction, saying where it belongs', async () => {
    expect(await messagesOf(OPENS_ONE, 'server/src/words/repository.ts')).toContainEqual(
      expect.stringMatching(/^no-restricted-syntax: open a transaction in the service .*RunInTransaction/),
    );
  });

  it('refuses a service that opens one itself instead of through RunInTransaction', async () => {
    expect(await messagesOf(OPENS_ONE, 'server/src/review/service.ts')).toContainEqual(
      expect.stringMatching(/^no-restricted-syntax: /),
    );
  });

  it('lets db/transaction.ts, where RunInTransaction is made, open them', async () => {
    expect(await messagesOf(OPENS_ONE, 'server/src/db/transaction.ts')).toEqual([]);
  });

  it('refuses words importing review: the two depend one way', async () => {
    const code = `import type { ReviewRepository } from '../review/repository';
export type Cards = ReviewRepository;
`;
    expect(await messagesOf(code, 'server/src/words/service.ts')).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*review builds on words/),
    );
  });
});
