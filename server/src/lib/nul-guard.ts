import type { FastifyInstance } from 'fastify';
import { errors } from './errors';

const NUL = '\u0000';

/**
 * Whether a string, or any string (key or value) inside an object or array, holds a NUL character.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(NUL)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/*
 * No text a learner types holds a NUL, and PostgreSQL refuses it in text columns (a 500 at the first
 * query, or after a paid AI call). So it is refused once, for every route, before any work is done:
 * path parameters, query and body alike. Decoded cursors are checked where they are decoded.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [field, value] of Object.entries(parts)) {
      if (containsNul(value)) throw errors.invalidField(field, 'validation.nulCharacter');
    }
  });
}
