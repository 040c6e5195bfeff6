export { createAiEngine, type AiEngineDeps, type AiEngineLogger } from './engine';
export { AiAbortedError, isAiAborted } from './errors';
export { aiResultAnswers, NDJSON_TYPE, sendAiResult, wantsNdjson, type AiResultAnswer } from './ndjson';
export { createModelSource, platformSource, QWEN_BASE_URL, type ModelSource } from './providers';
export { aiRoutes, type AiRoutesDeps } from './routes';
export type * from './types';
export { DEFAULT_MODELS, describeModel } from './models';
export { locateWord } from './word-forms';
