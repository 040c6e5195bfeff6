import type { EventEmitter } from 'node:events';
import { request as httpRequest, Agent } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTimeouts } from './server-timeouts';
import { closeOnSignal } from './shutdown';

const GRACE_MS = 3_000;

/* close-with-grace leaves process listeners behind (a second signal, an error while closing). */
const processEvents: EventEmitter = process;
const GRACE_EVENTS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGUSR2', 'uncaughtException', 'unhandledRejection'];
function listenersBefore(): () => void {
  const before = new Map(GRACE_EVENTS.map((event) => [event, processEvents.listeners(event)]));
  return () => {
    for (const event of GRACE_EVENTS) {
      const kept = before.get(event) ?? [];
      for (const listener of processEvents.listeners(event)) {
        if (!kept.includes(listener)) processEvents.removeListener(event, listener as () => void);
      }
    }
  };
}

function get(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('shutdown with keep-alive clients', () => {
  let app: FastifyInstance;
  const idleAgent = new Agent({ keepAlive: true });
  const busyAgent = new Agent({ keepAlive: true });
  const removeNewListeners = listenersBefore();
  afterEach(async () => {
    vi.restoreAllMocks();
    idleAgent.destroy();
    busyAgent.destroy();
    removeNewListeners();
    await app.close();
  });

  it('answers the request in flight, drops idle connections at once, and exits 0', async () => {
    // The production keep-alive timeout (72 s): far past the grace period.
    app = Fastify({ keepAliveTimeout: serverTimeouts(60_000).keepAliveTimeout });
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    app.get('/fast', async () => ({ done: true }));
    const released = vi.fn(async () => {});
    const shutdown = closeOnSignal({ app, release: released, graceMs: GRACE_MS });
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {}) as () => never);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });

    expect((await get(`${url}/fast`, idleAgent)).status).toBe(200);
    const slow = get(`${url}/slow`, busyAgent);
    await inFlight;
    const startedAt = Date.now();
    shutdown.close();

    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: GRACE_MS + 2_000 });
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - startedAt).toBeLessThan(GRACE_MS);
    expect(released).toHaveBeenCalledOnce();
  });
});
