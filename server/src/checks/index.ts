/* Sentence checks: what other features may use of them. Everything else in the folder is its own business. */
export { presentCheck } from './present';
export type { ChecksRepository } from './repository';
export type { ChecksService } from './service';
export { privateSentenceChecks } from './private-check';
