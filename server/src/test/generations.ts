import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Generation, SentenceCheck } from '@contract';
import { bearer } from './accounts';
import { startScriptedProvider, type ScriptedProvider } from './ai-provider';
import { createTestApp, type TestApp, type TestAppOptions, type TestDatabaseKind } from './app';

export const NDJSON = 'application/x-ndjson';

/** POST /api/generate with these word ids (and any other fields), answering the raw response. */
export function postGenerate(
  t: TestApp,
  token: string | null,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/generate',
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
}

/** POST /api/check, answering the raw response. */
export function postCheck(
  t: TestApp,
  token: string | null,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/check',
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
}

/** A generation from these words, failing the test unless it was created. */
export async function createGeneration(
  t: TestApp,
  token: string,
  wordIds: string[],
  extra: object = {},
): Promise<Generation> {
  const response = await postGenerate(t, token, { wordIds, ...extra });
  if (response.statusCode !== 201)
    throw new Error(`generate failed: ${response.statusCode} ${response.body}`);
  return response.json<{ generation: Generation }>().generation;
}

/** A check of this sentence, failing the test unless it was created. */
export async function createCheck(
  t: TestApp,
  token: string,
  sentence: string,
  extra: object = {},
): Promise<SentenceCheck> {
  const response = await postCheck(t, token, { sentence, ...extra });
  if (response.statusCode !== 201) throw new Error(`check failed: ${response.statusCode} ${response.body}`);
  return response.json<{ check: SentenceCheck }>().check;
}

/** The JSON lines of an NDJSON answer. */
export function ndjsonEvents(body: string): Array<Record<string, unknown> & { type: string }> {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown> & { type: string });
}

/** A request with an optional token: the caller's session, or a guest's. */
export async function request(
  t: TestApp,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  options: { payload?: object; language?: string } = {},
) {
  const response = await t.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      ...(token ? bearer(token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
  return { status: response.statusCode, body: response.json(), response };
}

export interface AiTestApp {
  t: TestApp;
  provider: ScriptedProvider;
  close(): Promise<void>;
}

/** The real app and AI engine, answered by a scripted OpenAI-compatible provider. */
export async function createAiTestApp(
  database: TestDatabaseKind,
  options: Pick<TestAppOptions, 'checkAnswers'> = {},
): Promise<AiTestApp> {
  const provider = await startScriptedProvider();
  const t = await createTestApp({ database, ai: { baseUrl: provider.baseUrl }, ...options });
  return {
    t,
    provider,
    async close() {
      await t.close();
      await provider.close();
    },
  };
}

/**
 * POSTs to the app over a real socket with Accept: application/x-ndjson, reads the first line of the
 * stream, then closes the connection as a closed tab would. Answers that first line, parsed.
 */
export async function abandonStream(t: TestApp, path: string, token: string, payload: object) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const firstLine = await new Promise<string>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { ...bearer(token), accept: NDJSON, 'content-type': 'application/json' },
      },
      (res) => {
        res.setEncoding('utf8');
        res.once('data', (chunk: string) => {
          resolve(chunk.split('\n')[0] ?? '');
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end(JSON.stringify(payload));
  });
  return JSON.parse(firstLine) as Record<string, unknown>;
}
