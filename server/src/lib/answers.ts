import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@contract';

/** The one place that wraps a payload in `{ success: true, ...payload }` (docs/api-conventions.md). */
export function ok<const Payload extends object>(payload: Payload): { success: true } & Payload {
  return { success: true, ...payload };
}

/**
 * A route's `response` schemas: its success answers by status, and the error envelope for every 4xx and
 * 5xx (the error handler answers them on any route; docs/api-conventions.md, "Errors").
 */
export function answers<Success extends Record<number, unknown>>(success: Success) {
  return { ...success, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}

/**
 * How answers are written. `check`: every answer is parsed with its zod schema first, so an answer that
 * strays from the contract is a 500 in development and tests, never a silent drift. Otherwise (production)
 * the schema is compiled once to JSON Schema and fast-json-stringify writes answers without a parse.
 * Either way a field the schema does not name is left out.
 */
export function answerSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  if (check) return serializerCompiler as FastifySerializerCompiler<z.ZodType>;
  // One writer per schema, not per route and status: every route answers its errors with the same
  // envelope, and compiled writers are code the server keeps for its whole life (npm run bench:memory).
  const compiled = new WeakMap<z.ZodType, (answer: unknown) => string>();
  return ({ schema }) => {
    let write = compiled.get(schema);
    if (!write) {
      write = fastJson(
        z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' }) as object,
      );
      compiled.set(schema, write);
    }
    return write;
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Whether it declares a success-answer schema (a test requires it of every /api route). */
  answered: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The /api routes as they were registered, for the test that holds each to the contract. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Records the /api routes registered from now on, and whether each declares what it answers. */
export function recordApiRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const answered = Object.keys(response).some((status) => /^2\d\d$/.test(status));
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, answered });
  });
}
