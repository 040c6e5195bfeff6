import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckOutput, GenerationOutput } from '@contract';
import { readDataBlock, type CheckData, type GenerationData } from '../ai/prompts';

/*
 * A TEST DOUBLE: a scripted OpenAI-compatible server (POST /v1/chat/completions, GET /v1/models) for the
 * AI engine's tests and the e2e suite. It is never used by the app itself. Each test queues the replies
 * it wants; when the queue is empty the default script answers from the prompt's data block.
 */

export type ScriptedAnswer = Exclude<ScriptedReply, (request: RecordedRequest) => ScriptedReply>;

export type ScriptedReply =
  /** A completion whose content is this text (valid JSON, broken JSON, anything). */
  | {
      content: string;
      reasoning?: string;
      /** Streamed in this many pieces (default 3), with a pause between them. */
      chunks?: number;
      chunkDelayMs?: number;
    }
  /** An HTTP error with a body such as `{ error: { message } }`. */
  | { status: number; body?: unknown }
  /** Never answers; the connection stays open until the client gives up. */
  | { hang: true }
  /** Computes the reply from the request. */
  | ((request: RecordedRequest) => ScriptedReply);

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (null for GET). */
  body: ChatRequestBody | null;
  /** True once the client closed the connection before the reply was complete. */
  closedEarly: boolean;
  /** Resolves when the exchange is over: true when the client closed it early. */
  closed: Promise<boolean>;
}

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  [key: string]: unknown;
}

export interface ScriptedProvider {
  /** The base URL to configure as AI_BASE_URL, ending in /v1. */
  baseUrl: string;
  /** Every request received, chat completions and model lists alike, in order. */
  requests: RecordedRequest[];
  /** Only the chat completion requests. */
  readonly completions: RecordedRequest[];
  enqueue(...replies: ScriptedReply[]): void;
  /** Forgets the queued replies and the recorded requests (between tests). */
  reset(): void;
  /** Resolves with the next request to arrive (or the latest, if one came in since the last call). */
  nextRequest(): Promise<RecordedRequest>;
  close(): Promise<void>;
}

export interface ScriptedProviderOptions {
  port?: number;
  host?: string;
  /** Listed at GET /v1/models. */
  models?: string[];
  /** What answers when the queue is empty; the default script otherwise. */
  fallback?: (request: RecordedRequest) => ScriptedReply;
}

