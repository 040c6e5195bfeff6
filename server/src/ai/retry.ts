import type { streamText } from 'ai';
import { translate } from '@contract';
import { AppError } from '../lib/errors';
import { runAttempt } from './attempt';
import { AiAbortedError, AnswersRefusedError, aiErrors } from './errors';
import type { Prompt } from './prompts';
import type { ModelSource } from './providers';
import type { AiResult, AiRunOptions } from './types';
import { parseModelJson, type AnswerProblem, type Validated } from './validate';

/** What one kind of request asks of a model and how its answer is judged. */
export interface AiTask<Output> {
  /** Names the request in the message when every attempt failed: a check is not a generation. */
  kind: 'generation' | 'check';
  prompt: Prompt;
  output: Parameters<typeof streamText>[0]['output'];
  validate(raw: unknown): Validated<Output>;
}

export interface RetryRun<Output> {
  source: ModelSource;
  modelId: string;
  task: AiTask<Output>;
  maxAttempts: number;
  enableThinking: boolean;
  timeoutMs: number;
  options: AiRunOptions<Output>;
  /** Runs before every provider attempt (the daily quota counts it); throwing stops the run. */
  beforeAttempt?: () => Promise<void>;
  /** Told why an answer was refused (for the operator's log; never shown to the learner). */
  onFormatError?: (details: { attempt: number; reason: string; model: string }) => void;
}

/**
 * The attempts of one request: each answer that is not valid JSON, not the schema or not what was asked
 * is a format error and, while attempts remain, another attempt follows. Timeouts, provider failures and
 * aborts end the run at once: repeating them would only make the learner wait longer.
 */
export async function runWithRetries<Output>(run: RetryRun<Output>): Promise<AiResult<Output>> {
  const { source, modelId, task, maxAttempts, options } = run;
  const emit = options.onProgress ?? (() => {});
  const model = await source.languageModel(modelId);
  const providerOptions = source.thinkingOptions(modelId, run.enableThinking);
  const problems: Array<AnswerProblem | undefined> = [];
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    await run.beforeAttempt?.();
    emit({ type: 'attempt', attempt, maxAttempts });
    const answer = await runAttempt({
      model,
      prompt: task.prompt,
      output: task.output,
      providerOptions,
      signal: options.signal,
      timeoutMs: run.timeoutMs,
      onReasoning: run.enableThinking ? (delta) => emit({ type: 'reasoning', delta }) : undefined,
      onPartial: (value) => emit({ type: 'partial', value: value as Partial<Output> }),
    }).catch((error: unknown) => {
      if (error instanceof AiAbortedError || error instanceof AppError) throw error;
      throw aiErrors.provider(error, options.language, source.secrets);
    });
    const parsed = parseModelJson(answer.text);
    const checked = parsed.ok ? task.validate(parsed.value) : parsed;
    if (checked.ok) {
      const reasoning = run.enableThinking && answer.reasoning.trim() !== '' ? answer.reasoning : null;
      return { output: checked.value, reasoning, model: modelId, provider: source.provider };
    }
    problems.push(checked.problem);
    run.onFormatError?.({ attempt, reason: checked.reason, model: modelId });
    if (attempt < maxAttempts) {
      const message = translate(options.language, 'ai.retrying');
      emit({ type: 'retry', attempt: attempt + 1, maxAttempts, message });
    }
  }
  throw new AnswersRefusedError(maxAttempts, task.kind, problems, options.language);
}
