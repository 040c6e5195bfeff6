import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

interface AiErrorAlertProps {
  error: unknown;
  /** 'Generation failed' or 'Check failed', when the server gave no text. */
  fallback: string;
  onRetry?: () => void;
}

/**
 * A failed generation or check. 'No AI is configured' is not the learner's fault: it reads as a
 * friendly setup hint with a way to add their own key.
 */
export function AiErrorAlert({ error, fallback, onRetry }: AiErrorAlertProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const message = errorMessage(error, fallback);

  if (error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED') {
    return <AiNotConfiguredAlert message={message} showLink={status === 'signed-in'} />;
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={fallback} role="alert">
      <Stack gap="sm" align="flex-start">
        {message !== fallback && <Text size="sm">{message}</Text>}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('results.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function AiNotConfiguredAlert({ message, showLink }: { message: string; showLink: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconPlugConnected size={20} />}
      title={t('results.notConfigured.title')}
      role="alert"
      data-testid="ai-not-configured"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {showLink && (
          <Group>
            <Button component={Link} to={paths.aiConfig} size="xs" variant="light">
              {t('results.notConfigured.link')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
