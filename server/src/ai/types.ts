import type {
  AiModelsResponse,
  CheckIssue,
  CheckOutput,
  EnglishVariety,
  GenerationOutput,
  GrammarLanguage,
  UnknownWord,
} from '@contract';

/*
 * The seam between the AI engine and the features that use it. Generations and checks call the
 * engine with what the learner asked for; only the engine talks to a model (docs/architecture.md,
 * "The AI engine").
 */

/** Who is asking: the engine picks the platform AI or, later, the caller's own key. */
export interface AiCaller {
  userId: string;
  /** The learner's IANA zone (their `timeZone` preference): the daily quota resets at its midnight. */
  timeZone?: string;
}

export interface AiRequestSettings {
  /** A model id from GET /ai/models; the default model when absent. */
  model?: string;
  /** The most attempts in all (1..5). */
  maxRetries: number;
  grammarLanguage: GrammarLanguage;
  /** The learner's English: the spelling the checker expects and the variety models are asked to write. */
  englishVariety: EnglishVariety;
  enableThinking: boolean;
}

export interface GenerateSentenceInput extends AiRequestSettings {
  /** The learner's words, as saved in their list. */
  words: string[];
}

export interface CheckSentenceInput extends AiRequestSettings {
  sentence: string;
}

/** A check whose issues point at text that really is in the sentence. */
/** A check as the engine answers it; only the offline checker finds unknown words. */
export type CheckedSentence = Omit<CheckOutput, 'issues'> & {
  issues: CheckIssue[];
  unknownWords?: UnknownWord[];
};

/** Progress while the engine works; the HTTP layer turns these into NDJSON lines. */
export type AiProgress<Output> =
  | { type: 'attempt'; attempt: number; maxAttempts: number }
  | { type: 'retry'; attempt: number; maxAttempts: number; message: string }
  | { type: 'reasoning'; delta: string }
  | { type: 'partial'; value: Partial<Output> };

export interface AiRunOptions<Output> {
  /** Aborted when the client goes away: the provider request is cancelled at once. */
  signal: AbortSignal;
  /** Language of progress messages such as 'AI response format error, retrying...'. */
  language: 'en' | 'zh';
  onProgress?: (event: AiProgress<Output>) => void;
}

export interface AiResult<Output> {
  output: Output;
  /** The model's thinking when enableThinking was on and the model returned it. */
  reasoning: string | null;
  /** 'harper-fallback' when the AI's check answers did not fit the sentence and the built-in checker answered. */
  model: string;
  /** 'offline' for the built-in checker, whether chosen or fallen back to. */
  provider: string;
}

/**
 * Failures are thrown as AppError: AI_FORMAT_ERROR ('Generation failed after {attempts} attempts', naming
 * the chosen words when leaving them out is why; a check whose answers did not fit falls back instead),
 * AI_TIMEOUT, AI_PROVIDER_ERROR, AI_NOT_CONFIGURED, VALIDATION_ERROR for an unknown model.
 */
export interface AiEngine {
  generateSentence(
    caller: AiCaller,
    input: GenerateSentenceInput,
    options: AiRunOptions<GenerationOutput>,
  ): Promise<AiResult<GenerationOutput>>;
  checkSentence(
    caller: AiCaller,
    input: CheckSentenceInput,
    options: AiRunOptions<CheckedSentence>,
  ): Promise<AiResult<CheckedSentence>>;
  models(caller: AiCaller | null): Promise<Omit<AiModelsResponse, 'success'>>;
  /**
   * AI_QUOTA_EXCEEDED (429, Retry-After) when the request would run on the platform's AI and the
   * caller's calls for today are used up: checked before any work starts.
   */
  assertDailyQuota(caller: AiCaller): Promise<void>;
  close(): Promise<void>;
}

export interface OfflineCheckSettings {
  grammarLanguage: GrammarLanguage;
  englishVariety: EnglishVariety;
}

/** The built-in rule-based checker used when AI_PROVIDER=offline (harper.js in a worker thread). */
export interface OfflineChecker {
  check(sentence: string, settings: OfflineCheckSettings, signal?: AbortSignal): Promise<CheckedSentence>;
  /** Stops the worker (if one is running). */
  close(): Promise<void>;
}
