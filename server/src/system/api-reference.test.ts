import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { API_OPERATIONS } from './api-operations';
import { API_REFERENCE_FILE, brief, openApiDocumentOf, renderApiReference } from './api-reference';

describe('the API reference in the repository (docs/api.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is what `npm run docs:api` writes from the OpenAPI document as it is now', async () => {
    const path = fileURLToPath(API_REFERENCE_FILE);
    const expected = await renderApiReference(await openApiDocumentOf(t), path);
    const written = await readFile(path, 'utf8').catch(() => '(no docs/api.md)');
    expect(written, 'docs/api.md is out of date: run `npm run docs:api`').toBe(expected);
  });

  it('has a summary, who may call and the error codes for every route, and for no route that is gone', () => {
    const registered = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/^\/api/, '')}`);
    expect(registered.filter((call) => !API_OPERATIONS[call])).toEqual([]);
    expect(Object.keys(API_OPERATIONS).filter((call) => !registered.includes(call))).toEqual([]);
  });

  it('says who may call as the routes do: a signed-in call answers 401 to a guest, no other call does', async () => {
    const wrong: string[] = [];
    for (const [call, { access }] of Object.entries(API_OPERATIONS)) {
      const [method, path] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = `/api${path.replace(/:\w+/g, 'no-such-id')}`;
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      const guest = await t.inject({ method, url, payload });
      const stale = await t.inject({
        method,
        url,
        payload,
        headers: { authorization: 'Bearer not-a-token' },
      });
      const refused = [guest, stale].map((response) => response.statusCode === 401);
      if (refused.some((refuses) => refuses !== (access === 'signed-in'))) wrong.push(`${call} (${access})`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes schemas in brief: types, bounds, defaults, optional fields, nested objects by their fields', () => {
    const body = {
      type: 'object',
      properties: {
        word: { type: 'string', minLength: 1, maxLength: 64 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        sort: { type: 'string', enum: ['recent', 'alpha'] },
        note: { type: ['string', 'null'] },
        owner: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 50 },
      },
      required: ['word', 'owner'],
    };
    expect(brief(body, 2)).toBe(
      "{ word: string(1..64), limit?: integer(1..100) = 20, sort?: 'recent' | 'alpha', note?: string | null, " +
        'owner: { id }, ids?: string[](1..50) }',
    );
    expect(brief(body, 0)).toBe('{…}');
  });
});
