import type { AppConfig } from '../config';
import type { Dictionary } from '../dictionary';
import type { DailyQuota } from './daily-quota';
import { AiAbortedError, AnswersRefusedError, aiErrors } from './errors';
import { OFFLINE_FALLBACK_MODEL_ID, OFFLINE_MODEL } from './models';
import { checkPrompt, generationPrompt } from './prompts';
import { platformSource, type ModelSource } from './providers';
import { checkOutput, generationOutput } from './response-formats';
import { runWithRetries, type AiTask } from './retry';
import type {
  AiCaller,
  AiEngine,
  AiResult,
  AiRunOptions,
  CheckedSentence,
  CheckSentenceInput,
  OfflineChecker,
} from './types';
import { validateCheck, validateGeneration } from './validate';

export interface AiEngineLogger {
  warn(details: object, message: string): void;
}

export interface AiEngineDeps {
  config: AppConfig['ai'];
  dictionary: Pick<Dictionary, 'lookup'>;
  /**
   * Answers checks when no model is configured (AI_PROVIDER=offline). Borrowed: whoever made it closes
   * it. Without one, offline checks answer AI_NOT_CONFIGURED.
   */
  offlineChecker?: OfflineChecker;
  /** Tests and gateways: the fetch every provider request goes through. */
  fetch?: typeof globalThis.fetch;
  logger?: AiEngineLogger;
  /**
   * The seam for a learner's own key (a later issue): a source for this caller, or null to use the
   * platform's. Nothing else in the engine changes when it is plugged in.
   */
  customSource?: (caller: AiCaller) => Promise<ModelSource | null>;
  /** AI_DAILY_CALLS_PER_USER on the platform's key; null or absent: no cap. */
  dailyQuota?: DailyQuota | null;
}

type ResolvedSource = ModelSource | { kind: 'offline' };

/** What a generate or check request says of the model to use and how to run it. */
interface ModelRequest {
  model?: string | undefined;
  maxRetries: number;
  enableThinking: boolean;
}

