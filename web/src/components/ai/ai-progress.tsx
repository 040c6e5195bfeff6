import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { focusLost } from './focus-lost';

interface AiProgressProps {
  /** 0 until the server has started the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Shown in yellow while a later attempt runs. */
  retryMessage: string | null;
  /** What is being made: 'Writing your sentence…', 'Checking your sentence…'. */
  label: string;
  onCancel: () => void;
}

/** A running request: attempt x of max, the retry notice, and Cancel (which aborts the request). */
export function AiProgress({ attempt, maxAttempts, retryMessage, label, onCancel }: AiProgressProps) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  // The control that started the run is now disabled: Cancel is the one thing left to do meanwhile.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (focusLost()) cancel.current?.focus();
    });
    return () => clearTimeout(timer);
  }, []);
  return (
    <Paper withBorder radius="md" p="md" data-testid="ai-progress">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{label}</Text>
              {attempt > 0 && (
                <Text size="sm" c="dimmed">
                  {t('results.progress.attempt', { attempt, max: maxAttempts })}
                </Text>
              )}
            </Stack>
          </Group>
          <Tooltip label="Esc" openDelay={400}>
            <Button
              ref={cancel}
              variant="default"
              color="red"
              leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
              onClick={onCancel}
              aria-keyshortcuts="Escape"
            >
              {t('results.progress.cancel')}
            </Button>
          </Tooltip>
        </Group>
        <Progress
          value={maxAttempts > 0 ? (attempt / maxAttempts) * 100 : 100}
          animated
          striped
          size="sm"
          aria-hidden
        />
        {retryMessage && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {retryMessage}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
