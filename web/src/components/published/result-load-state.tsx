import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/api-error';
import { ResultNotFound } from '../ai/result-not-found';
import { LoadingState } from '../loading-state';

interface ResultLoadStateProps {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  notFoundTitle: string;
  notFoundText: string;
  /** Shown when the server gives no message of its own. */
  loadFailed: string;
}

/** A result page that has no result to show yet: loading, gone (or never visible to this learner), or failed. */
export function ResultLoadState({ query, notFoundTitle, notFoundText, loadFailed }: ResultLoadStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <ResultNotFound title={notFoundTitle} text={notFoundText} />;
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      <Stack gap="sm" align="flex-start">
        {errorMessage(query.error, loadFailed)}
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('results.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
