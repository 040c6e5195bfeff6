import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { readCsvBatches, type CsvProgress } from './csv';
import { parseExchange } from './exchange';
import { toKey } from './key';
import { currencyMeta, SCHEMA } from './schema';
import { columnIndex, toSourceEntry, type ColumnIndex, type SourceEntry } from './source-entry';
import { writeSpellingIndex } from './spelling-index';
import { VocabularyCollector, type VocabularyWord } from './vocabulary';

export interface BuildProgress extends CsvProgress {
  /** Reading the CSV, then indexing spelling suggestions (a few seconds with every byte read). */
  phase: 'reading' | 'indexing';
}

export interface BuildOptions {
  csvPath: string;
  outputPath: string;
  onProgress?: (progress: BuildProgress) => void;
}

export interface BuildSummary {
  entries: number;
  vocabulary: number;
}

/**
 * Builds the read-only dictionary index from ECDICT's CSV. The file is written under a temporary name and
 * renamed at the end, so a reader never sees a half-built index and a crash leaves the old one in place.
 */
export async function buildDictionary({
  csvPath,
  outputPath,
  onProgress,
}: BuildOptions): Promise<BuildSummary> {
  const source = await stat(csvPath);
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
    const { entries, vocabulary } = await loadEntries(db, csvPath, source.size, onProgress);
    onProgress?.({ phase: 'indexing', bytesRead: source.size, totalBytes: source.size });
    writeSpellingIndex(db, vocabulary);
    const insertMeta = db.prepare('INSERT INTO meta (name, value) VALUES (?, ?)');
    for (const [name, value] of Object.entries(currencyMeta(source))) insertMeta.run(name, value);
    insertMeta.run('entries', String(entries));
    db.exec('COMMIT');
    // Statistics let the planner see that a deletion hash picks out a handful of rows.
    db.exec('ANALYZE');
    db.close();
    await rename(temporaryPath, outputPath);
    return { entries, vocabulary: vocabulary.size };
  } catch (error) {
    if (db.open) db.close();
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

interface LoadResult {
  entries: number;
  vocabulary: Map<string, VocabularyWord>;
}

/** Streams the CSV into `entries` and `inflections`, and gathers the learner vocabulary on the way. */
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
    }
  }
  return { entries, vocabulary: vocabulary.finish() };
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
