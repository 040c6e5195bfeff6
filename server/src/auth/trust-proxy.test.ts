import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { captureLog } from '../test/log';

const WINDOW = { windowMs: 15 * 60_000 };
const PROXY = '10.9.0.1';

const register = (t: TestApp, i: number, forwardedFor: string) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `proxied_${i}`, email: `proxied${i}@example.com`, password: 'secret1' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1' },
      rateLimits: { registerPerIp: { limit: 2, ...WINDOW } },
    });
  });
  afterAll(() => t.close());

  it('limits by the address the proxy saw, whatever the client writes before it', async () => {
    const statuses = [];
    // The proxy appends the address it saw (203.0.113.9); the left-most entries are the client's own.
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await register(t, i, `198.51.100.${i}, 203.0.113.9`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Another client behind the same proxy is not blocked with it.
    expect((await register(t, 3, '203.0.113.10')).statusCode).toBe(201);
  });
});

describe('TRUST_PROXY=true', () => {
  it('warns the operator at start that clients can then choose their own address', async () => {
    const log = captureLog();
    const t = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      expect(log.text()).toContain('TRUST_PROXY=true: any client can choose its own address');
    } finally {
      await t.close();
    }
  });
});
