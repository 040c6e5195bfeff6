import type { ReactNode } from 'react';
import { Alert, Card, Stack } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublishedItem, PublishedKind } from '../../api/published/kind';
import type { AiRun } from '../../lib/use-ai-run';
import { AiErrorAlert } from '../ai/ai-error-alert';
import { AiProgress } from '../ai/ai-progress';
import { ReasoningPanel } from '../ai/reasoning-panel';
import { SavedResult, type RenderSaved } from './saved-result';

interface ResultOutputProps<K extends PublishedKind, Body> {
  kind: K;
  run: AiRun<Body, PublishedItem<K>>;
  /** Progress label and the failure text when the server gives none. */
  runningLabel: string;
  failedText: string;
  /** Names the streaming preview for tests: generation-preview, check-preview. */
  previewTestId: string;
  /** The kind's body with as much of the answer as has arrived. */
  preview: (partial: Partial<PublishedItem<K>>) => ReactNode;
  /** The saved result, read from the cache. */
  renderSaved: RenderSaved<K>;
}

/** What the Generate or Check screen shows for the current request: progress, failure, or the result. */
export function ResultOutput<K extends PublishedKind, Body>({
  kind,
  run,
  runningLabel,
  failedText,
  previewTestId,
  preview,
  renderSaved,
}: ResultOutputProps<K, Body>) {
  const { t } = useTranslation();

  if (run.phase === 'running') {
    return (
      <Stack gap="md">
        <AiProgress
          attempt={run.attempt}
          maxAttempts={run.maxAttempts}
          retryMessage={run.retryMessage}
          label={runningLabel}
          onCancel={run.cancel}
        />
        <ReasoningPanel reasoning={run.reasoning} streaming defaultOpen />
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-busy data-testid={previewTestId}>
          {preview(run.partial ?? {})}
        </Card>
      </Stack>
    );
  }
  if (run.phase === 'failed') {
    return <AiErrorAlert error={run.error} fallback={failedText} onRetry={run.retry} />;
  }
  if (run.phase === 'cancelled') {
    return (
      <Alert color="gray" variant="light" icon={<IconPlayerStop size={20} />} data-testid="cancelled">
        {t('results.progress.cancelled')}
      </Alert>
    );
  }
  if (run.phase === 'done' && run.result) {
    return <SavedResult kind={kind} id={run.result.id} render={renderSaved} />;
  }
  return null;
}
