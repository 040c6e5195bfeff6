import { useCallback, useState } from 'react';
import { AI_LIMITS, type AiModel, type AiOptions, type GrammarLanguage } from '@contract';
import { useAiModels } from '../api/get-ai-models';
import { useSession } from './session';

/** The advanced settings of Generate and Check, as the learner left them on the screen. */
export interface AiSettings {
  /** null: the server's default model. */
  model: string | null;
  maxRetries: number;
  grammarLanguage: GrammarLanguage;
  enableThinking: boolean;
}

/** The model the request will use: the chosen one, else the default. */
export function effectiveModel(
  settings: AiSettings,
  models: AiModel[] | undefined,
  defaultModel: string | null | undefined,
): AiModel | undefined {
  const id = settings.model ?? defaultModel;
  return models?.find((model) => model.id === id);
}

/** The request fields: thinking only where the model can think; the model only when one was chosen. */
export function toAiOptions(settings: AiSettings, model: AiModel | undefined): Partial<AiOptions> {
  return {
    ...(settings.model ? { model: settings.model } : {}),
    maxRetries: settings.maxRetries,
    grammarLanguage: settings.grammarLanguage,
    enableThinking: settings.enableThinking && (model?.supportsThinking ?? false),
  };
}

/**
 * The settings state with the models to choose from. The grammar language follows the learner's
 * saved preference (bilingual for guests) until they pick one here; the session may load after
 * the screen does.
 */
export function useAiSettings() {
  const { user, status } = useSession();
  const models = useAiModels(user?.username ?? null, status !== 'checking');
  const [chosen, setChosen] = useState<Partial<AiSettings>>({});
  const update = useCallback(
    (changes: Partial<AiSettings>) => setChosen((current) => ({ ...current, ...changes })),
    [],
  );
  const settings: AiSettings = {
    model: chosen.model ?? null,
    maxRetries: chosen.maxRetries ?? AI_LIMITS.maxRetriesDefault,
    grammarLanguage: chosen.grammarLanguage ?? user?.preferences.grammarLanguage ?? 'bilingual',
    enableThinking: chosen.enableThinking ?? false,
  };
  const model = effectiveModel(settings, models.data?.models, models.data?.defaultModel);
  return { settings, update, models, model, options: toAiOptions(settings, model) };
}

export type AiSettingsControls = ReturnType<typeof useAiSettings>;
