import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Generation } from '@contract';
import { ResultActions } from '../../../components/ai/result-actions';
import { ResultOutput } from '../../../components/published/result-output';
import { paths } from '../../../config/paths';
import type { AiRun } from '../../../lib/use-ai-run';
import type { GenerateBody } from '../api/generate-sentence';
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
  return (
    <ResultOutput
      kind="generations"
      run={run}
      runningLabel={t('generate.running')}
      failedText={t('generate.errors.failed')}
      previewTestId="generation-preview"
      preview={(partial) => <GenerationBody generation={partial} words={words} streaming />}
      renderSaved={(generation, owner) => (
        <Stack gap="md">
          <GenerationCard
            generation={generation}
            actions={
              <ResultActions
                sharePath={paths.generation(generation.id)}
                listenText={generation.sentence}
                owner={owner}
              >
                {regenerate}
              </ResultActions>
            }
          />
          <RelatedGenerations id={generation.id} />
        </Stack>
      )}
    />
  );
}
