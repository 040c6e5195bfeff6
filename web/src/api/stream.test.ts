import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '../lib/navigation';
import { getSession, signIn, signOut } from '../lib/session';
import { errorAnswer, mockFetch, testUser } from '../test/fixtures';
import { ApiError } from './api-error';
import { apiStream, readNdjson } from './stream';

const encoder = new TextEncoder();

/** A body that sends these chunks one by one, then stays open unless `end`. */
function chunked(chunks: (string | Uint8Array)[], end = true): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk !== undefined) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      else if (end) controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const values: unknown[] = [];
  await readNdjson(body, (value) => values.push(value), signal);
  return values;
}

describe('readNdjson', () => {
  it('joins lines split across chunks, even inside a character', async () => {
    const bytes = encoder.encode('pe":"partial","text":"你好"}\n');
    const cut = bytes.length - 5; // inside the three bytes of 好
    const body = chunked(['{"type":"att', 'empt","attempt":1}\n{"ty', bytes.slice(0, cut), bytes.slice(cut)]);
    expect(await collect(body)).toEqual([
      { type: 'attempt', attempt: 1 },
      { type: 'partial', text: '你好' },
    ]);
  });

  it('reads a last line without a newline and skips blank lines and CRLF', async () => {
    expect(await collect(chunked(['{"a":1}\r\n\n', '  \n{"b":2}']))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('rejects a line that is not JSON', async () => {
    await expect(collect(chunked(['{"a":1}\n<html>\n']))).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('stops reading when aborted, with the abort reason', async () => {
    const controller = new AbortController();
    const values: unknown[] = [];
    const reading = readNdjson(
      chunked(['{"a":1}\n'], false),
      (value) => {
        values.push(value);
        controller.abort(new DOMException('cancelled', 'AbortError'));
      },
      controller.signal,
    );
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(values).toEqual([{ a: 1 }]);
  });
});

describe('apiStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('asks for NDJSON with the client headers and hands over each line', async () => {
    signIn(testUser, 'token-1');
    const fetchMock = mockFetch(
      () => new Response(chunked(['{"type":"attempt"}\n{"type":"done"}\n']), { status: 200 }),
    );
    const values: unknown[] = [];
    await apiStream('/generate', { method: 'POST', body: { wordIds: ['w1'] } }, (v) => values.push(v));
    expect(values).toEqual([{ type: 'attempt' }, { type: 'done' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/generate');
    expect(init?.headers).toMatchObject({
      Accept: 'application/x-ndjson',
      'Accept-Language': 'en',
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
  });

  it('throws the envelope of an error answered before the stream', async () => {
    signIn(testUser, 'token-1');
    mockFetch(() => errorAnswer(503, 'AI_NOT_CONFIGURED', 'No AI is configured.'));
    const error = await apiStream('/generate', { method: 'POST', body: {} }, () => {}).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'AI_NOT_CONFIGURED', message: 'No AI is configured.' });
  });

  it('ends the session on 401 like every other call', async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    signIn(testUser, 'stale');
    mockFetch(() => errorAnswer(401, 'UNAUTHORIZED', 'Please sign in'));
    await expect(apiStream('/check', { method: 'POST', body: {} }, () => {})).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession().status).toBe('guest');
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
  });
});
