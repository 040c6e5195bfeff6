import type { TFunction } from 'i18next';

/** Who wrote or checked it, as a learner reads it: the built-in checker by that name, a model by its id. */
export function modelName(t: TFunction, item: { model: string; provider: string }): string {
  return item.provider === 'offline' ? t('results.builtInChecker') : item.model;
}
