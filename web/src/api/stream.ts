import { ApiError } from './api-error';
import { failure, readJson, send, type RequestOptions } from './client';

const NDJSON = 'application/x-ndjson';

/**
 * A call whose answer is a stream of JSON lines (POST /generate and /check with progress). It goes
 * through the client's `send`, so headers, token, timeout and 401 handling are the client's own; an
 * error before the stream starts is the usual envelope and throws the same `ApiError`.
 */
export async function apiStream(
  path: string,
  options: RequestOptions,
  onValue: (value: unknown) => void,
): Promise<void> {
  const { response, release } = await send(path, options, NDJSON);
  try {
    if (!response.ok) throw failure(response.status, await readJson(response));
    if (!response.body) throw new ApiError(response.status, 'BAD_RESPONSE', '');
    await readNdjson(response.body, onValue, options.signal);
  } finally {
    release();
  }
}

/**
 * Calls `onValue` with each JSON line as soon as it is complete. A line may arrive split across
 * chunks (and a character across two), so text is buffered until its newline. Aborting `signal`
 * closes the stream and rejects with the signal's reason.
 */
export async function readNdjson(
  body: ReadableStream<Uint8Array>,
  onValue: (value: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  let buffer = '';
  try {
    signal?.throwIfAborted();
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        emitLine(buffer.slice(0, newline), onValue);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    }
    // The last line may come without its newline.
    emitLine(buffer + decoder.decode(), onValue);
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

function emitLine(line: string, onValue: (value: unknown) => void): void {
  const text = line.trim();
  if (!text) return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(0, 'BAD_RESPONSE', '');
  }
  onValue(value);
}
