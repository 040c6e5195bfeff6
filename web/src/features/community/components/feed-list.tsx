import { Alert, Button, Center, Divider, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedSort, Generation, SentenceCheck } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { LoadingState } from '../../../components/loading-state';
import type { PublishedKind } from '../../../api/published/kind';
import { usePublicFeed } from '../api/get-public-feed';
import { CheckFeedCard } from './check-feed-card';
import { GenerationFeedCard } from './generation-feed-card';

/** One tab's feed in one sort: cards, Load more, and the notice at the end. */
export function FeedList({ kind, sort }: { kind: PublishedKind; sort: FeedSort }) {
  const { t } = useTranslation();
  const feed = usePublicFeed(kind, sort);
  // The first cards are drawn in the background, in slices the browser can answer input between: twenty
  // cards at once were one long task on a phone (npm run bench:web, Community's total blocking time).
  // Once drawn, changes (a like, the next page) show at once.
  const drawn = useDeferredValue(feed.data);
  const data = drawn === undefined ? undefined : feed.data;

  if (feed.isPending || (feed.data && !data)) return <LoadingState />;
  // A failed Load more keeps the pages already read (the error shows under them).
  if (!data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        <Stack gap="sm" align="flex-start">
          {errorMessage(feed.error, t(`community.loadFailed.${kind}`))}
          <Button size="xs" variant="light" color="red" onClick={() => void feed.refetch()}>
            {t('results.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Stack align="center" ta="center" py="xl" gap="xs" data-testid="feed-empty">
        <IconMoodEmpty size={48} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{t(`community.empty.${kind}Title`)}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {t(`community.empty.${kind}Text`)}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="feed">
        {items.map((item) => (
          <li key={item.id}>
            {kind === 'generations' ? (
              <GenerationFeedCard generation={item as Generation} />
            ) : (
              <CheckFeedCard check={item as SentenceCheck} />
            )}
          </li>
        ))}
      </Stack>
      {feed.hasNextPage ? (
        <Center>
          <Button
            variant="default"
            onClick={() => void feed.fetchNextPage()}
            loading={feed.isFetchingNextPage}
            data-testid="load-more"
          >
            {t('community.loadMore')}
          </Button>
        </Center>
      ) : (
        // The status role on a wrapper: on the divider itself it would clash with its aria-orientation.
        <div role="status" data-testid="feed-end">
          <Divider label={t('community.end')} labelPosition="center" my="sm" />
        </div>
      )}
      {feed.isFetchNextPageError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(feed.error, t(`community.loadFailed.${kind}`))}
        </Alert>
      )}
    </Stack>
  );
}
