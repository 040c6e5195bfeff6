import { useRef, useState } from 'react';
import { Alert, Button, Grid, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AdvancedSettings } from '../../../components/ai/advanced-settings';
import { AiNotConfiguredAlert } from '../../../components/ai/ai-error-alert';
import { DailyCallsHint } from '../../../components/ai/daily-calls-hint';
import { RunAnnouncement } from '../../../components/ai/run-announcement';
import { useKeepFocus } from '../../../components/ai/use-keep-focus';
import { AuthPrompt } from '../../../components/auth-prompt';
import { AuthPromptModal } from '../../../components/auth-prompt-modal';
import { useAiSettings } from '../../../lib/ai-settings';
import { useSession } from '../../../lib/session';
import { MOD_ENTER, useRunShortcuts } from '../../../lib/shortcuts';
import { useReveal } from '../../../lib/use-reveal';
import { useGenerateSentence } from '../api/generate-sentence';
import { useWordChoice } from '../hooks/use-word-choice';
import { GenerateOutput } from './generate-output';
import { RecentGenerations } from './recent-generations';
import { ShareSwitch } from './share-switch';
import { WordPicker } from './word-picker';

/** Choose words and settings on one side; progress, the sentence and what relates to it on the other. */
export function GenerateScreen() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const { status, user } = useSession();
  const signedIn = status === 'signed-in';
  const choice = useWordChoice(signedIn);
  const ai = useAiSettings();
  const run = useGenerateSentence();
  const [promptOpen, setPromptOpen] = useState(false);
  // null until the learner flips it: the saved preference (which may load after the screen) decides.
  const [shareChoice, setShareChoice] = useState<boolean | null>(null);
  const shared = shareChoice ?? user?.preferences.showInCommunity ?? true;
  const { ref: outputRef, reveal: revealOutput } = useReveal<HTMLDivElement>();
  const generateButton = useRef<HTMLButtonElement>(null);
  useKeepFocus(run.running, generateButton);
  // The built-in checker cannot write sentences: without a model, say so before the learner tries.
  const noAi = ai.models.data?.source === 'offline';
  const nothingChosen = choice.selected.length === 0;

  const generate = () => {
    // While a stored session is being checked the learner is not a guest (nothing is chosen yet either).
    if (status === 'guest') return setPromptOpen(true);
    if (nothingChosen) return;
    revealOutput();
    run.start({ wordIds: choice.selected.map((word) => word.id), ...ai.options, isPublic: shared });
  };
  useRunShortcuts({ run: generate, cancel: run.cancel, running: run.running });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          {signedIn ? (
            <WordPicker choice={choice} disabled={run.running} />
          ) : (
            <AuthPrompt action="generate" />
          )}
          <AdvancedSettings controls={ai} disabled={run.running} />
          {signedIn && <ShareSwitch checked={shared} onChange={setShareChoice} disabled={run.running} />}
          {noAi && <AiNotConfiguredAlert message={tm('ai.generationNeedsModel')} showLink={signedIn} />}
          <DailyCallsHint dailyCalls={ai.models.data?.dailyCalls} phase={run.phase} />
          <Stack gap={6}>
            <Tooltip label={MOD_ENTER} openDelay={400}>
              <Button
                ref={generateButton}
                size="md"
                fullWidth
                leftSection={<IconSparkles size={18} aria-hidden />}
                onClick={generate}
                loading={run.running}
                disabled={signedIn && nothingChosen}
                aria-keyshortcuts="Control+Enter Meta+Enter"
              >
                {t('generate.submit')}
              </Button>
            </Tooltip>
            {signedIn && nothingChosen && (
              <Text size="xs" c="dimmed" ta="center">
                {tm('validation.wordsRequired')}
              </Text>
            )}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" ref={outputRef} style={{ scrollMarginTop: 72 }}>
          <GenerateOutput
            run={run}
            words={choice.selected.map((word) => word.word)}
            regenerate={
              <Button
                variant="filled"
                size="sm"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={run.retry}
              >
                {t('generate.regenerate')}
              </Button>
            }
          />
          {run.phase === 'idle' && (
            <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} />}>
              {t('generate.placeholder')}
            </Alert>
          )}
          {signedIn && <RecentGenerations />}
        </Stack>
      </Grid.Col>
      <RunAnnouncement
        phase={run.phase}
        result={run.result}
        describe={(result) => t('generate.announce', { sentence: result.sentence })}
      />
      <AuthPromptModal action="generate" opened={promptOpen} onClose={() => setPromptOpen(false)} />
    </Grid>
  );
}
