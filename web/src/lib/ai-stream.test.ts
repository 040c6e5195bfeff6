import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fixtures';
import { streamAi, type AiProgress } from './ai-stream';

const ndjson = (lines: unknown[]) =>
  new Response(lines.map((line) => JSON.stringify(line)).join('\n') + '\n', { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('streamAi', () => {
  it('reports progress and resolves with the finished result', async () => {
    mockFetch(() =>
      ndjson([
        { type: 'attempt', attempt: 1, maxAttempts: 3 },
        { type: 'retry', attempt: 2, maxAttempts: 3, message: 'AI response format error, retrying...' },
        { type: 'reasoning', delta: 'Think' },
        { type: 'partial', generation: { sentence: 'An apple' } },
        { type: 'done', generation: { id: 'g1', sentence: 'An apple a day.' } },
      ]),
    );
    const events: AiProgress<unknown>[] = [];
    const result = await streamAi(
      '/generate',
      'generation',
      {},
      {
        signal: new AbortController().signal,
        onProgress: (event) => events.push(event),
      },
    );
    expect(result).toEqual({ id: 'g1', sentence: 'An apple a day.' });
    expect(events.map((event) => event.type)).toEqual(['attempt', 'retry', 'reasoning', 'partial']);
    expect(events[3]).toEqual({ type: 'partial', value: { sentence: 'An apple' } });
  });

  it('rejects with the code and message of an error event', async () => {
    mockFetch(() =>
      ndjson([
        { type: 'attempt', attempt: 1, maxAttempts: 1 },
        { type: 'error', code: 'AI_FORMAT_ERROR', message: 'Generation failed after 1 attempts' },
      ]),
    );
    await expect(
      streamAi('/check', 'check', {}, { signal: new AbortController().signal, onProgress: () => {} }),
    ).rejects.toMatchObject({ code: 'AI_FORMAT_ERROR', message: 'Generation failed after 1 attempts' });
  });

  it('rejects a stream that ends without a result', async () => {
    mockFetch(() => ndjson([{ type: 'attempt', attempt: 1, maxAttempts: 3 }]));
    await expect(
      streamAi('/check', 'check', {}, { signal: new AbortController().signal, onProgress: () => {} }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
