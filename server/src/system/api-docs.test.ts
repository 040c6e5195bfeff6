import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { addWord } from '../test/words';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

/** The calls of the HTTP contract every Wordloom server answers (docs/api-conventions.md). */
const CONTRACT_CALLS = [
  'POST /auth/register',
  'POST /auth/login',
  'GET /auth/me',
  'PUT /auth/profile',
  'PUT /auth/preferences',
  'PUT /auth/font-settings',
  'POST /auth/forgot-password',
  'POST /auth/verify-reset-code',
  'POST /auth/reset-password',
  'GET /auth/public-key',
  'GET /auth/api-key-status',
  'PUT /auth/api-key',
  'POST /auth/test-api-key',
  'GET /words',
  'POST /words',
  'DELETE /words/{id}',
  'GET /words/stats',
  'GET /words/parts-of-speech',
  'GET /words/random',
  'GET /words/lookup',
  'POST /generate',
  'GET /generations',
  'GET /generations/public',
  'GET /generations/{id}',
  'GET /generations/{id}/related',
  'POST /generations/{id}/like',
  'PUT /generations/{id}/privacy',
  'DELETE /generations/{id}',
  'DELETE /generations/all',
  'GET /generations/public/stats',
  'GET /statistics',
  'POST /check',
  'GET /checks',
  'GET /checks/public',
  'GET /checks/{id}',
  'GET /checks/{id}/similar',
  'POST /checks/{id}/like',
  'PUT /checks/{id}/privacy',
  'DELETE /checks/{id}',
  'DELETE /checks/all',
  'GET /checks/public/stats',
  'GET /ai/models',
  'GET /export',
  'DELETE /content',
  'GET /health',
  'GET /config',
  'GET /openapi.json',
  'GET /review/queue',
  'POST /review/{wordId}',
  'GET /review/stats',
  'GET /mistakes',
  'GET /mistakes/stats',
];

/** The members of a stream's `oneOf`, by their `type`. */
function eventsByType(schema: Schema): Record<string, Schema> {
  const members = (schema.oneOf ?? schema.anyOf ?? []) as Schema[];
  return Object.fromEntries(
    members.map((member) => {
      const type = (member.properties as Record<string, Schema>).type!;
      return [((type.enum as string[] | undefined)?.[0] ?? type.const) as string, member];
    }),
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/*
 * Beyond the OpenAPI 3.1 meta-schema (checked with a validator below): the structure the app relies on
 * (path parameters declared, a description on every answer), and every schema in it compiled as JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1.
 */
function structuralProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const compiles = (where: string, schema: Schema | undefined) => {
    if (!schema || typeof schema !== 'object') return problems.push(`${where}: no schema`);
    try {
      ajv.compile(schema);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  };
  if (!/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi is ${document.openapi}`);
  if (!document.info?.title || !document.info?.version) problems.push('info needs title and version');
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: must start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) problems.push(`${where}: unknown method`);
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      for (const name of templated) {
        const parameter = pathParameters.find((candidate) => candidate.name === name);
        if (!parameter?.required) problems.push(`${where}: path parameter ${name} must be declared required`);
      }
      for (const parameter of operation.parameters ?? []) {
        if (!['query', 'header', 'path', 'cookie'].includes(parameter.in)) problems.push(`${where}: bad in`);
        compiles(`${where} parameter ${parameter.name}`, parameter.schema);
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        compiles(`${where} body ${type}`, media.schema);
      const statuses = Object.keys(operation.responses ?? {});
      if (statuses.length === 0) problems.push(`${where}: no responses`);
      for (const status of statuses) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${where}: status ${status}`);
        const response = operation.responses[status]!;
        if (typeof response.description !== 'string') problems.push(`${where} ${status}: no description`);
        for (const [type, media] of Object.entries(response.content ?? {}))
          compiles(`${where} ${status} ${type}`, media.schema);
      }
    }
  }
  return problems;
}

