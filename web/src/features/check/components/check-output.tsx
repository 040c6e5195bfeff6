import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { ResultActions } from '../../../components/ai/result-actions';
import { ResultOutput } from '../../../components/published/result-output';
import { paths } from '../../../config/paths';
import type { AiRun } from '../../../lib/use-ai-run';
import type { CheckBody as CheckRequestBody } from '../api/check-sentence';
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
  return (
    <ResultOutput
      kind="checks"
      run={run}
      runningLabel={t('check.running')}
      failedText={t('check.errors.failed')}
      previewTestId="check-preview"
      preview={(partial) => <CheckBody check={partial} sentence={sentence} streaming />}
      renderSaved={(check, owner) => (
        <Stack gap="md">
          <CheckCard
            check={check}
            actions={
              <ResultActions
                sharePath={paths.sentenceCheck(check.id)}
                listenText={check.correctedSentence}
                owner={owner}
              />
            }
          />
          <SimilarChecks id={check.id} />
        </Stack>
      )}
    />
  );
}
