import { useTranslation } from 'react-i18next';
import type { AiRunPhase } from '../../lib/use-ai-run';
import { LiveRegion } from '../live-region';

interface RunAnnouncementProps<Result> {
  phase: AiRunPhase;
  result: Result | null;
  /** The finished result in one sentence: 'Check finished: 70 out of 100, Needs correction.' */
  describe: (result: Result) => string;
}

/**
 * Says a finished generation or check aloud. The result appears beside the form, away from the
 * learner's focus; progress has its own status line and a failure its own alert.
 */
export function RunAnnouncement<Result>({ phase, result, describe }: RunAnnouncementProps<Result>) {
  const { t } = useTranslation();
  const message =
    phase === 'done' && result
      ? describe(result)
      : phase === 'cancelled'
        ? t('results.progress.cancelled')
        : '';
  return <LiveRegion message={message} />;
}
