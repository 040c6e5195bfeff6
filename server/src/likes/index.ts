/* Likes: what other features may use of them. Everything else in the folder is its own business. */
export type { LikesRepository } from './repository';
