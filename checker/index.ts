import { checkFromLints } from './engine/check';
import { createHarperRunner, DEFAULT_IDLE_MS, HarperBusyError } from './engine/harper-worker';
import { maskLongWords } from './engine/long-words';
import { RULE_CONFIG } from './engine/rules';
import type { CheckResult, CheckSettings, WordLookup } from './types';

/*
 * The built-in grammar checker (AI_PROVIDER=offline), the one entry of checker/: Harper in a process of its
 * own, loaded on the first check and released after `idleMs` without checks, in the learner's English
 * variety, plus learner rules; see engine/check.ts and engine/build.ts for how lints become issues and the
 * corrected sentence. Runs of letters too long to be words never reach Harper (engine/long-words.ts).
 * Measured with `npm run eval:check` (JFLEG dev, GLEU and false alarms; checker/docs/offline-checker.md).
 */

export interface OfflineCheckerOptions {
  /** ECDICT: a word it has is not called a misspelling. Without it, only Harper's dictionary is used. */
  dictionary?: WordLookup;
  /** Release Harper's worker (~400 MB) after this long without checks. Default 5 minutes. */
  idleMs?: number;
  /** Checks that may wait for Harper before more are refused; tests make it small. */
  maxWaiting?: number;
  /**
   * The error a refused check rejects with, given how long to wait before trying again (the server's
   * CHECKER_BUSY); by default a HarperBusyError.
   */
  busyError?: (retryAfterSeconds: number) => Error;
}

export interface OfflineCheckerHandle {
  /** The check of one sentence; rejects when aborted or when too many checks wait already (`busyError`). */
  check(sentence: string, settings: CheckSettings, signal?: AbortSignal): Promise<CheckResult>;
  /** Ends Harper's process, if it runs. */
  close(): Promise<void>;
  /** Whether Harper's worker is alive now (for tests and diagnostics). */
  readonly running: boolean;
  /** How many times the worker has been started. */
  readonly starts: number;
  /** The id of Harper's process while it runs (null when released), to read its memory. */
  readonly pid: number | null;
}

export function createOfflineChecker(options: OfflineCheckerOptions = {}): OfflineCheckerHandle {
  const runner = createHarperRunner({
    idleMs: options.idleMs ?? DEFAULT_IDLE_MS,
    rules: RULE_CONFIG,
    dialect: 'american',
    maxWaiting: options.maxWaiting,
  });
  const { busyError } = options;
  return {
    get running() {
      return runner.running;
    },
    get starts() {
      return runner.starts;
    },
    get pid() {
      return runner.pid;
    },
    async check(sentence: string, settings: CheckSettings, signal?: AbortSignal): Promise<CheckResult> {
      const masked = maskLongWords(sentence);
      const lints = await runner
        .lint(masked.text, 'organized', signal, settings.englishVariety)
        .catch((error: unknown) => {
          throw error instanceof HarperBusyError && busyError ? busyError(error.retryAfterSeconds) : error;
        });
      signal?.throwIfAborted();
      const harperLints = [...masked.toSentence(lints), ...masked.notWords];
      return checkFromLints(sentence, harperLints, settings, { dictionary: options.dictionary });
    },
    close: () => runner.close(),
  };
}

export { DEFAULT_IDLE_MS, HarperBusyError } from './engine/harper-worker';
export { editDistance, type EditCosts } from './lexicon/edit-distance';
export type { CheckResult, CheckSettings, WordLookup } from './types';
