import type { ReactNode } from 'react';
import type { Generation } from '@contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api/api-error';
import { ResultActions } from '../../../components/ai/result-actions';
import { ResultNotFound } from '../../../components/ai/result-not-found';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useGeneration } from '../api/get-generation';
import { useOwnerActions } from '../hooks/use-owner-actions';
import { GenerationCard } from './generation-card';
import { RelatedGenerations } from './related-generations';

/** /generation/:id — anyone's public generation, or the learner's own private one. */
export function GenerationView({
  id,
  renderLike,
}: {
  id: string;
  /** The Like button (from the community feature, composed by the route). */
  renderLike?: (generation: Generation) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const generation = useGeneration(id);
  const owner = useOwnerActions(generation.data, () => void navigate(paths.generate, { replace: true }));

  if (generation.isPending) return <LoadingState />;
  if (generation.isError) {
    if (generation.error instanceof ApiError && generation.error.status === 404) {
      return (
        <ResultNotFound title={t('generate.view.notFoundTitle')} text={t('generate.view.notFoundText')} />
      );
    }
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        <Stack gap="sm" align="flex-start">
          {errorMessage(generation.error, t('generate.view.loadFailed'))}
          <Button size="xs" variant="light" color="red" onClick={() => void generation.refetch()}>
            {t('results.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const data = generation.data;
  return (
    <Stack gap="lg" maw={820} mx="auto">
      <PageHeader title={t('generate.view.title')} subtitle={t('generate.view.subtitle')} />
      <GenerationCard
        generation={data}
        like={renderLike?.(data)}
        actions={<ResultActions sharePath={paths.generation(id)} listenText={data.sentence} owner={owner} />}
      />
      <RelatedGenerations id={id} />
      <Group justify="center">
        <Button component={Link} to={paths.generate} variant="light" leftSection={<IconSparkles size={16} />}>
          {t('generate.view.makeYourOwn')}
        </Button>
      </Group>
    </Stack>
  );
}
