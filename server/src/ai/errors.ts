// The SDK's error classes live in its small provider package: loading `ai` itself waits for a model call.
import { APICallError, LoadAPIKeyError } from '@ai-sdk/provider';
import { translate, type Language } from '@contract';
import { AppError, errors } from '../lib/errors';
import { scrubSecrets } from '../lib/secrets';
import type { AnswerProblem } from './validate';

/**
 * The caller went away (its AbortSignal fired). Routes recognise it with `isAiAborted` and answer
 * nothing: there is nobody left to answer, and nothing was saved.
 */
export class AiAbortedError extends Error {
  override name = 'AbortError';
  readonly code = 'AI_ABORTED';
  constructor() {
    super('The AI request was cancelled by the client');
  }
}

export function isAiAborted(error: unknown): error is AiAbortedError {
  return error instanceof AiAbortedError;
}

const REASON_MAX_LENGTH = 200;

/**
 * AI_FORMAT_ERROR: every attempt was refused. It keeps what each answer got wrong, so the engine can
 * answer a check another way and the learner is told which chosen words the sentences left out.
 */
export class AnswersRefusedError extends AppError {
  /** One per attempt; undefined where the answer was simply unreadable. */
  readonly problems: ReadonlyArray<AnswerProblem | undefined>;

  constructor(
    attempts: number,
    kind: 'generation' | 'check',
    problems: ReadonlyArray<AnswerProblem | undefined>,
    language: Language,
  ) {
    const missing = kind === 'generation' ? missingEveryTime(problems) : [];
    if (missing.length > 0) {
      super('AI_FORMAT_ERROR', 'ai.formatFailedMissingWords', {
        attempts,
        words: quotedList(missing, language),
      });
    } else {
      super('AI_FORMAT_ERROR', kind === 'check' ? 'ai.checkFormatFailed' : 'ai.formatFailed', { attempts });
    }
    this.problems = problems;
  }

  /** Some answer's issues pointed at nothing in the learner's sentence. */
  get didNotFitSentence(): boolean {
    return this.problems.some((problem) => problem?.kind === 'unfitSentence');
  }
}

/*
 * Named only when leaving out words is why every attempt failed: an attempt refused for another reason
 * would make the named words a guess. Each word once, in the order the answers left them out.
 */
function missingEveryTime(problems: ReadonlyArray<AnswerProblem | undefined>): string[] {
  const words = new Set<string>();
  for (const problem of problems) {
    if (problem?.kind !== 'missingWords') return [];
    for (const word of problem.words) words.add(word);
  }
  return [...words];
}

/** “harvest” and “ripe” / “harvest”和“ripe”: the list as each language writes one. */
function quotedList(words: string[], language: Language): string {
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return list.format(words.map((word) => `“${word}”`));
}

export const aiErrors = {
  timeout: () => new AppError('AI_TIMEOUT', 'ai.timeout'),
  notConfigured: () => new AppError('AI_NOT_CONFIGURED', 'ai.notConfigured'),
  generationNeedsModel: () => new AppError('AI_NOT_CONFIGURED', 'ai.generationNeedsModel'),
  unknownModel: (model: string) =>
    errors.validation([{ field: 'model', messageKey: 'ai.unknownModel', params: { model } }]),
  provider: providerError,
  checkerBusy,
};

/** 503 with Retry-After: the offline checker's queue is full, and waiting in it would take seconds. */
function checkerBusy(retryAfterSeconds: number): AppError {
  const error = new AppError(
    'CHECKER_BUSY',
    'errors.checkerBusy',
    { seconds: retryAfterSeconds },
    { retryAfter: retryAfterSeconds },
  );
  error.headers['retry-after'] = String(retryAfterSeconds);
  return error;
}

/**
 * A provider's refusal or failure, explained in the caller's language. Common statuses get our own
 * words; anything else carries the provider's message, trimmed, with every secret taken out.
 */
function providerError(error: unknown, language: Language, secrets: Array<string | null> = []): AppError {
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  let reason: string;
  const refused = status === 401 || status === 403 || LoadAPIKeyError.isInstance(error);
  if (refused) reason = translate(language, 'ai.providerUnauthorized');
  else if (status === 429) reason = translate(language, 'ai.providerRateLimited');
  else if (status === undefined ? isNetworkError(error) : status >= 500) {
    reason = translate(language, 'ai.providerUnavailable');
  } else reason = providerMessage(error, secrets);
  return new AppError('AI_PROVIDER_ERROR', 'ai.providerError', { reason });
}

function isNetworkError(error: unknown): boolean {
  return (
    APICallError.isInstance(error) ||
    (error instanceof Error && /fetch failed|ECONN|ENOTFOUND|socket/i.test(error.message))
  );
}

function providerMessage(error: unknown, secrets: Array<string | null>): string {
  // Keys echoed back by a provider, whole or masked, reach neither the learner nor the log.
  let message = scrubSecrets(error instanceof Error ? error.message : String(error), secrets)
    .replace(/\b(sk|key|api[-_]?key)[-_][A-Za-z0-9_-]{6,}/gi, '[key]')
    .replace(/\s+/g, ' ')
    .trim();
  if (message === '') message = 'unknown error';
  return message.length > REASON_MAX_LENGTH ? `${message.slice(0, REASON_MAX_LENGTH - 1)}…` : message;
}
