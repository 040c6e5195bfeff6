import type { GrammarLanguage } from '@contract';
import type { CheckedSentence, OfflineChecker } from '../types';
import { buildCheck } from './build';
import { createHarperRunner, DEFAULT_IDLE_MS } from './harper-worker';
import { learnerLints } from './learner';
import { RULE_CONFIG } from './rules';

/*
 * The built-in grammar checker (AI_PROVIDER=offline): Harper in a worker thread, loaded on the first check
 * and released after `idleMs` without checks, plus a few learner rules; see build.ts for how lints become
 * issues and the corrected sentence. Measured with `npm run eval:check` (JFLEG dev, GLEU).
 */

export interface OfflineCheckerOptions {
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
      grammarLanguage: GrammarLanguage,
      signal?: AbortSignal,
    ): Promise<CheckedSentence> {
      const lints = await runner.lint(sentence, 'organized', signal);
      signal?.throwIfAborted();
      return buildCheck(sentence, [...lints, ...learnerLints(sentence)], grammarLanguage);
    },
    close: () => runner.close(),
  };
}

export { DEFAULT_IDLE_MS } from './harper-worker';
