/* The mistakes notebook: what other features may use of it. Everything else in the folder is its own business. */
export { presentMistake } from './present';
export type { MistakesRepository } from './repository';
