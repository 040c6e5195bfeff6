/* Generated sentences: what other features may use of them. Everything else in the folder is its own business. */
export { presentGeneration } from './present';
export type { GenerationsRepository, GenerationWordRow } from './repository';
export type { GenerationsService } from './service';
