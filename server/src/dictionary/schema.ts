/** Raise when the tables or what goes into them change: an index built by older code is then rebuilt. */
export const SCHEMA_VERSION = 3;

/**
 * The index tables. Indexes on `key`/`form` come with the tables because ECDICT is sorted, so rows arrive
 * almost in key order and keeping the index while inserting costs little.
 */
export const SCHEMA = `
  CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

  CREATE TABLE entries (
    key TEXT NOT NULL UNIQUE,
    word TEXT NOT NULL,
    phonetic TEXT,
    definition TEXT,
    translation TEXT,
    pos TEXT, -- every part of speech, main one first, comma-separated ('noun,verb')
    exchange TEXT,
    tags TEXT,
    rank INTEGER,
    defers_to_lemma INTEGER NOT NULL
  );

  CREATE TABLE inflections (
    form TEXT NOT NULL,
    lemma TEXT NOT NULL,
    PRIMARY KEY (form, lemma)
  ) WITHOUT ROWID;

  CREATE TABLE vocabulary (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    word TEXT NOT NULL,
    rank INTEGER,
    best_rank INTEGER, -- the better of ECDICT's two corpus ranks, or its base word's (see vocabulary.ts)
    listed INTEGER NOT NULL -- 1: on an exam list, the Oxford 3000 or Collins' stars
  );

  CREATE TABLE spelling_deletions (
    hash INTEGER NOT NULL,
    word_id INTEGER NOT NULL,
    PRIMARY KEY (hash, word_id)
  ) WITHOUT ROWID;
`;

/** The meta rows that tell whether an index is current: the schema it has and the CSV it was built from. */
export function currencyMeta(source: { size: number; mtimeMs: number }): Record<string, string> {
  return {
    schemaVersion: String(SCHEMA_VERSION),
    sourceSize: String(source.size),
    sourceMtimeMs: String(Math.trunc(source.mtimeMs)),
  };
}
