import type { EnglishVariety } from '@contract';
import { locateWord, type AiCaller, type AiEngine } from '../ai';
import type { RunInTransaction } from '../db/transaction';
import type { Dictionary } from '../dictionary';
import type { Clock } from '../lib/clock';
import type { WordRow } from '../words';
import type { ReviewRepository } from './repository';

export interface AiSentencePoolLogger {
  warn(details: object, message: string): void;
}

export interface AiSentencePoolDeps {
  engine: Pick<AiEngine, 'generateSentence' | 'models'>;
  review: Pick<ReviewRepository, 'addAiSentence'>;
  transaction: RunInTransaction;
  dictionary: Pick<Dictionary, 'lookup'>;
  clock: Clock;
  logger: AiSentencePoolLogger;
}

/** The last cloze source: one sentence per word, written once by the platform AI, for every learner. */
export interface AiSentencePool {
  /**
   * Asks, in the background, for a sentence for each of these words that has none yet; returns at once.
   * Nothing is asked unless the platform AI is configured.
   */
  ask(words: Array<Pick<WordRow, 'word' | 'word_key'>>, variety: EnglishVariety): void;
  /** Stops the requests under way (the app is closing) and waits for them to end. */
  close(): Promise<void>;
}

/*
 * The pool is nobody's: its requests run on the platform's key as a caller of their own, never with a
 * learner's key nor on a learner's daily AI calls. That caller has no key of its own (a user id is a UUID)
 * and the daily cap applies to it as to a learner, which bounds what the pool spends in a day.
 */
const POOL_CALLER: AiCaller = { userId: 'ai-sentence-pool' };
const RETRY_AFTER_MS = 60 * 60 * 1000;
/* Queue pages of new words would otherwise start a burst of requests: the rest wait for a later read. */
const MAX_IN_FLIGHT = 4;
/* Words held back at most; beyond it the oldest are forgotten (and may be asked again). */
const MAX_HELD_BACK = 10_000;
const ATTEMPTS = 2;

export function createAiSentencePool(deps: AiSentencePoolDeps): AiSentencePool {
  const { transaction } = deps;
  const inFlight = new Map<string, Promise<void>>();
  /*
   * Words just asked for, written or failed, by when: not asked again for an hour. A queue read that found no
   * sentence just before one was written would otherwise ask again once the request had finished.
   */
  const heldBackAt = new Map<string, number>();
  const aborts = new AbortController();
  let platform: Promise<boolean> | null = null;

  /* Whether requests would go to the platform's AI; asked once, again only after the answer failed. */
  function platformConfigured(): Promise<boolean> {
    platform ??= deps.engine.models(null).then(
      ({ source }) => source === 'platform',
      (error: unknown) => {
        platform = null;
        deps.logger.warn(
          { err: error },
          'the AI sentence pool could not tell whether the platform AI is set up',
        );
        return false;
      },
    );
    return platform;
  }

  function mayAsk(key: string, now: number): boolean {
    if (inFlight.has(key) || inFlight.size >= MAX_IN_FLIGHT) return false;
    const since = heldBackAt.get(key);
    if (since === undefined) return true;
    if (now - since < RETRY_AFTER_MS) return false;
    heldBackAt.delete(key);
    return true;
  }

  function holdBack(key: string): void {
    heldBackAt.delete(key);
    heldBackAt.set(key, deps.clock().getTime());
    if (heldBackAt.size > MAX_HELD_BACK) heldBackAt.delete(heldBackAt.keys().next().value!);
  }

  async function write(word: string, key: string, variety: EnglishVariety): Promise<void> {
    const { output, model } = await deps.engine.generateSentence(
      POOL_CALLER,
      {
        words: [word],
        maxRetries: ATTEMPTS,
        // The explanations are not kept; the translation is asked for either way.
        grammarLanguage: 'english',
        englishVariety: variety,
        enableThinking: false,
      },
      { signal: aborts.signal, language: 'en' },
    );
    if (locateWord(output.sentence, word, deps.dictionary) === null) {
      throw new Error(`the AI's sentence does not use "${word}": ${output.sentence}`);
    }
    await transaction((trx) =>
      deps.review.addAiSentence(trx, {
        word_key: key,
        sentence: output.sentence,
        translation: output.translation,
        model,
        created_at: deps.clock().toISOString(),
      }),
    );
  }

  async function run(word: string, key: string, variety: EnglishVariety): Promise<void> {
    try {
      if (!(await platformConfigured())) return;
      await write(word, key, variety);
      holdBack(key);
    } catch (error) {
      if (aborts.signal.aborted) return;
      holdBack(key);
      deps.logger.warn({ err: error, word }, 'the AI sentence pool got no sentence; asking again in an hour');
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    ask(words, variety) {
      if (aborts.signal.aborted) return;
      const now = deps.clock().getTime();
      for (const { word, word_key: key } of words) {
        if (!mayAsk(key, now)) continue;
        inFlight.set(key, run(word, key, variety));
      }
    },

    async close() {
      aborts.abort();
      await Promise.all(inFlight.values());
    },
  };
}
