import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { deleteAllResponseSchema, deleteItemResponseSchema } from '@contract';
import { aiResultAnswers, type AiRunOptions, sendAiResult } from '../ai';
import { type Authenticate, currentUser, type Learner, optionalAuthentication, viewerId } from '../auth';
import { answers, ok } from '../lib/answers';
import { sendCached } from '../lib/cached-answer';
import { languageFromHeader, localize } from '../lib/language';
import type { RateLimiter } from '../lib/rate-limit';
import type { PublishedKind } from './kinds';
import { itemIdParamsSchema, privacyBodySchema, relatedQuerySchema } from './schemas';

/**
 * A body or query the route's schema has parsed into `T`. Fastify types a schema's output as
 * `UndefinedToUnknown<T>`, which TypeScript cannot resolve while `T` is a type parameter.
 */
const validated = <T>(value: unknown): T => value as T;

/** What a kind's service does for its routes (method syntax: a kind's `create` takes its own progress). */
export interface PublishedRoutesService<Item extends object, ListQuery, Request, Plan> {
  /** Checks the request and what it asks for, before any AI work starts. */
  plan(user: Learner, request: Request): Promise<Plan>;
  /** Asks the AI and saves the item. */
  create(plan: Plan, options: AiRunOptions<unknown>): Promise<Item>;
  /** The caller's own, as the list's answer (without `success`). */
  listOwn(userId: string, query: ListQuery): Promise<object>;
  deleteAll(userId: string): Promise<number>;
  get(id: string, viewerId: string | null): Promise<Item>;
  /** Related generations, similar checks. */
  related(id: string, viewerId: string | null, limit: number): Promise<Item[]>;
  setPublic(userId: string, id: string, isPublic: boolean): Promise<Item>;
  delete(userId: string, id: string): Promise<void>;
}

/** What the routes of one kind differ in: names, paths, schemas; its messages are under `collection`. */
export interface PublishedRoutesKind<Item extends object, ListQuery, Request, Plan> {
  /** The name of one item in answers: `{ generation }`, `{ check }`. */
  kind: PublishedKind;
  /** The path under /api, the name of a list in answers, and where its messages are (`generations.deleted`). */
  collection: 'generations' | 'checks';
  /** POST /api/generate, /api/check */
  createPath: '/generate' | '/check';
  /** GET /api/generations/:id/related, /api/checks/:id/similar */
  relatedPath: 'related' | 'similar';
  schemas: {
    createBody: z.ZodType<Request>;
    item: z.ZodObject;
    listQuery: z.ZodType<ListQuery>;
    /** The answers of GET /:id and PUT /:id/privacy, of the own list and of the related list. */
    oneResponse: z.ZodType;
    listResponse: z.ZodType;
    relatedResponse: z.ZodType;
  };
  service: PublishedRoutesService<Item, ListQuery, Request, Plan>;
  authenticate: Authenticate;
  limiter: RateLimiter;
}

/**
 * The routes of one kind of published item, the same for both kinds but for what `kind` says. Creating,
 * listing one's own and changing need a session; one item and its related ones are open to guests (public
 * ones; the owner also sees private ones).
 */
export function publishedRoutes<Item extends object, ListQuery, Request, Plan>({
  kind,
  collection,
  createPath,
  relatedPath,
  schemas,
  service,
  authenticate,
  limiter,
}: PublishedRoutesKind<Item, ListQuery, Request, Plan>): FastifyPluginAsyncZod {
  const itemPath = `/${collection}/:id`;
  return async (app) => {
    const optionalUser = optionalAuthentication(authenticate);

    app.post(
      createPath,
      {
        onRequest: authenticate,
        schema: { body: schemas.createBody, response: aiResultAnswers(kind, schemas.item) },
      },
      async (request, reply) => {
        await limiter.consume([['aiRequestsPerUser', currentUser(request).id]]);
        // What is wrong with the request (a word not in the caller's list) is refused before any AI work
        // starts: an error answer, not a stream.
        const plan = await service.plan(currentUser(request), validated<Request>(request.body));
        const language = languageFromHeader(request.headers['accept-language']);
        return sendAiResult(request, reply, {
          kind,
          run: (signal, onProgress) => service.create(plan, { signal, language, onProgress }),
          present: (item) => item,
          status: 201,
          message: `${collection}.created`,
        });
      },
    );

    app.get(
      `/${collection}`,
      {
        onRequest: authenticate,
        schema: { querystring: schemas.listQuery, response: answers({ 200: schemas.listResponse }) },
      },
      async (request) =>
        ok(await service.listOwn(currentUser(request).id, validated<ListQuery>(request.query))),
    );

    // Before /:id, so that "all" is never taken for an id.
    app.delete(
      `/${collection}/all`,
      { onRequest: authenticate, schema: { response: answers({ 200: deleteAllResponseSchema }) } },
      async (request) => {
        const deletedCount = await service.deleteAll(currentUser(request).id);
        const message = localize(request, `${collection}.allDeleted`, { count: deletedCount });
        return ok({ deletedCount, message });
      },
    );

    app.get(
      itemPath,
      {
        onRequest: optionalUser,
        schema: { params: itemIdParamsSchema, response: answers({ 200: schemas.oneResponse }) },
      },
      async (request, reply) => {
        const item = await service.get(request.params.id, viewerId(request));
        return sendCached(request, reply, item, () => ok({ [kind]: item }));
      },
    );

    app.get(
      `${itemPath}/${relatedPath}`,
      {
        onRequest: optionalUser,
        schema: {
          params: itemIdParamsSchema,
          querystring: relatedQuerySchema,
          response: answers({ 200: schemas.relatedResponse }),
        },
      },
      async (request) => {
        const related = await service.related(request.params.id, viewerId(request), request.query.limit);
        return ok({ [collection]: related });
      },
    );

    app.put(
      `${itemPath}/privacy`,
      {
        onRequest: authenticate,
        schema: {
          params: itemIdParamsSchema,
          body: privacyBodySchema,
          response: answers({ 200: schemas.oneResponse }),
        },
      },
      async (request) => {
        const { isPublic } = request.body;
        const item = await service.setPublic(currentUser(request).id, request.params.id, isPublic);
        const message = localize(request, `${collection}.${isPublic ? 'madePublic' : 'madePrivate'}`);
        return ok({ [kind]: item, message });
      },
    );

    app.delete(
      itemPath,
      {
        onRequest: authenticate,
        schema: { params: itemIdParamsSchema, response: answers({ 200: deleteItemResponseSchema }) },
      },
      async (request) => {
        await service.delete(currentUser(request).id, request.params.id);
        return ok({ message: localize(request, `${collection}.deleted`) });
      },
    );
  };
}
