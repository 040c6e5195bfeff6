import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The repository's own lint config keeps transactions in the services (docs/architecture.md): this runs
 * it on snippets as if they were files of the server, so the rules cannot quietly disappear.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function messagesOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

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
