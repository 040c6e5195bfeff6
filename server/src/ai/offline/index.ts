import { aiErrors } from '../errors';
import type { CheckedSentence, OfflineCheckSettings, OfflineChecker } from '../types';
import { checkFromLints, type WordLookup } from './check';
import { createHarperRunner, DEFAULT_IDLE_MS, HarperBusyError } from './harper-worker';
import { maskLongWords } from './long-words';
import { RULE_CONFIG } from './rules';

/*
 * The built-in grammar checker (AI_PROVIDER=offline): Harper in a process of its own, loaded on the first
 * check and released after `idleMs` without checks, in the learner's English variety, plus learner rules;
 * see check.ts and build.ts for how lints become issues and the corrected sentence. Runs of letters too long
 * to be words never reach Harper (long-words.ts). Measured with `npm run eval:check` (JFLEG dev, GLEU and
 * false alarms; docs/offline-checker.md).
 */

export interface OfflineCheckerOptions {
  /** ECDICT: a word it has is not called a misspelling. Without it, only Harper's dictionary is used. */
  dictionary?: WordLookup;
  /** Release Harper's worker (~400 MB) after this long without checks. Default 5 minutes. */
  idleMs?: number;
  /** Checks that may wait for Harper before more answer CHECKER_BUSY; tests make it small. */
  maxWaiting?: number;
}

export interface OfflineCheckerHandle extends OfflineChecker {
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
    async check(
      sentence: string,
      settings: OfflineCheckSettings,
      signal?: AbortSignal,
    ): Promise<CheckedSentence> {
      const masked = maskLongWords(sentence);
      const lints = await runner
        .lint(masked.text, 'organized', signal, settings.englishVariety)
        .catch((error: unknown) => {
          throw error instanceof HarperBusyError ? aiErrors.checkerBusy(error.retryAfterSeconds) : error;
        });
      signal?.throwIfAborted();
      const harperLints = [...masked.toSentence(lints), ...masked.notWords];
      return checkFromLints(sentence, harperLints, settings, { dictionary: options.dictionary });
    },
    close: () => runner.close(),
  };
}

export { DEFAULT_IDLE_MS } from './harper-worker';
