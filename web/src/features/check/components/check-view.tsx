import type { ReactNode } from 'react';
import type { SentenceCheck } from '@contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconTextSpellcheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePublished } from '../../../api/published/get-published';
import { ResultActions } from '../../../components/ai/result-actions';
import { PageHeader } from '../../../components/page-header';
import { ResultLoadState } from '../../../components/published/result-load-state';
import { useOwnerActions } from '../../../components/published/use-owner-actions';
import { paths } from '../../../config/paths';
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
  const check = usePublished('checks', id);
  const owner = useOwnerActions('checks', check.data, () => void navigate(paths.check, { replace: true }));

  if (!check.isSuccess) {
    return (
      <ResultLoadState
        query={check}
        notFoundTitle={t('check.view.notFoundTitle')}
        notFoundText={t('check.view.notFoundText')}
        loadFailed={t('check.view.loadFailed')}
      />
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
