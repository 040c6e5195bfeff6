/** Raise when the tables or what goes into them change: an index built by older code is then rebuilt. */
export const SCHEMA_VERSION = 4;

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

  CREATE TABLE books (id TEXT PRIMARY KEY, word_count INTEGER NOT NULL) WITHOUT ROWID;

  -- A book's words, position 1 the most common: a plan's next words are one seek on (book, position).
  CREATE TABLE book_words (
    book TEXT NOT NULL,
    position INTEGER NOT NULL,
    key TEXT NOT NULL,
    PRIMARY KEY (book, position)
  ) WITHOUT ROWID;
  CREATE INDEX book_words_by_key ON book_words (key, book);

  -- WordNet's example sentences by the word they use (use_start/use_end: the form used, UTF-16 offsets).
  CREATE TABLE examples (
    key TEXT NOT NULL,
    pos TEXT, -- the part of speech of the sense it illustrates; null when the word is met in another's example
    quality INTEGER NOT NULL, -- lower is better (see examples.ts)
    sentence TEXT NOT NULL,
    use_start INTEGER NOT NULL,
    use_end INTEGER NOT NULL
  );
  CREATE INDEX examples_by_key ON examples (key, quality);

  CREATE TABLE word_roots (
    id INTEGER PRIMARY KEY,
    part TEXT NOT NULL,
    meaning TEXT NOT NULL,
    kind TEXT NOT NULL -- prefix, root or suffix
  );
  CREATE TABLE word_root_words (
    key TEXT NOT NULL,
    root_id INTEGER NOT NULL,
    PRIMARY KEY (key, root_id)
  ) WITHOUT ROWID;

  CREATE TABLE confusable_groups (
    id INTEGER PRIMARY KEY,
    words TEXT NOT NULL, -- JSON array, as the group lists them
    note TEXT NOT NULL
  );
  CREATE TABLE confusable_words (
    key TEXT NOT NULL,
    group_id INTEGER NOT NULL,
    PRIMARY KEY (key, group_id)
  ) WITHOUT ROWID;
`;

/**
 * The meta rows that tell whether an index is current: the schema it has and the files it was built from
 * (`sourceStamps` in sources.ts).
 */
export function currencyMeta(sourceStamps: Record<string, string>): Record<string, string> {
  return { schemaVersion: String(SCHEMA_VERSION), ...sourceStamps };
}
