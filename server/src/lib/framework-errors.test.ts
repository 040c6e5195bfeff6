import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/** Sends raw bytes to the listening app and resolves with everything it answers before closing. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.write(bytes);
  });
}

function envelopeOf(raw: string): unknown {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
}

describe('errors outside any route answer the envelope', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Short timeouts so that a slow body is cut off within the test.
    t = await createTestApp({
      serverTimeouts: { requestTimeout: 1_000, headersTimeout: 1_000, connectionsCheckingInterval: 100 },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a malformed URL escape: 400 VALIDATION_ERROR, localized', async () => {
    for (const [language, message] of [
      ['en', 'This address is not valid'],
      ['zh', '这个地址无效'],
    ] as const) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/words/%ff',
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message });
    }
  });

  it('a path parameter over the length limit: 400 VALIDATION_ERROR, localized', async () => {
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/generations/${'x'.repeat(500)}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message: '这个地址太长了' });
  });

  it('headers over the limit: 431 with the envelope', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(answer)).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'The request headers are too large',
    });
  });

  it('headers over the limit on a HEAD request: 431 with no body', async () => {
    const answer = await rawExchange(
      port,
      `HEAD /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
    expect(answer).toMatch(/\r\nContent-Length: \d+\r\n/);
  });

  it('a body that never finishes arriving is cut off with 408 and the envelope', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(answer)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('the HTTP server times out slow and idle clients', () => {
  it('with the values SECURITY.md states', async () => {
    const t = await createTestApp({ env: { AI_TIMEOUT_MS: '60000' } });
    try {
      const server = t.app.server;
      expect(server.requestTimeout).toBe(30_000);
      expect(server.headersTimeout).toBe(15_000);
      expect(server.keepAliveTimeout).toBe(72_000);
      expect(server.timeout).toBe(330_000);
    } finally {
      await t.close();
    }
  });
});
