import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRACTICE_LIMITS, type CheckIssueType } from '@contract';
import { errorMessage, unreachable } from '../../../api/api-error';
import { LoadingState } from '../../../components/loading-state';
import { useDrills } from '../api/get-drills';
import { DrillCard } from './drill-card';

/**
 * A sitting of mistake drills: the due ones, then new ones, one at a time. With a `type` (the notebook's
 * "Practice" on a group) only drills of that kind; the call has no filter, so the most it serves is asked.
 */
export function DrillSession({ type, onClose }: { type?: CheckIssueType; onClose?: () => void }) {
  const { t } = useTranslation();
  const drills = useDrills(type ? PRACTICE_LIMITS.drillsMax : PRACTICE_LIMITS.drillsDefault);
  const [done, setDone] = useState(0);

  let body;
  // With no network (the query paused, or the server out of reach) say why, not a spinner or a red error:
  // drills need the server, while review goes on with the cards kept on the device.
  const offline =
    (drills.isPending && drills.fetchStatus === 'paused') || (drills.isError && unreachable(drills.error));
  if (offline) {
    body = (
      <Text c="dimmed" data-testid="drills-offline">
        {t('practice.drill.offline')}
      </Text>
    );
  } else if (drills.isPending) body = <LoadingState />;
  else if (drills.isError) {
    body = (
      <Alert color="red" variant="light" title={t('practice.drill.loadFailed')}>
        {errorMessage(drills.error, t('errors.generic'))}
      </Alert>
    );
  } else {
    const list = drills.data.drills.filter((drill) => !type || drill.type === type);
    const current = list[done];
    body = current ? (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-testid="drill-count">
          {t('practice.drill.progress', { current: done + 1, total: list.length })}
        </Text>
        <DrillCard key={current.id} drill={current} onNext={() => setDone((count) => count + 1)} />
      </Stack>
    ) : (
      <Text c="dimmed" data-testid="drills-done">
        {t('practice.drill.done')}
      </Text>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="drills-heading" data-testid="drill-session">
      <Group justify="space-between">
        <Title order={2} size="h4" id="drills-heading">
          {t('practice.drill.title')}
        </Title>
        {onClose && (
          <Button variant="subtle" size="compact-sm" onClick={onClose}>
            {t('practice.drill.close')}
          </Button>
        )}
      </Group>
      {body}
    </Stack>
  );
}
