export { buildDictionary, type BuildOptions, type BuildProgress, type BuildSummary } from './build';
export { openDictionary, type Dictionary, type DictionaryEntry } from './dictionary';
export { DICTIONARY_FILE, ecdictCsvPath, ensureDictionary, type EnsureOptions } from './ensure';
export type { Exchanges } from './exchange';
export { PARTS_OF_SPEECH, type PartOfSpeech } from './parts-of-speech';
export { createProgressBar, type ProgressBarOptions } from './progress';
export { EXAM_TAGS } from './tags';
