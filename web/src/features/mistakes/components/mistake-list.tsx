import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckIssueType } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { LoadingState } from '../../../components/loading-state';
import { useMistakes } from '../api/list-mistakes';
import { MistakeEntry } from './mistake-entry';

/** Every mistake of one kind, newest first, a page at a time. */
export function MistakeList({ type }: { type: CheckIssueType }) {
  const { t } = useTranslation();
  const list = useMistakes(type);
  const mistakes = list.data?.pages.flatMap((page) => page.mistakes) ?? [];
  if (list.isPending) return <LoadingState />;
  return (
    <Stack gap="sm" data-testid="mistake-list">
      {mistakes.map((mistake) => (
        <MistakeEntry key={mistake.id} mistake={mistake} />
      ))}
      {list.isError && (
        <Alert color="red" variant="light" title={t('mistakes.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            {errorMessage(list.error, t('errors.generic'))}
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('mistakes.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.hasNextPage && (
        <Center>
          <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('mistakes.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