describe('the OpenAPI document and the API reference', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  const operation = (call: string) => {
    const [method, path] = call.split(' ') as [string, string];
    return document.paths[`/api${path}`]?.[method.toLowerCase()];
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(structuralProblems(document)).toEqual([]);
  });

  it('has every route registered in Fastify, each with a success-answer schema and the error envelope', () => {
    const calls = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`);
    expect(calls.length).toBeGreaterThan(40);
    for (const call of calls) {
      const responses = operation(call)?.responses ?? {};
      const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status));
      expect(success?.[1].content, `${call} success answer`).toBeDefined();
      for (const error of ['4XX', '5XX'])
        expect(responses[error]?.content?.['application/json']?.schema, `${call} ${error}`).toMatchObject({
          properties: { success: { enum: [false] }, code: { type: 'string' } },
        });
    }
  });

  it('has every call of the contract', () => {
    expect(CONTRACT_CALLS.filter((call) => !operation(call))).toEqual([]);
  });

  it('describes bodies, queries and answers from the same zod schemas', () => {
    const addWord = operation('POST /words')!;
    expect(addWord.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { word: { type: 'string', maxLength: 64 } },
      required: ['word'],
    });
    expect(addWord.responses['201']?.content?.['application/json']?.schema).toMatchObject({
      properties: { success: { enum: [true] }, word: { properties: { partOfSpeech: expect.anything() } } },
    });
    const feed = operation('GET /generations/public')!;
    expect(feed.parameters?.map((parameter) => parameter.name)).toEqual(['sort', 'limit', 'cursor']);
  });

  for (const [call, kind] of [
    ['POST /generate', 'generation'],
    ['POST /check', 'check'],
  ] as const) {
    it(`shows both answers of ${call}: the 201 JSON and each event of the NDJSON stream`, () => {
      const { responses } = operation(call)!;
      const json = responses['201']!;
      expect(json.description).toContain('Accept');
      expect(json.content?.['application/json']?.schema).toMatchObject({
        properties: { success: { enum: [true] }, [kind]: { properties: { id: expect.anything() } } },
        required: expect.arrayContaining(['success', kind, 'message']),
      });
      // The stream is another status on the wire (200, as the test below sees): its own response.
      const stream = responses['200']!;
      expect(stream.description).toContain('application/x-ndjson');
      expect(Object.keys(stream.content ?? {})).toEqual(['application/x-ndjson']);
      const events = eventsByType(stream.content!['application/x-ndjson']!.schema);
      expect(Object.keys(events)).toEqual(['attempt', 'retry', 'reasoning', 'partial', 'done', 'error']);
      for (const event of Object.values(events)) expect(event.description).toEqual(expect.any(String));
      expect(events.attempt!.required).toEqual(['type', 'attempt', 'maxAttempts']);
      expect(events.retry!.required).toEqual(['type', 'attempt', 'maxAttempts', 'message']);
      expect(events.reasoning!.required).toEqual(['type', 'delta']);
      expect(events.partial).toMatchObject({
        properties: { [kind]: { type: 'object' } },
        required: ['type', kind],
      });
      expect((events.partial!.properties as Record<string, Schema>)[kind]!.required).toBeUndefined();
      expect(events.done).toMatchObject({
        properties: { [kind]: { properties: { id: expect.anything() } }, message: { type: 'string' } },
        required: ['type', kind, 'message'],
      });
      expect(events.error).toMatchObject({
        properties: {
          code: { enum: expect.arrayContaining(['AI_FORMAT_ERROR', 'AI_TIMEOUT', 'CHECKER_BUSY']) },
          message: { type: 'string' },
          errors: { type: 'array' },
          retryAfter: { type: 'integer' },
        },
        required: expect.arrayContaining(['type', 'code', 'message']),
      });
    });
  }

  it('documents each answer of POST /check and /generate under the status the wire has', async () => {
    const learner = await registerUser(t);
    const word = await addWord(t, learner.token, { word: 'habit', force: true });
    const schemaOf = (call: string, status: number, type: string) => {
      const schema = operation(call)!.responses[String(status)]?.content?.[type]?.schema;
      if (!schema) throw new Error(`${call} documents no ${type} answer with status ${status}`);
      return new Ajv2020({ strict: false }).compile(schema);
    };
    const answersOf = async (call: string, payload: object, accept?: string) => {
      const [method, path] = call.split(' ') as ['POST', string];
      const headers = { ...bearer(learner.token), ...(accept && { accept }) };
      return t.inject({ method, url: `/api${path}`, payload, headers });
    };

    const plain = await answersOf('POST /check', { sentence: 'I like tea.' });
    const json = schemaOf('POST /check', plain.statusCode, 'application/json');
    expect(json(plain.json()), JSON.stringify(json.errors)).toBe(true);

    const streamed = await answersOf('POST /check', { sentence: 'I like tea.' }, 'application/x-ndjson');
    expect(streamed.headers['content-type']).toContain('application/x-ndjson');
    const event = schemaOf('POST /check', streamed.statusCode, 'application/x-ndjson');
    const lines = streamed.payload
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(lines.map((line) => line.type)).toEqual(['attempt', 'done']);
    for (const line of lines) expect(event(line), JSON.stringify(event.errors)).toBe(true);

    // No model on the built-in checker: the generation's stream ends with an error line.
    const failed = await answersOf('POST /generate', { wordIds: [word.id] }, 'application/x-ndjson');
    const failure = JSON.parse(failed.payload.trim().split('\n').at(-1)!) as { code: string };
    expect(failure.code).toBe('AI_NOT_CONFIGURED');
    const generationEvent = schemaOf('POST /generate', failed.statusCode, 'application/x-ndjson');
    expect(generationEvent(failure), JSON.stringify(generationEvent.errors)).toBe(true);
  });

  it('is written whole by the production serializer too', async () => {
    const production = await createTestApp({ checkAnswers: false });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.json()).toEqual(document);
    } finally {
      await production.close();
    }
  });

  it('renders the reference at /api/docs from local files under the app CSP', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? await t.inject({ method: 'GET', url: page.headers.location as string })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.body).not.toMatch(/(src|href)="https?:/);
    const scripts = [...html.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const url = script.startsWith('/') ? script : `/api/docs/${script.replace(/^\.\//, '')}`;
      const file = await t.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
    }
    const json = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json<OpenApiDocument>().openapi).toBe('3.1.0');
  });
});
