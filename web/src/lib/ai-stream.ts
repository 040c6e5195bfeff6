import type { AiStreamEvent } from '@contract';
import { ApiError } from '../api/api-error';
import { apiStream } from '../api/stream';

/** What a running generation or check reports before its result, in one shape for both. */
export type AiProgress<Result> =
  | { type: 'attempt'; attempt: number; maxAttempts: number }
  | { type: 'retry'; attempt: number; maxAttempts: number; message: string }
  | { type: 'reasoning'; delta: string }
  | { type: 'partial'; value: Partial<Result> };

export interface AiStreamOptions<Result> {
  signal: AbortSignal;
  onProgress: (event: AiProgress<Result>) => void;
}

/** Status a failed stream maps to, so the error reads like the same failure answered without streaming. */
const STATUS_BY_CODE: Record<string, number> = {
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  AI_NOT_CONFIGURED: 503,
  AI_TIMEOUT: 504,
};

/**
 * POST /generate or /check with progress (docs/api-conventions.md, "Streaming"): reports each event,
 * resolves with the `done` result and rejects with an `ApiError` for an `error` event or a stream that ends
 * early.
 */
export async function streamAi<Kind extends 'generation' | 'check', Result>(
  path: string,
  kind: Kind,
  body: unknown,
  { signal, onProgress }: AiStreamOptions<Result>,
): Promise<Result> {
  let result: Result | undefined;
  let failed: ApiError | undefined;
  await apiStream(path, { method: 'POST', body, signal }, (value) => {
    const event = value as AiStreamEvent<Kind, Result>;
    switch (event.type) {
      case 'attempt':
      case 'retry':
      case 'reasoning':
        onProgress(event);
        break;
      case 'partial':
        onProgress({ type: 'partial', value: event[kind] as Partial<Result> });
        break;
      case 'done':
        result = event[kind] as Result;
        break;
      case 'error':
        failed = new ApiError(STATUS_BY_CODE[event.code] ?? 502, event.code, event.message);
        break;
      default:
      // A newer server may add event types; this client has nothing to show for them.
    }
  });
  if (failed) throw failed;
  if (result === undefined) throw new ApiError(0, 'BAD_RESPONSE', '');
  return result;
}
