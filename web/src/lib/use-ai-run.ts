import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiProgress, AiStreamOptions } from './ai-stream';

export type AiRunPhase = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export interface AiRunState<Result> {
  phase: AiRunPhase;
  attempt: number;
  maxAttempts: number;
  /** 'AI response format error, retrying...' while a later attempt runs. */
  retryMessage: string | null;
  /** The model's thinking so far (when thinking is on). */
  reasoning: string;
  /** The result as far as it has arrived. */
  partial: Partial<Result> | null;
  result: Result | null;
  error: unknown;
}

const idle = {
  phase: 'idle',
  attempt: 0,
  maxAttempts: 0,
  retryMessage: null,
  reasoning: '',
  partial: null,
  result: null,
  error: null,
} as const;

export type AiRunner<Body, Result> = (body: Body, options: AiStreamOptions<Result>) => Promise<Result>;

function applyProgress<Result>(state: AiRunState<Result>, event: AiProgress<Result>): AiRunState<Result> {
  switch (event.type) {
    case 'attempt':
      return { ...state, attempt: event.attempt, maxAttempts: event.maxAttempts };
    case 'retry':
      // A new attempt writes its answer afresh.
      return {
        ...state,
        attempt: event.attempt,
        maxAttempts: event.maxAttempts,
        retryMessage: event.message,
        reasoning: '',
        partial: null,
      };
    case 'reasoning':
      return { ...state, reasoning: state.reasoning + event.delta };
    case 'partial':
      return { ...state, partial: event.value };
  }
}

/**
 * Runs one streamed generation or check at a time: progress as it arrives, the result, the error,
 * and `cancel`, which aborts the request (the server then stops the model and saves nothing).
 * Starting again, or leaving the page, aborts the run in progress.
 */
export function useAiRun<Body, Result>(
  run: AiRunner<Body, Result>,
  onDone?: (result: Result, body: Body) => void,
) {
  const [state, setState] = useState<AiRunState<Result>>(idle);
  const current = useRef<AbortController | null>(null);
  const lastBody = useRef<Body | null>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    (body: Body) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      lastBody.current = body;
      const mine = (update: (state: AiRunState<Result>) => AiRunState<Result>) => {
        if (current.current === controller) setState(update);
      };
      setState({ ...idle, phase: 'running' });
      run(body, {
        signal: controller.signal,
        onProgress: (event) => mine((state) => applyProgress(state, event)),
      }).then(
        (result) => {
          if (current.current !== controller) return;
          mine((state) => ({ ...state, phase: 'done', result, retryMessage: null }));
          doneRef.current?.(result, body);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          mine((state) => ({ ...state, phase: 'failed', error }));
        },
      );
    },
    [run],
  );

  const cancel = useCallback(() => {
    const controller = current.current;
    if (!controller) return;
    current.current = null;
    controller.abort();
    setState((state) => (state.phase === 'running' ? { ...idle, phase: 'cancelled' } : state));
  }, []);

  /** Runs the last request again, with the same body. */
  const retry = useCallback(() => {
    if (lastBody.current !== null) start(lastBody.current);
  }, [start]);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState(idle);
  }, []);

  return { ...state, running: state.phase === 'running', start, cancel, retry, reset };
}

export type AiRun<Body, Result> = ReturnType<typeof useAiRun<Body, Result>>;
