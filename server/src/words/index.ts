/* The learner's words: what other features may use of them. Everything else in the folder is its own business. */
export { createBookWords, type BookWords, type BookWordsToAdd } from './book-words';
export { presentWord } from './present';
export type { WordRow, WordsRepository } from './repository';
