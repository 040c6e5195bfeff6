import { useRef, useState } from 'react';
import { Alert, Button, Grid, Stack, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconTextSpellcheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LIMITS } from '@contract';
import { AdvancedSettings } from '../../../components/ai/advanced-settings';
import { DailyCallsHint } from '../../../components/ai/daily-calls-hint';
import { RunAnnouncement } from '../../../components/ai/run-announcement';
import { useKeepFocus } from '../../../components/ai/use-keep-focus';
import { AuthPrompt } from '../../../components/auth-prompt';
import { AuthPromptModal } from '../../../components/auth-prompt-modal';
import { useAiSettings } from '../../../lib/ai-settings';
import { useDraft } from '../../../lib/draft';
import { useSession } from '../../../lib/session';
import { MOD_ENTER, useRunShortcuts } from '../../../lib/shortcuts';
import { useReveal } from '../../../lib/use-reveal';
import { useCheckSentence } from '../api/check-sentence';
import { readHandedSentence } from '../lib/handed-sentence';
import { CheckOutput } from './check-output';
import { RecentChecks } from './recent-checks';
import { SentenceInput } from './sentence-input';

/** Write a sentence and choose settings on one side; progress, the check and similar ones on the other. */
export function CheckScreen() {
  const { t } = useTranslation();
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  // While a stored session is being checked the learner is not a guest: their token goes with the request.
  const guest = status === 'guest';
  const ai = useAiSettings();
  const run = useCheckSentence();
  const location = useLocation();
  const [handed] = useState(() => readHandedSentence(location.state, location.search));
  const [sentence, setSentence] = useDraft('check.sentence', '', handed || undefined);
  const [sent, setSent] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const { ref: outputRef, reveal: revealOutput } = useReveal<HTMLDivElement>();
  const sentenceBox = useRef<HTMLTextAreaElement>(null);
  useKeepFocus(run.running, sentenceBox);

  const check = () => {
    if (guest) return setPromptOpen(true);
    const text = sentence.trim();
    if (!text) return setEmptyError(true);
    // The counter and the field already say why; the request is not sent.
    if (sentence.length > LIMITS.sentenceMax) return;
    setSent(text);
    revealOutput();
    run.start({ sentence: text, ...ai.options });
  };
  // The sentence box runs the check on Ctrl/⌘+Enter itself.
  useRunShortcuts({ run: check, cancel: run.cancel, running: run.running, withModEnter: false });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          {guest && <AuthPrompt action="check" />}
          <SentenceInput
            ref={sentenceBox}
            value={sentence}
            onChange={(value) => {
              setSentence(value);
              if (value.trim()) setEmptyError(false);
            }}
            onSubmit={check}
            emptyError={emptyError}
            busy={run.running}
            focusAtEnd={handed !== ''}
          />
          <AdvancedSettings controls={ai} disabled={run.running} />
          <DailyCallsHint dailyCalls={ai.models.data?.dailyCalls} phase={run.phase} />
          <Tooltip label={MOD_ENTER} openDelay={400}>
            <Button
              size="md"
              fullWidth
              leftSection={<IconTextSpellcheck size={18} aria-hidden />}
              onClick={check}
              loading={run.running}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              {t('check.submit')}
            </Button>
          </Tooltip>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" ref={outputRef} style={{ scrollMarginTop: 72 }}>
          <CheckOutput run={run} sentence={sent} />
          {run.phase === 'idle' && (
            <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} />}>
              {t('check.placeholder')}
            </Alert>
          )}
          {signedIn && <RecentChecks />}
        </Stack>
      </Grid.Col>
      <RunAnnouncement
        phase={run.phase}
        result={run.result}
        describe={(result) =>
          t('check.announce', {
            score: Math.round(result.score),
            verdict: t(result.isCorrect ? 'check.result.correct' : 'check.result.incorrect'),
          })
        }
      />
      <AuthPromptModal action="check" opened={promptOpen} onClose={() => setPromptOpen(false)} />
    </Grid>
  );
}
