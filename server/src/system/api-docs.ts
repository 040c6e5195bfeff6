import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@contract';
import { answers } from '../lib/answers';
import { VERSION } from '../version';
import { API_OPERATIONS, type ApiOperation } from './api-operations';

/** The part of the OpenAPI document a reader checks first; the rest is passed through as built. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 document. Registered before any route: the
 * plugin reads the routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wordloom API',
        version: VERSION,
        description:
          'The HTTP API of Wordloom. Every success answer is `{ success: true, ...payload }`, every ' +
          'failure `{ success: false, message, code }` in the language of `Accept-Language` (en, zh). ' +
          'Signed-in calls send `Authorization: Bearer <token>`. `x-error-codes` lists the codes of each ' +
          "call's own rules; what every call shares is in the repository's docs/api-conventions.md.",
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0]!;
      const operation = API_OPERATIONS[`${method} ${input.url.replace(/^\/api/, '')}`];
      const schema = { tags: [tagOf(input.url)], ...transformed.schema };
      return { ...transformed, schema: operation ? { ...schema, ...described(operation, schema) } : schema };
    },
  });
}

const SESSION = { bearer: [] };
const SECURITY: Record<ApiOperation['access'], Array<Record<string, string[]>> | undefined> = {
  'signed-in': [SESSION],
  // An empty requirement: the call works without a session too.
  optional: [{}, SESSION],
  public: undefined,
};

/* What API_OPERATIONS says of a route, with the error codes its schemas and access imply. */
function described(operation: ApiOperation, schema: Record<string, unknown>) {
  const codes = new Set<ErrorCode>(operation.errors);
  if (operation.access === 'signed-in') codes.add('UNAUTHORIZED');
  if (schema.body || schema.querystring || schema.params) codes.add('VALIDATION_ERROR');
  const security = SECURITY[operation.access];
  return {
    summary: operation.summary,
    ...(security && { security }),
    'x-error-codes': (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => codes.has(code)),
  };
}

/* The reference groups calls by feature: /api/words/... under "words", POST /api/generate with generations. */
const TAG_OF_SEGMENT: Record<string, string> = {
  generate: 'generations',
  check: 'checks',
  export: 'account',
  content: 'account',
  health: 'system',
  config: 'system',
  'openapi.json': 'system',
};
function tagOf(url: string): string {
  const segment = url.split('/')[2] ?? 'system';
  return TAG_OF_SEGMENT[segment] ?? segment;
}

/**
 * GET /api/openapi.json, the document, and GET /api/docs, Swagger UI over it. The UI's files are served
 * from the package (no CDN), and its page loads only its own scripts, so the app's CSP holds.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { response: answers({ 200: openApiDocumentSchema }) } }, async () =>
    app.swagger(),
  );
  // The UI reads the same document at /api/docs/json. No validatorUrl: no call-out to a public service.
  await app.register(swaggerUi, { routePrefix: '/api/docs', validatorUrl: false });
}
