import { closeSync, mkdirSync, openSync } from 'node:fs';

/*
 * DATA_DIR holds the SQLite database (password hashes, sealed keys) and the generated APP_SECRET: only the
 * server's own user may read them. The folder is made 0700 and files are created 0600 before anything
 * else writes them (SQLite gives its -wal and -shm files the database file's mode).
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates `file` empty with mode 0600 unless it exists; an existing file is left as it is. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
}
