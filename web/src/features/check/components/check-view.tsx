import type { ReactNode } from 'react';
import type { SentenceCheck } from '@contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconTextSpellcheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api/api-error';
import { ResultActions } from '../../../components/ai/result-actions';
import { ResultNotFound } from '../../../components/ai/result-not-found';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useCheck } from '../api/get-check';
import { useOwnerActions } from '../hooks/use-owner-actions';
import { CheckCard } from './check-card';
import { SimilarChecks } from './similar-checks';

/** /check/:id — anyone's public check, or the learner's own private one. */
export function CheckView({
  id,
  renderLike,
}: {
  id: string;
  /** The Like button (from the community feature, composed by the route). */
  renderLike?: (check: SentenceCheck) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useCheck(id);
  const owner = useOwnerActions(check.data, () => void navigate(paths.check, { replace: true }));

  if (check.isPending) return <LoadingState />;
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 404) {
      return <ResultNotFound title={t('check.view.notFoundTitle')} text={t('check.view.notFoundText')} />;
    }
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        <Stack gap="sm" align="flex-start">
          {errorMessage(check.error, t('check.view.loadFailed'))}
          <Button size="xs" variant="light" color="red" onClick={() => void check.refetch()}>
            {t('results.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const data = check.data;
  return (
    <Stack gap="lg" maw={820} mx="auto">
      <PageHeader title={t('check.view.title')} subtitle={t('check.view.subtitle')} />
      <CheckCard
        check={data}
        like={renderLike?.(data)}
        actions={
          <ResultActions
            sharePath={paths.sentenceCheck(id)}
            listenText={data.correctedSentence}
            owner={owner}
          />
        }
      />
      <SimilarChecks id={id} />
      <Group justify="center">
        <Button
          component={Link}
          to={paths.check}
          variant="light"
          leftSection={<IconTextSpellcheck size={16} />}
        >
          {t('check.view.checkYourOwn')}
        </Button>
      </Group>
    </Stack>
  );
}