/** The one module that talks to models (docs/architecture.md, "The AI engine"). */
export function createAiEngine(deps: AiEngineDeps): AiEngine {
  const { config, dictionary, offlineChecker } = deps;
  const platform = platformSource(config, deps.fetch);

  async function resolveModelSource(caller: AiCaller | null): Promise<ResolvedSource> {
    const custom = caller && deps.customSource ? await deps.customSource(caller) : null;
    return custom ?? platform ?? { kind: 'offline' };
  }

  async function pickModel(source: ModelSource, requested: string | undefined): Promise<string> {
    const ids = (await source.models()).map((model) => model.id);
    if (requested === undefined) {
      const [first] = ids;
      if (first === undefined) throw aiErrors.notConfigured();
      return first;
    }
    // A server that does not list its models is trusted with whatever model the caller names.
    if (ids.length > 0 && !ids.includes(requested)) throw aiErrors.unknownModel(requested);
    return requested;
  }

  /* Only the platform's key is capped: a learner's own key is theirs to spend. */
  const quotaOf = (source: ModelSource) => (source.kind === 'platform' ? (deps.dailyQuota ?? null) : null);
  const spendFor = (source: ModelSource, caller: AiCaller) => {
    const quota = quotaOf(source);
    return quota ? () => quota.spend(caller) : undefined;
  };

  const onFormatError = deps.logger
    ? (details: object) => deps.logger?.warn(details, 'AI answer refused (format), retrying or giving up')
    : undefined;

  /* A request to a model, generating or checking alike: the caller's model, its retries, spend and timeout. */
  async function runModel<Output>(
    source: ModelSource,
    caller: AiCaller,
    input: ModelRequest,
    options: AiRunOptions<Output>,
    task: AiTask<Output>,
  ): Promise<AiResult<Output>> {
    return runWithRetries({
      source,
      modelId: await pickModel(source, input.model),
      maxAttempts: input.maxRetries,
      enableThinking: input.enableThinking,
      timeoutMs: config.timeoutMs,
      options,
      onFormatError,
      beforeAttempt: spendFor(source, caller),
      task,
    });
  }

  return {
    async generateSentence(caller, input, options) {
      const source = await resolveModelSource(caller);
      if (source.kind === 'offline') throw aiErrors.generationNeedsModel();
      return runModel(source, caller, input, options, {
        kind: 'generation',
        prompt: generationPrompt(input.words, input.grammarLanguage, input.englishVariety),
        output: await generationOutput(),
        validate: (raw) => validateGeneration(raw, { words: input.words, dictionary }),
      });
    },

    async checkSentence(caller, input, options) {
      const source = await resolveModelSource(caller);
      if (source.kind === 'offline') return checkOffline(input, options);
      try {
        return await runModel(source, caller, input, options, {
          kind: 'check',
          prompt: checkPrompt(input.sentence, input.grammarLanguage, input.englishVariety),
          output: await checkOutput(),
          validate: (raw) => validateCheck(raw, input.sentence),
        });
      } catch (error) {
        /*
         * The model answered, but about some other sentence: the built-in checker still gives the learner
         * a check of theirs. Unreadable answers stay an error, since they point at the model, not the sentence.
         */
        if (!(error instanceof AnswersRefusedError && error.didNotFitSentence && offlineChecker)) throw error;
        const fallback = await runOfflineChecker(input, options);
        return { ...fallback, model: OFFLINE_FALLBACK_MODEL_ID };
      }
    },

    async models(caller) {
      const source = await resolveModelSource(caller);
      if (source.kind === 'offline') {
        const dailyCalls = null;
        if (!offlineChecker) return { models: [], defaultModel: null, source: 'offline', dailyCalls };
        return { models: [OFFLINE_MODEL], defaultModel: OFFLINE_MODEL.id, source: 'offline', dailyCalls };
      }
      const models = await source.models();
      const quota = quotaOf(source);
      const dailyCalls = quota && caller ? await quota.status(caller) : null;
      return { models, defaultModel: models[0]?.id ?? null, source: source.kind, dailyCalls };
    },

    async assertDailyQuota(caller) {
      const source = await resolveModelSource(caller);
      const quota = source.kind === 'offline' ? null : quotaOf(source);
      await quota?.assertAvailable(caller);
    },

    // Nothing to release today: provider clients hold no connections between requests.
    async close() {},
  };

  /* The rule-based checker answers in one go: one attempt, no retries, the same timeout and abort. */
  async function checkOffline(
    input: CheckSentenceInput,
    options: AiRunOptions<CheckedSentence>,
  ): Promise<AiResult<CheckedSentence>> {
    if (!offlineChecker) throw aiErrors.notConfigured();
    if (input.model !== undefined && input.model !== OFFLINE_MODEL.id)
      throw aiErrors.unknownModel(input.model);
    if (options.signal.aborted) throw new AiAbortedError();
    options.onProgress?.({ type: 'attempt', attempt: 1, maxAttempts: 1 });
    return runOfflineChecker(input, options);
  }

  async function runOfflineChecker(
    input: CheckSentenceInput,
    options: AiRunOptions<CheckedSentence>,
  ): Promise<AiResult<CheckedSentence>> {
    if (!offlineChecker) throw aiErrors.notConfigured();
    if (options.signal.aborted) throw new AiAbortedError();
    const timeout = AbortSignal.timeout(config.timeoutMs);
    try {
      const output = await offlineChecker.check(
        input.sentence,
        { grammarLanguage: input.grammarLanguage, englishVariety: input.englishVariety },
        AbortSignal.any([options.signal, timeout]),
      );
      return { output, reasoning: null, model: OFFLINE_MODEL.id, provider: 'offline' };
    } catch (error) {
      if (options.signal.aborted) throw new AiAbortedError();
      if (timeout.aborted) throw aiErrors.timeout();
      throw error;
    }
  }
}
