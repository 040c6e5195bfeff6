import type { ReactNode } from 'react';
import type { Generation } from '@contract';
import { ResultCard } from '../../../components/published/result-card';
import { GenerationBody } from './generation-body';

interface GenerationCardProps {
  generation: Generation;
  actions?: ReactNode;
  /** The Like button where the learner can like it; otherwise the count alone. */
  like?: ReactNode;
}

/** A saved generation: the body, the model's thinking, who made it and when, and what can be done. */
export function GenerationCard({ generation, actions, like }: GenerationCardProps) {
  return (
    <ResultCard item={generation} testId="generation-result" actions={actions} like={like}>
      <GenerationBody generation={generation} words={generation.words} />
    </ResultCard>
  );
}
