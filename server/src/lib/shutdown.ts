import type { Server } from 'node:http';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes what the app borrowed (database, dictionary, stores), once the last request is answered. */
  release: () => Promise<void>;
  /** A request still running after this no longer holds the process: it exits 1. */
  graceMs: number;
}

/**
 * On SIGTERM/SIGINT (or an uncaught error): stop taking requests, answer those in flight, release the
 * rest, exit 0 (1 after an uncaught error or when the grace period runs out).
 */
export function closeOnSignal({ app, release, graceMs }: ShutdownOptions): { close(): void } {
  const closing = dropKeepAliveWhenAnswered(app.server);
  return closeWithGrace(
    {
      delay: graceMs,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) => app.log.error(`requests still open after ${delay} ms: exiting anyway`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: closing');
      else app.log.info(`${signal ?? 'close'} received: finishing open requests, then exiting`);
      closing.start();
      await app.close();
      await release();
    },
  );
}

/*
 * server.close() drops the keep-alive sockets idle at that moment only. A socket answering a request then
 * waits for the client's next one (keepAliveTimeout, 72 s): it would hold close() past the grace period
 * and the exit would be 1. So while closing, each socket is dropped as soon as its answer is out.
 */
function dropKeepAliveWhenAnswered(server: Server): { start(): void } {
  let closing = false;
  server.on('request', (_request, response) => {
    response.once('finish', () => {
      if (closing) server.closeIdleConnections();
    });
  });
  return {
    start: () => {
      closing = true;
    },
  };
}
