import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@contract';
import { createTestApp, type TestApp } from '../test/app';
import { captureLog } from '../test/log';

describe('error envelopes', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream: log.stream } });
    t.app.get('/api/test/crash', async () => {
      throw new Error('secret internal detail at /srv/wordloom/db.ts:42');
    });
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('answers a body that is not JSON at all with 400 INVALID_JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('answers a missing body with a validation error', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers a body over 64 KiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(LIMITS.bodyLimitBytes) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large (at most 64 KB)',
    });
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    'answers an unknown /api path (%s) with JSON 404',
    async (method) => {
      const response = await t.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'There is no such API endpoint',
      });
    },
  );

  it('answers the 404 in Chinese for zh, zh-CN and zh-Hans', async () => {
    for (const language of ['zh', 'zh-CN', 'zh-Hans-CN', 'en;q=0.5, zh-TW;q=0.8']) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/nothing',
        headers: { 'accept-language': language },
      });
      expect(response.json().message).toBe('没有这个接口');
    }
  });

  it('hides the details of an unexpected failure, but logs them', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'accept-language': 'zh' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: '服务器出了点问题，请稍后再试',
    });
    expect(response.body).not.toContain('secret internal detail');
    expect(log.text()).toContain('secret internal detail');
  });
});
