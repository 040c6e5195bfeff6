import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSchemaOf, successEnvelope } from '@contract';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';
import { answerSerializer, answers, ok } from './answers';

describe('every /api route declares its answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a success-answer schema on each registered route', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    expect(t.app.apiRoutes.filter((route) => !route.answered)).toEqual([]);
  });

  it('has each JSON call in the contract index the web client checks answers with', () => {
    const downloads = ['/api/words/export', '/api/export', '/api/openapi.json'];
    const missing = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD' && !downloads.includes(route.url))
      .filter((route) => !answerSchemaOf(route.method, route.url.replace(/^\/api/, '')))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});

describe('answers that stray from their schema', () => {
  const answer = successEnvelope({ count: z.number() });

  async function appAnswering(check: boolean, payload: object) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(answerSerializer(check));
    app.get('/thing', { schema: { response: answers({ 200: answer }) } }, async () => payload as never);
    return app.inject({ method: 'GET', url: '/thing' });
  }

  it('fail loudly while answers are checked (development, tests)', async () => {
    const response = await appAnswering(true, ok({ count: 'three' }));
    expect(response.statusCode).toBe(500);
  });

  it('lose the fields the contract does not name, checked or compiled', async () => {
    for (const check of [true, false]) {
      const response = await appAnswering(check, ok({ count: 3, passwordHash: 'x' }));
      expect(response.json()).toEqual({ success: true, count: 3 });
    }
  });
});
