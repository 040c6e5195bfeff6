import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('DATA_DIR on first start', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('the folder is 0700, the generated secret 0600', () => {
    root = mkdtempSync(join(tmpdir(), 'wordloom-modes-'));
    const dataDir = join(root, 'data');
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'app-secret'))).toBe(0o600);
  });

  it('the SQLite database and its WAL files are 0600', async () => {
    root = mkdtempSync(join(tmpdir(), 'wordloom-modes-'));
    const dataDir = join(root, 'data');
    const database = openDatabase({ databaseUrl: null, dataDir });
    try {
      await migrateToLatest(database);
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ['wordloom.db', 'wordloom.db-wal', 'wordloom.db-shm']) {
        expect(mode(join(dataDir, file))).toBe(0o600);
      }
    } finally {
      await database.close();
    }
  });
});
