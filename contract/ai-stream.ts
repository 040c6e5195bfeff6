import { z } from 'zod';
import { successEnvelope } from './envelope';
import { errorEnvelopeSchema } from './errors';

/*
 * The answers of the two AI requests, POST /generate and POST /check, in one place for both: the kind of
 * result is a parameter, and it is also the result's name in every answer (`{ generation }`, `{ check }`).
 * The server declares them on its routes (so the OpenAPI document shows them); the web app reads the
 * stream with AiStreamEvent. docs/api-conventions.md, "Streaming", says how a client chooses.
 */

export type AiResultKind = 'generation' | 'check';

/**
 * Sent in `Accept`, it asks for the progress stream: one JSON object per line while the work goes on
 * (status 200), instead of one answer at the end (201).
 */
export const AI_STREAM_TYPE = 'application/x-ndjson';

/* `{ [kind]: schema }` with the kind in its type, so that a schema built for 'check' names `check`. */
function named<Kind extends AiResultKind, Schema extends z.ZodType>(kind: Kind, schema: Schema) {
  return { [kind]: schema } as { [K in Kind]: Schema };
}

/** The answer without a stream (201): the saved result and a success message. */
export function aiResultResponseSchema<Kind extends AiResultKind, Result extends z.ZodObject>(
  kind: Kind,
  result: Result,
) {
  return successEnvelope({ ...named(kind, result), message: z.string() });
}

const attemptFields = {
  /** 1 for the first attempt. */
  attempt: z.number().int().min(1),
  /** The most attempts in all: the request's `maxRetries`, or 1 on the built-in checker. */
  maxAttempts: z.number().int().min(1),
};

const attemptEventSchema = z
  .object({ type: z.literal('attempt'), ...attemptFields })
  .describe('An attempt starts (the screen shows "attempt x of max").');

const retryEventSchema = z
  .object({ type: z.literal('retry'), ...attemptFields, message: z.string() })
  .describe(
    "The model's answer was refused (its format, or a chosen word left out); attempt `attempt` follows. " +
      "`message` says so in the caller's language: 'AI response format error, retrying...'.",
  );

const reasoningEventSchema = z
  .object({ type: z.literal('reasoning'), delta: z.string() })
  .describe("The next piece of the model's thinking, when `enableThinking` is on and the model shares it.");

/*
 * The failure of the work, said as the error envelope says it (without `success`): code, message in the
 * caller's language, field errors, and `retryAfter` where the envelope has it (CHECKER_BUSY), since a
 * stream has no Retry-After header to give once it has started.
 */
const errorEventSchema = errorEnvelopeSchema
  .omit({ success: true })
  .extend({ type: z.literal('error'), retryAfter: z.number().int().optional() })
  .describe(
    'The last line when the work failed: `code` and `message` as the error envelope has them ' +
      "(e.g. AI_FORMAT_ERROR: 'Generation failed after 3 attempts'). Nothing was saved.",
  );

/** One line of the progress stream of POST /generate (kind 'generation') or POST /check (kind 'check'). */
export function aiStreamEventSchema<Kind extends AiResultKind, Result extends z.ZodObject>(
  kind: Kind,
  result: Result,
) {
  return z.discriminatedUnion('type', [
    attemptEventSchema,
    retryEventSchema,
    reasoningEventSchema,
    z
      .object({ type: z.literal('partial'), ...named(kind, result.partial()) })
      .describe(`The ${kind} so far, as the model writes it; not saved yet.`),
    z
      .object({ type: z.literal('done'), ...named(kind, result), message: z.string() })
      .describe(`The last line when the work succeeded: the saved ${kind}, as the 201 answer has it.`),
    errorEventSchema,
  ]);
}

/** A line of the stream as the web app reads it (`Result`: the contract type of the kind's result). */
export type AiStreamEvent<Kind extends AiResultKind, Result> =
  | z.infer<typeof attemptEventSchema>
  | z.infer<typeof retryEventSchema>
  | z.infer<typeof reasoningEventSchema>
  | ({ type: 'partial' } & { [K in Kind]: Partial<Result> })
  | ({ type: 'done'; message: string } & { [K in Kind]: Result })
  | z.infer<typeof errorEventSchema>;
