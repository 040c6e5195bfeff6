import { useEffect } from 'react';
import { Alert } from '@mantine/core';
import { IconHourglassLow } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DailyCalls } from '@contract';
import type { AiRunPhase } from '../../lib/use-ai-run';

/** Low: at most a tenth of the day's calls, and never fewer than 3, are left. */
export function runsLow({ limit, remaining }: DailyCalls): boolean {
  return remaining <= Math.max(3, Math.ceil(limit / 10));
}

/**
 * What is left of today's platform AI calls, shown quietly on Generate and Check once it runs low.
 * Each finished run spends calls, so the count is fetched again then.
 */
export function DailyCallsHint({
  dailyCalls,
  phase,
}: {
  dailyCalls: DailyCalls | null | undefined;
  phase: AiRunPhase;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (phase === 'done' || phase === 'failed')
      void queryClient.invalidateQueries({ queryKey: ['ai', 'models'] });
  }, [phase, queryClient]);

  if (!dailyCalls || !runsLow(dailyCalls)) return null;
  const { limit, remaining } = dailyCalls;
  return (
    <Alert
      variant="light"
      color={remaining === 0 ? 'orange' : 'gray'}
      icon={<IconHourglassLow size={20} aria-hidden />}
      data-testid="daily-calls-hint"
    >
      {remaining === 0 ? t('aiQuota.none', { limit }) : t('aiQuota.left', { count: remaining, limit })}
    </Alert>
  );
}
