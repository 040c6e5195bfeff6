import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errors } from '../lib/errors';
import type { Learner } from './learner';
import type { AccountService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in learner, set by the `authenticate` hook: never their row, so never their hash. */
    user: Learner | null;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<void>;

/** Adds `request.user` and returns the onRequest hook that requires a valid bearer token. */
export function registerAuthentication(app: FastifyInstance, accounts: AccountService): Authenticate {
  app.decorateRequest('user', null);
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw errors.unauthorized();
    request.user = await accounts.authenticate(match[1]);
  };
}

/** The user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): Learner {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}

/**
 * The onRequest hook of pages open to guests: a valid bearer token identifies the user; no token, or one
 * that is expired or revoked, leaves a guest (a stale session must not lock anyone out of public pages).
 */
export function optionalAuthentication(authenticate: Authenticate): Authenticate {
  return async (request) => {
    if (request.headers.authorization === undefined) return;
    try {
      await authenticate(request);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'UNAUTHORIZED') throw error;
      request.user = null;
    }
  };
}

/** The signed-in user's id, or null for a guest. */
export function viewerId(request: FastifyRequest): string | null {
  return request.user?.id ?? null;
}
