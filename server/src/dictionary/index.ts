export { type Book, type BookPlace, type BookWord } from './book-reads';
export { BOOK_IDS, BOOKS, isBookId, type BookId, type Localized } from './books';
export { buildDictionary, type BuildOptions, type BuildProgress, type BuildSummary } from './build';
export type { ConfusableGroup } from './confusables';
export {
  openDictionary,
  type BaseWord,
  type Dictionary,
  type DictionaryCloze,
  type DictionaryEntry,
  type FullDictionaryEntry,
} from './dictionary';
export { DICTIONARY_FILE, ecdictCsvPath, ensureDictionary, type EnsureOptions } from './ensure';
export type { Exchanges } from './exchange';
export { PARTS_OF_SPEECH, type PartOfSpeech } from './parts-of-speech';
export { createProgressBar, type ProgressBarOptions } from './progress';
export type { RootKind, WordRoot } from './roots';
export type { Sense } from './senses';
export { builtInSources, type DictionarySources } from './sources';
export { EXAM_TAGS } from './tags';
