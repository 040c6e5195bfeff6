import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationOutput } from '@contract';
import { registerErrorHandler } from '../lib/error-handler';
import { createScriptedEngine, type ScriptedEngine } from '../test/ai-engine';
import { generationJson } from '../test/ai-provider';
import { registerSecurityHeaders } from '../web-app/security';
import { sendAiResult } from './ndjson';
import { languageFromHeader } from '../lib/language';
import type { AiResult } from './types';

/*
 * A route like POST /generate: the real engine against the scripted provider, answered by sendAiResult.
 * `runs` records how each run ended, so a test can see the abort the client caused.
 */
async function buildRouteApp(t: ScriptedEngine, logs: string[], runs: string[]): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    },
  });
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  app.post('/generate', async (request, reply) =>
    sendAiResult(request, reply, {
      kind: 'generation',
      run: async (signal, onProgress) => {
        try {
          const result = await t.engine.generateSentence(
            { userId: 'u' },
            {
              words: ['go'],
              maxRetries: 3,
              grammarLanguage: 'bilingual',
              englishVariety: 'american',
              enableThinking: true,
            },
            { signal, language: languageFromHeader(request.headers['accept-language']), onProgress },
          );
          runs.push('done');
          return result;
        } catch (error) {
          runs.push(signal.aborted ? 'aborted' : 'failed');
          throw error;
        }
      },
      present: (result: AiResult<GenerationOutput>) => ({ id: 'g1', ...result.output, model: result.model }),
    }),
  );
  return app;
}

const lines = (payload: string) =>
  payload
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('answering an AI request', () => {
  let t: ScriptedEngine;
  let app: FastifyInstance;
  let origin: string;
  const logs: string[] = [];
  const runs: string[] = [];

  beforeAll(async () => {
    t = await createScriptedEngine();
    app = await buildRouteApp(t, logs, runs);
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });
  beforeEach(() => {
    t.provider.reset();
    logs.length = 0;
    runs.length = 0;
  });

  it('streams attempt, retry, reasoning, partials, then done as NDJSON lines', async () => {
    t.provider.enqueue({ content: 'oops' }, { content: generationJson(), reasoning: 'Think of a habit.' });
    const response = await app.inject({
      method: 'POST',
      url: '/generate',
      headers: { accept: 'application/x-ndjson' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    const events = lines(response.payload);
    const order = events.map((event) => event.type).filter((type, i, all) => type !== all[i - 1]);
    expect(order).toEqual(['attempt', 'retry', 'attempt', 'reasoning', 'partial', 'done']);
    expect(events[1]).toEqual({
      type: 'retry',
      attempt: 2,
      maxAttempts: 3,
      message: 'AI response format error, retrying...',
    });
    expect(events.find((event) => event.type === 'partial')).toHaveProperty('generation');
    expect(events.at(-1)).toEqual({
      type: 'done',
      generation: { id: 'g1', ...JSON.parse(generationJson()), model: 'scripted-model' },
    });
  });

  it('answers once with 201 JSON without the NDJSON Accept header', async () => {
    t.provider.enqueue({ content: 'oops' }, { content: generationJson() });
    const response = await app.inject({
      method: 'POST',
      url: '/generate',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      generation: { id: 'g1', ...JSON.parse(generationJson()), model: 'scripted-model' },
    });
  });

  it('ends the stream with a localized error line', async () => {
    t.provider.enqueue({ content: 'a' }, { content: 'b' }, { content: 'c' });
    const response = await app.inject({
      method: 'POST',
      url: '/generate',
      headers: { accept: 'application/x-ndjson', 'accept-language': 'zh' },
    });
    expect(response.statusCode).toBe(200);
    expect(lines(response.payload).at(-1)).toEqual({
      type: 'error',
      code: 'AI_FORMAT_ERROR',
      message: '尝试 3 次后仍未生成成功',
    });
  });

  it('answers the error envelope without the NDJSON Accept header', async () => {
    t.provider.enqueue({ content: 'a' }, { content: 'b' }, { content: 'c' });
    const response = await app.inject({ method: 'POST', url: '/generate' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      code: 'AI_FORMAT_ERROR',
      message: 'Generation failed after 3 attempts',
    });
  });

  it('sends each line as it happens, not all at the end', async () => {
    t.provider.enqueue({ content: generationJson(), chunks: 6, chunkDelayMs: 100 });
    const started = Date.now();
    const arrivals: Array<{ at: number; text: string }> = [];
    const response = await post(origin, { accept: 'application/x-ndjson' });
    response.on('data', (chunk: Buffer) =>
      arrivals.push({ at: Date.now() - started, text: chunk.toString() }),
    );
    await new Promise((resolve) => response.on('end', resolve));
    // The first line comes in a chunk of its own, long before the end: the provider needs six 100 ms
    // steps, so the last line cannot come before 500 ms (an order, not a speed: no upper bound is checked).
    expect(arrivals[0]?.text).toContain('"type":"attempt"');
    expect(arrivals[0]?.text).not.toContain('"type":"done"');
    expect(arrivals.at(-1)?.text).toContain('"type":"done"');
    expect(arrivals.at(-1)?.at).toBeGreaterThanOrEqual(500);
    expect(arrivals.length).toBeGreaterThan(3);
  });

  for (const mode of ['stream', 'plain'] as const) {
    it(`aborts the provider request when the client disconnects (${mode}), logging no failure`, async () => {
      t.provider.enqueue({ hang: true });
      const client = httpRequest(`${origin}/generate`, {
        method: 'POST',
        headers: mode === 'stream' ? { accept: 'application/x-ndjson' } : {},
      });
      client.on('error', () => {});
      client.end();
      const upstream = await t.provider.nextRequest();
      client.destroy();
      expect(await upstream.closed).toBe(true);
      await waitFor(() => runs.length > 0);
      expect(runs).toEqual(['aborted']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const failures = logs
        .map((line) => JSON.parse(line) as { level: number })
        .filter((log) => log.level >= 50);
      expect(failures).toEqual([]);
    });
  }
});

function post(origin: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = httpRequest(`${origin}/generate`, { method: 'POST', headers }, resolve);
    client.on('error', reject);
    client.end();
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