export async function startScriptedProvider(
  options: ScriptedProviderOptions = {},
): Promise<ScriptedProvider> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const waiting: Array<(request: RecordedRequest) => void> = [];
  let seen = 0;
  const models = options.models ?? ['scripted-model', 'scripted-thinker'];
  const fallback = options.fallback ?? defaultScript;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const recorded = record(req, res, raw);
      requests.push(recorded);
      for (const resolve of waiting.splice(0)) resolve(recorded);
      seen = requests.length;
      route(recorded, res);
    });
  });

  function route(request: RecordedRequest, res: ServerResponse) {
    if (request.method === 'GET' && request.path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model' })) });
    }
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions' || !request.body) {
      return sendJson(res, 404, { error: { message: `no route ${request.method} ${request.path}` } });
    }
    let reply = queue.shift() ?? fallback;
    while (typeof reply === 'function') reply = reply(request);
    void answer(reply, request.body, res);
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    requests,
    get completions() {
      return requests.filter((request) => request.path === '/v1/chat/completions');
    },
    enqueue: (...replies) => void queue.push(...replies),
    reset() {
      queue.length = 0;
      requests.length = 0;
      seen = 0;
    },
    nextRequest() {
      if (seen < requests.length) {
        seen = requests.length;
        return Promise.resolve(requests[requests.length - 1] as RecordedRequest);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function record(req: IncomingMessage, res: ServerResponse, raw: string): RecordedRequest {
  let body: ChatRequestBody | null = null;
  try {
    body = raw === '' ? null : (JSON.parse(raw) as ChatRequestBody);
  } catch {
    body = null;
  }
  const recorded: RecordedRequest = {
    method: req.method ?? 'GET',
    path: (req.url ?? '/').split('?')[0] ?? '/',
    headers: req.headers,
    body,
    closedEarly: false,
    closed: new Promise((resolve) => {
      res.once('close', () => {
        recorded.closedEarly = !res.writableFinished;
        resolve(recorded.closedEarly);
      });
    }),
  };
  return recorded;
}

async function answer(reply: ScriptedAnswer, body: ChatRequestBody, res: ServerResponse) {
  if ('hang' in reply) return;
  if ('status' in reply) {
    return sendJson(res, reply.status, reply.body ?? { error: { message: `scripted ${reply.status}` } });
  }
  if (!body.stream) {
    return sendJson(res, 200, completion(body.model, reply.content, reply.reasoning));
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const pieces = [
    ...split(reply.reasoning ?? '', reply.chunks ?? 3).map((text) => ({ reasoning_content: text })),
    ...split(reply.content, reply.chunks ?? 3).map((text) => ({ content: text })),
  ];
  res.write(chunk({ role: 'assistant', content: '' }));
  for (const delta of pieces) {
    if (res.destroyed) return;
    if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    res.write(chunk(delta));
  }
  res.write(chunk({}, 'stop'));
  res.write(
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: body.model, choices: [], usage: usage() })}\n\n`,
  );
  res.end('data: [DONE]\n\n');
}

function completion(model: string, content: string, reasoning?: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, ...(reasoning ? { reasoning_content: reasoning } : {}) },
        finish_reason: 'stop',
      },
    ],
    usage: usage(),
  };
}

const usage = () => ({ prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 });

function split(text: string, count: number): string[] {
  if (text === '') return [];
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)));
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The text of every message of a chat request, joined (where the prompt's data block is). */
export function promptText(body: ChatRequestBody | null): string {
  return (body?.messages ?? [])
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => part.text ?? '').join(''),
    )
    .join('\n');
}

/** A valid generation answer as JSON text; override any field. */
export function generationJson(overrides: Partial<GenerationOutput> = {}): string {
  return JSON.stringify({
    sentence: 'I go to the library every day.',
    translation: '我每天去图书馆。',
    grammarExplanation: 'A simple present sentence for a daily habit.',
    grammarPoints: [{ title: 'Simple present', explanation: 'Habits use the simple present tense.' }],
    ...overrides,
  } satisfies GenerationOutput);
}

/** A valid check answer as JSON text; override any field. */
export function checkJson(overrides: Partial<CheckOutput> = {}): string {
  return JSON.stringify({
    correctedSentence: 'She goes to school.',
    isCorrect: false,
    score: 70,
    explanation: 'The verb must agree with the subject.',
    issues: [
      {
        type: 'grammar',
        original: 'go',
        suggestion: 'goes',
        explanation: 'Third person singular takes -s.',
        start: 4,
        end: 6,
      },
    ],
    ...overrides,
  } satisfies CheckOutput);
}

/**
 * Canned answers computed from the request: a generation that uses every requested word, a check that
 * fixes 'go' -> 'goes' (or finds nothing), in the language the prompt asked for.
 */
export function defaultScript(request: RecordedRequest): ScriptedReply {
  const data = readDataBlock(promptText(request.body));
  if (data?.task === 'generate-sentence') return { content: defaultGeneration(data) };
  if (data?.task === 'check-sentence') return { content: defaultCheck(data) };
  return { status: 400, body: { error: { message: 'the scripted provider found no data block' } } };
}

function defaultGeneration({ words, grammarLanguage }: GenerationData): string {
  const quoted = words.map((word) => `"${word}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  const bilingual = grammarLanguage === 'bilingual';
  return generationJson({
    sentence: `Every morning I practise the words ${list} with my friend.`,
    translation: `每天早上我和朋友一起练习单词 ${quoted.join('、')}。`,
    grammarExplanation: bilingual
      ? '这是一个一般现在时 (simple present) 的句子，表示习惯。'
      : 'A simple present sentence that describes a habit.',
    grammarPoints: [
      bilingual
        ? { title: '一般现在时 (simple present)', explanation: '表示经常发生的动作。' }
        : { title: 'Simple present', explanation: 'Used for actions that happen regularly.' },
    ],
  });
}

function defaultCheck({ sentence, grammarLanguage }: CheckData): string {
  const bilingual = grammarLanguage === 'bilingual';
  const match = /\bgo\b/.exec(sentence);
  if (!match) {
    return checkJson({
      correctedSentence: sentence,
      isCorrect: true,
      score: 100,
      explanation: bilingual ? '句子没有错误。' : 'The sentence is correct.',
      issues: [],
    });
  }
  return checkJson({
    correctedSentence: `${sentence.slice(0, match.index)}goes${sentence.slice(match.index + 2)}`,
    isCorrect: false,
    score: 70,
    explanation: bilingual ? '主语是第三人称单数时，动词要加 -s。' : 'The verb must agree with its subject.',
    issues: [
      {
        type: 'grammar',
        original: 'go',
        suggestion: 'goes',
        explanation: bilingual
          ? '第三人称单数 (third person singular) 用 goes。'
          : 'Use "goes" after he, she or it.',
        start: match.index,
        end: match.index + 2,
      },
    ],
  });
}
