import type { CheckedSentence, OfflineCheckSettings, OfflineChecker } from '../types';
import { checkFromLints, type WordLookup } from './check';
import { createHarperRunner, DEFAULT_IDLE_MS } from './harper-worker';
import { RULE_CONFIG } from './rules';

/*
 * The built-in grammar checker (AI_PROVIDER=offline): Harper in a worker thread, loaded on the first check
 * and released after `idleMs` without checks, in the learner's English variety, plus learner rules; see
 * check.ts and build.ts for how lints become issues and the corrected sentence. Measured with
 * `npm run eval:check` (JFLEG dev, GLEU and false alarms; docs/offline-checker.md).
 */

export interface OfflineCheckerOptions {
  /** ECDICT: a word it has is not called a misspelling. Without it, only Harper's dictionary is used. */
  dictionary?: WordLookup;
  /** Release Harper's worker (~400 MB) after this long without checks. Default 5 minutes. */
  idleMs?: number;
}

export interface OfflineCheckerHandle extends OfflineChecker {
  /** Whether Harper's worker is alive now (for tests and diagnostics). */
  readonly running: boolean;
  /** How many times the worker has been started. */
  readonly starts: number;
}

export function createOfflineChecker(options: OfflineCheckerOptions = {}): OfflineCheckerHandle {
  const runner = createHarperRunner({
    idleMs: options.idleMs ?? DEFAULT_IDLE_MS,
    rules: RULE_CONFIG,
    dialect: 'american',
  });
  return {
    get running() {
      return runner.running;
    },
    get starts() {
      return runner.starts;
    },
    async check(
      sentence: string,
      settings: OfflineCheckSettings,
      signal?: AbortSignal,
    ): Promise<CheckedSentence> {
      const lints = await runner.lint(sentence, 'organized', signal, settings.englishVariety);
      signal?.throwIfAborted();
      return checkFromLints(sentence, lints, settings, { dictionary: options.dictionary });
    },
    close: () => runner.close(),
  };
}

export { DEFAULT_IDLE_MS } from './harper-worker';
