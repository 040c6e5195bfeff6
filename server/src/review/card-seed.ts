import { createHash } from 'node:crypto';

/**
 * A number in [0, 1) that depends only on `key`: the scheduler's and the question's choices are drawn
 * from the card (its word id and review count), so a preview read now and the rating made later draw
 * the same (docs/api-conventions.md, "Review ratings").
 */
export function cardDraw(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0) / 2 ** 32;
}
