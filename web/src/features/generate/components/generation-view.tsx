import type { ReactNode } from 'react';
import type { Generation } from '@contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePublished } from '../../../api/published/get-published';
import { ResultActions } from '../../../components/ai/result-actions';
import { PageHeader } from '../../../components/page-header';
import { ResultLoadState } from '../../../components/published/result-load-state';
import { useOwnerActions } from '../../../components/published/use-owner-actions';
import { paths } from '../../../config/paths';
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
  const generation = usePublished('generations', id);
  const owner = useOwnerActions(
    'generations',
    generation.data,
    () => void navigate(paths.generate, { replace: true }),
  );

  if (!generation.isSuccess) {
    return (
      <ResultLoadState
        query={generation}
        notFoundTitle={t('generate.view.notFoundTitle')}
        notFoundText={t('generate.view.notFoundText')}
        loadFailed={t('generate.view.loadFailed')}
      />
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
