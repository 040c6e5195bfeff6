import type { AiOptions } from '@contract';
import type { AiRequestSettings, AiResult } from '../ai';
import type { Learner } from '../auth';
import type { PublishedItemColumns } from '../db/tables';
import { hotScore } from '../lib/hot-score';

/** What a generation or a check is made with: the request's AI options, the learner's preferences by default. */
export interface PublishingPlan {
  settings: AiRequestSettings;
  isPublic: boolean;
}

/**
 * `publicByDefault`: whether the item is shared when the request does not say. Generations follow the
 * learner's showInCommunity; checks pass false, since a check shows the learner's mistakes.
 */
export function planPublishing(user: Learner, request: AiOptions, publicByDefault: boolean): PublishingPlan {
  return {
    settings: {
      model: request.model,
      maxRetries: request.maxRetries,
      grammarLanguage: request.grammarLanguage ?? user.preferences.grammarLanguage,
      englishVariety: user.preferences.englishVariety,
      enableThinking: request.enableThinking,
    },
    isPublic: request.isPublic ?? publicByDefault,
  };
}

/** The columns a new published item starts with: its author, the model's answer, no likes yet. */
export function newPublishedColumns(
  id: string,
  user: Learner,
  result: AiResult<unknown>,
  plan: PublishingPlan,
  createdAt: string,
): PublishedItemColumns {
  return {
    id,
    user_id: user.id,
    reasoning: result.reasoning,
    model: result.model,
    provider: result.provider,
    grammar_language: plan.settings.grammarLanguage,
    is_public: plan.isPublic ? 1 : 0,
    likes: 0,
    hot_score: hotScore(0, createdAt),
    created_at: createdAt,
  };
}
