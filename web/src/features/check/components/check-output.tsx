import { Alert, Card, Stack } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { AiErrorAlert } from '../../../components/ai/ai-error-alert';
import { AiProgress } from '../../../components/ai/ai-progress';
import { ReasoningPanel } from '../../../components/ai/reasoning-panel';
import { ResultActions } from '../../../components/ai/result-actions';
import { LoadingState } from '../../../components/loading-state';
import { paths } from '../../../config/paths';
import type { AiRun } from '../../../lib/use-ai-run';
import type { CheckBody as CheckRequestBody } from '../api/check-sentence';
import { useCheck } from '../api/get-check';
import { useOwnerActions } from '../hooks/use-owner-actions';
import { CheckBody } from './check-body';
import { CheckCard } from './check-card';
import { SimilarChecks } from './similar-checks';

interface CheckOutputProps {
  run: AiRun<CheckRequestBody, SentenceCheck>;
  /** The sentence sent, shown while the answer does not repeat it yet. */
  sentence: string;
}

/** What the Check screen shows for the current request: progress, failure, or the result. */
export function CheckOutput({ run, sentence }: CheckOutputProps) {
  const { t } = useTranslation();

  if (run.phase === 'running') {
    return (
      <Stack gap="md">
        <AiProgress
          attempt={run.attempt}
          maxAttempts={run.maxAttempts}
          retryMessage={run.retryMessage}
          label={t('check.running')}
          onCancel={run.cancel}
        />
        <ReasoningPanel reasoning={run.reasoning} streaming defaultOpen />
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-busy data-testid="check-preview">
          <CheckBody check={run.partial ?? {}} sentence={sentence} streaming />
        </Card>
      </Stack>
    );
  }
  if (run.phase === 'failed') {
    return <AiErrorAlert error={run.error} fallback={t('check.errors.failed')} onRetry={run.retry} />;
  }
  if (run.phase === 'cancelled') {
    return (
      <Alert color="gray" variant="light" icon={<IconPlayerStop size={20} />} data-testid="cancelled">
        {t('results.progress.cancelled')}
      </Alert>
    );
  }
  if (run.phase === 'done' && run.result) return <SavedCheck id={run.result.id} />;
  return null;
}

/** The result as saved: read from the cache, so making it public or private shows at once. */
function SavedCheck({ id }: { id: string }) {
  const check = useCheck(id);
  const owner = useOwnerActions(check.data);
  if (!check.data) return <LoadingState />;
  return (
    <Stack gap="md">
      <CheckCard
        check={check.data}
        actions={
          <ResultActions
            sharePath={paths.sentenceCheck(id)}
            listenText={check.data.correctedSentence}
            owner={owner}
          />
        }
      />
      <SimilarChecks id={id} />
    </Stack>
  );
}
