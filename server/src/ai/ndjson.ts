import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AI_STREAM_TYPE,
  aiResultResponseSchema,
  aiStreamEventSchema,
  translate,
  type AiResultKind,
  type Language,
  type MessageKey,
} from '@contract';
import { answers } from '../lib/answers';
import { AppError, errors } from '../lib/errors';
import { languageFromHeader } from '../lib/language';
import { isAiAborted } from './errors';
import type { AiProgress } from './types';

export const NDJSON_TYPE = AI_STREAM_TYPE;

export interface AiResultAnswer<Result, Presented> {
  /** The name of the result in the answer: `{ generation }` or `{ check }`. */
  kind: 'generation' | 'check';
  /** Does the work (engine call, then save); must stop when the signal aborts. */
  run: (signal: AbortSignal, onProgress: (event: AiProgress<unknown>) => void) => Promise<Result>;
  /** The result as the API shows it. */
  present: (result: Result) => Presented | Promise<Presented>;
  /** Of the plain JSON answer; the stream is always 200. Default 201. */
  status?: number;
  /** A success message added to the answer, in the caller's language. */
  message?: MessageKey;
}

/**
 * The answers of an AI request route, by what the client accepts (docs/api-conventions.md, "Streaming"):
 * 201 with `{ [kind]: result, message }`, or 200 and a stream of progress lines, whose shapes the OpenAPI
 * document shows.
 */
export function aiResultAnswers<Kind extends AiResultKind>(kind: Kind, result: z.ZodObject) {
  return answers({
    201: aiResultResponseSchema(kind, result).describe(
      `Without \`Accept: ${NDJSON_TYPE}\`: the saved ${kind} and a success message, once the work is done.`,
    ),
    200: {
      description:
        `With \`Accept: ${NDJSON_TYPE}\`: one JSON object per line as the work goes on ` +
        "(attempt, retry, reasoning, partial), then one last line, 'done' or 'error'.",
      content: { [NDJSON_TYPE]: { schema: aiStreamEventSchema(kind, result) } },
    },
  });
}

/** Whether the client asked for progress lines (docs/api-conventions.md, "Streaming"). */
export function wantsNdjson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes(NDJSON_TYPE);
}

/**
 * Answers an AI request: as a stream of NDJSON progress lines when the client accepts them, otherwise
 * once with the usual JSON. Either way a client that goes away aborts the work at once, and the
 * abort is neither logged as a failure nor answered.
 */
export async function sendAiResult<Result, Presented>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AiResultAnswer<Result, Presented>,
): Promise<FastifyReply> {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.once('close', onClose);
  const language = languageFromHeader(request.headers['accept-language']);
  const message = answer.message && { message: translate(language, answer.message) };
  if (wantsNdjson(request)) return stream(request, reply, answer, controller.signal, language, message);
  try {
    const result = await answer.run(controller.signal, () => {});
    const presented = await answer.present(result);
    return reply.code(answer.status ?? 201).send({ success: true, [answer.kind]: presented, ...message });
  } catch (error) {
    if (!(isAiAborted(error) || controller.signal.aborted)) throw error;
    // Nobody is waiting for an answer: close quietly instead of answering an error.
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
}

function stream<Result, Presented>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AiResultAnswer<Result, Presented>,
  signal: AbortSignal,
  language: Language,
  message: { message: string } | undefined,
): FastifyReply {
  const lines = new PassThrough();
  const write = (line: object) => {
    if (!lines.destroyed && !lines.writableEnded) lines.write(`${JSON.stringify(line)}\n`);
  };
  const onProgress = (event: AiProgress<unknown>) => {
    if (event.type === 'partial') write({ type: 'partial', [answer.kind]: event.value });
    else write(event);
  };
  const work = async () => {
    try {
      const presented = await answer.present(await answer.run(signal, onProgress));
      write({ type: 'done', [answer.kind]: presented, ...message });
    } catch (error) {
      if (isAiAborted(error) || signal.aborted) return;
      write(errorLine(request, error, language));
    } finally {
      lines.end();
    }
  };
  void reply
    .code(200)
    .header('content-type', `${NDJSON_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    // Reverse proxies (nginx) would otherwise hold the lines back until the end.
    .header('x-accel-buffering', 'no')
    .send(lines);
  void work();
  return reply;
}

function errorLine(request: FastifyRequest, error: unknown, language: Language) {
  const appError = error instanceof AppError ? error : errors.internal();
  // A provider's failure (502/503/504) is theirs, not a bug of ours: a warning, not an error.
  if (!(error instanceof AppError)) request.log.error({ err: error }, 'AI request failed');
  else if (appError.status >= 500)
    request.log.warn({ errorCode: appError.code, status: appError.status }, 'AI request failed');
  return {
    type: 'error',
    code: appError.code,
    message: translate(language, appError.messageKey, appError.params),
    // As in the envelope: `retryAfter` of CHECKER_BUSY, a stream's only way to say when to come back.
    ...appError.extra,
    ...(appError.fieldErrors.length > 0 && {
      errors: appError.fieldErrors.map(({ field, messageKey, params }) => ({
        field,
        message: translate(language, messageKey, params),
      })),
    }),
  };
}
