import type { LanguageModel, streamText } from 'ai';
import { AiAbortedError, aiErrors } from './errors';
import type { Prompt } from './prompts';
import type { ProviderOptions } from './providers';

type OutputSpec = Parameters<typeof streamText>[0]['output'];

export interface AttemptRequest {
  model: LanguageModel;
  prompt: Prompt;
  output: OutputSpec;
  providerOptions: ProviderOptions;
  /** The caller's signal: aborting it cancels the provider request at once. */
  signal: AbortSignal;
  timeoutMs: number;
  onReasoning?: (delta: string) => void;
  /** The answer's JSON so far, repaired into an object, each time it grows. */
  onPartial?: (partial: Record<string, unknown>) => void;
}

export interface AttemptAnswer {
  text: string;
  reasoning: string;
}

/**
 * One call to the model, streamed. Resolves with the raw text (parsed and validated by the caller);
 * rejects with AiAbortedError when the caller aborts, AI_TIMEOUT after `timeoutMs`, or the provider's
 * own error. The SDK never retries: the engine's loop decides what is worth another attempt.
 */
export async function runAttempt(request: AttemptRequest): Promise<AttemptAnswer> {
  if (request.signal.aborted) throw new AiAbortedError();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout.signal]);
  const failure = () => (request.signal.aborted ? new AiAbortedError() : aiErrors.timeout());
  // The stream may take a moment to notice an abort; the caller must not wait for it.
  let onStop = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onStop = () => reject(failure());
    signal.addEventListener('abort', onStop, { once: true });
  });
  stopped.catch(() => {});
  try {
    const consumed = consume(request, signal);
    consumed.catch(() => {});
    const answer = await Promise.race([consumed, stopped]);
    if (signal.aborted) throw failure();
    return answer;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onStop);
  }
}

async function consume(request: AttemptRequest, signal: AbortSignal): Promise<AttemptAnswer> {
  // Loaded on the first model call, like the providers (providers.ts).
  const { streamText } = await import('ai');
  const result = streamText({
    model: request.model,
    system: request.prompt.system,
    prompt: request.prompt.prompt,
    output: request.output,
    providerOptions: request.providerOptions,
    abortSignal: signal,
    maxRetries: 0,
    // Errors arrive as stream parts below; the SDK's default would print them to the console.
    onError: () => {},
  });
  let text = '';
  let reasoning = '';
  let lastPartial = '';
  let providerError: unknown = null;
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      text += part.text;
      if (request.onPartial) {
        const partial = await partialObject(text);
        const serialized = partial && JSON.stringify(partial);
        if (partial && serialized !== lastPartial) {
          lastPartial = serialized ?? '';
          request.onPartial(partial);
        }
      }
    } else if (part.type === 'reasoning-delta') {
      reasoning += part.text;
      if (part.text !== '') request.onReasoning?.(part.text);
    } else if (part.type === 'error') {
      providerError ??= part.error;
    }
  }
  if (providerError !== null) throw providerError;
  return { text, reasoning };
}

async function partialObject(text: string): Promise<Record<string, unknown> | null> {
  const start = text.indexOf('{');
  if (start < 0) return null;
  const { parsePartialJson } = await import('ai');
  const { value } = await parsePartialJson(text.slice(start));
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
