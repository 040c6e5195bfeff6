import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { VERSION } from '../version';

describe.each(TEST_DATABASES)('GET /api/health (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('reports ok after querying the database', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', db: 'ok', version: VERSION });
  });

  it('answers 503 when the database is gone, so a load balancer stops sending traffic', async () => {
    const broken = await createTestApp({ database });
    await broken.database.close();
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    await broken.app.close();
  });
});

describe('GET /api/config', () => {
  it('gives the public settings with defaults', async () => {
    const t = await createTestApp();
    const response = await t.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      success: true,
      icpLicense: null,
      icpLink: null,
      resetCodeMinutes: 10,
      limits: { sentenceMax: 800, wordsPerGeneration: 50 },
      aiSource: 'offline',
    });
    await t.close();
  });

  it('reflects the operator’s settings', async () => {
    const t = await createTestApp({
      env: {
        ICP_LICENSE: '京ICP备12345678号',
        ICP_LINK: 'https://beian.miit.gov.cn/',
        RESET_CODE_TTL_MINUTES: '15',
        AI_PROVIDER: 'deepseek',
        AI_API_KEY: 'sk-test',
      },
    });
    const body = (await t.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body).toMatchObject({
      icpLicense: '京ICP备12345678号',
      icpLink: 'https://beian.miit.gov.cn/',
      resetCodeMinutes: 15,
      aiSource: 'platform',
    });
    expect(JSON.stringify(body)).not.toContain('sk-test');
    await t.close();
  });
});
