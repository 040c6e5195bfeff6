import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePublished } from '../../api/published/get-published';
import type { PublishedItem, PublishedKind } from '../../api/published/kind';
import { PageHeader } from '../page-header';
import { ResultLoadState } from './result-load-state';
import { SECTION } from './section';
import { useOwnerActions, type OwnerActions } from './use-owner-actions';

interface ResultPageProps<K extends PublishedKind> {
  kind: K;
  id: string;
  /** The screen that makes one: the author lands there after deleting it, and anyone can go make their own. */
  makeYourOwn: { to: string; label: string; icon: Icon };
  /** Says what made this one (a check names its checker); the kind's general subtitle otherwise. */
  subtitle?: (item: PublishedItem<K>) => string;
  /** The kind's card and its related or similar list. */
  children: (item: PublishedItem<K>, owner: OwnerActions) => ReactNode;
}

/** /generation/:id or /check/:id — anyone's public result, or the learner's own private one. */
export function ResultPage<K extends PublishedKind>({
  kind,
  id,
  makeYourOwn,
  subtitle,
  children,
}: ResultPageProps<K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const section = SECTION[kind];
  const result = usePublished(kind, id);
  const owner = useOwnerActions(kind, result.data, () => void navigate(makeYourOwn.to, { replace: true }));

  if (!result.isSuccess) {
    return (
      <ResultLoadState
        query={result}
        notFoundTitle={t(`${section}.view.notFoundTitle`)}
        notFoundText={t(`${section}.view.notFoundText`)}
        loadFailed={t(`${section}.view.loadFailed`)}
      />
    );
  }

  const MakeIcon = makeYourOwn.icon;
  return (
    <Stack gap="lg" maw={820} mx="auto">
      <PageHeader
        title={t(`${section}.view.title`)}
        subtitle={subtitle?.(result.data) ?? t(`${section}.view.subtitle`)}
      />
      {children(result.data, owner)}
      <Group justify="center">
        <Button component={Link} to={makeYourOwn.to} variant="light" leftSection={<MakeIcon size={16} />}>
          {makeYourOwn.label}
        </Button>
      </Group>
    </Stack>
  );
}
