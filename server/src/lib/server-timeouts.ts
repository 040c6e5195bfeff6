import { AI_LIMITS } from '@contract';

/** How long the HTTP server waits on a client; SECURITY.md lists the values and why. */
export interface ServerTimeouts {
  /** The whole request (headers and body) must have arrived by then: a slow body is cut off (408). */
  requestTimeout: number;
  /** The headers must have arrived by then (Node requires it to be at most requestTimeout). */
  headersTimeout: number;
  /** An idle keep-alive connection is closed after this; above the 60 s idle timeout of common load balancers. */
  keepAliveTimeout: number;
  /** A socket with no traffic either way is closed after this. */
  connectionTimeout: number;
  /** How often Node looks for requests past requestTimeout/headersTimeout. */
  connectionsCheckingInterval: number;
}

/*
 * The values of a production Node server. connectionTimeout must outlast the longest silent answer: a
 * generation or check without streaming says nothing until its last attempt ends, so it follows
 * AI_TIMEOUT_MS times the most attempts, plus a margin.
 */
export function serverTimeouts(aiTimeoutMs: number): ServerTimeouts {
  return {
    requestTimeout: 30_000,
    headersTimeout: 15_000,
    keepAliveTimeout: 72_000,
    connectionTimeout: aiTimeoutMs * AI_LIMITS.maxRetriesMax + 30_000,
    connectionsCheckingInterval: 5_000,
  };
}
