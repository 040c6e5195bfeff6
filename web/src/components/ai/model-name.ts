import type { TFunction } from 'i18next';

/**
 * The model a check records when the AI's answers did not fit the learner's sentence and the built-in
 * checker answered instead (provider 'offline'). The server's OFFLINE_FALLBACK_MODEL_ID in
 * server/src/ai/models.ts; the web cannot import server code.
 */
export const OFFLINE_FALLBACK_MODEL = 'harper-fallback';

/** Who wrote or checked it, as a learner reads it: the built-in checker by that name, a model by its id. */
export function modelName(t: TFunction, item: { model: string; provider: string }): string {
  return item.provider === 'offline' ? t('results.builtInChecker') : item.model;
}

/** The built-in checker answered because the AI's answers were about some other sentence. */
export function answeredByFallback(item: { model: string; provider: string }): boolean {
  return item.provider === 'offline' && item.model === OFFLINE_FALLBACK_MODEL;
}
