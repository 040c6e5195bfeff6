import type { FieldError } from '@contract';

/** Codes the client adds for failures that never reached the server. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    /** The server's localized text, or '' when it sent none (callers then show their own fallback). */
    message: string,
    readonly errors: FieldError[] = [],
    /** Code-specific extras such as `suggestions`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** No answer at all (no network, timed out: the client's status 0), as against a server that said no. */
export function unreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The text to show for a failed call: the server's message when it gave one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
