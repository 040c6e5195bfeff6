import type { ReactNode } from 'react';
import { Alert, Card, Stack } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '@contract';
import { AiErrorAlert } from '../../../components/ai/ai-error-alert';
import { AiProgress } from '../../../components/ai/ai-progress';
import { ReasoningPanel } from '../../../components/ai/reasoning-panel';
import { ResultActions } from '../../../components/ai/result-actions';
import { LoadingState } from '../../../components/loading-state';
import { paths } from '../../../config/paths';
import type { AiRun } from '../../../lib/use-ai-run';
import type { GenerateBody } from '../api/generate-sentence';
import { useGeneration } from '../api/get-generation';
import { useOwnerActions } from '../hooks/use-owner-actions';
import { GenerationBody } from './generation-body';
import { GenerationCard } from './generation-card';
import { RelatedGenerations } from './related-generations';

interface GenerateOutputProps {
  run: AiRun<GenerateBody, Generation>;
  /** The chosen words, shown while the answer does not list them yet. */
  words: string[];
  regenerate: ReactNode;
}

/** What the Generate screen shows for the current request: progress, failure, or the result. */
export function GenerateOutput({ run, words, regenerate }: GenerateOutputProps) {
  const { t } = useTranslation();

  if (run.phase === 'running') {
    return (
      <Stack gap="md">
        <AiProgress
          attempt={run.attempt}
          maxAttempts={run.maxAttempts}
          retryMessage={run.retryMessage}
          label={t('generate.running')}
          onCancel={run.cancel}
        />
        <ReasoningPanel reasoning={run.reasoning} streaming defaultOpen />
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-busy data-testid="generation-preview">
          <GenerationBody generation={run.partial ?? {}} words={words} streaming />
        </Card>
      </Stack>
    );
  }
  if (run.phase === 'failed') {
    return <AiErrorAlert error={run.error} fallback={t('generate.errors.failed')} onRetry={run.retry} />;
  }
  if (run.phase === 'cancelled') {
    return (
      <Alert color="gray" variant="light" icon={<IconPlayerStop size={20} />} data-testid="cancelled">
        {t('results.progress.cancelled')}
      </Alert>
    );
  }
  if (run.phase === 'done' && run.result) {
    return <SavedGeneration id={run.result.id} regenerate={regenerate} />;
  }
  return null;
}

/** The result as saved: read from the cache, so making it public or private shows at once. */
function SavedGeneration({ id, regenerate }: { id: string; regenerate: ReactNode }) {
  const generation = useGeneration(id);
  const owner = useOwnerActions(generation.data);
  if (!generation.data) return <LoadingState />;
  return (
    <Stack gap="md">
      <GenerationCard
        generation={generation.data}
        actions={
          <ResultActions sharePath={paths.generation(id)} listenText={generation.data.sentence} owner={owner}>
            {regenerate}
          </ResultActions>
        }
      />
      <RelatedGenerations id={id} />
    </Stack>
  );
}
