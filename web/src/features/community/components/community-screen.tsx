import { Group, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { IconSparkles, IconTextGrammar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FEED_SORTS, type FeedSort } from '@contract';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import type { PublishedKind } from '../../../api/published/kind';
import { CommunityStats } from './community-stats';
import { FeedList } from './feed-list';
import { GuestBanner } from './guest-banner';

const KINDS: PublishedKind[] = ['generations', 'checks'];

/** The tab and sort live in the address, so Back from a result returns to the same feed. */
function useFeedChoice() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const sort = params.get('sort');
  const kind: PublishedKind = tab === 'checks' ? 'checks' : 'generations';
  const feedSort: FeedSort = (FEED_SORTS as readonly string[]).includes(sort ?? '')
    ? (sort as FeedSort)
    : 'recent';
  const choose = (next: { tab?: PublishedKind; sort?: FeedSort }) => {
    const merged = { tab: next.tab ?? kind, sort: next.sort ?? feedSort };
    setParams(merged, { replace: true, preventScrollReset: true });
  };
  return { kind, sort: feedSort, choose };
}

export function CommunityScreen() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { kind, sort, choose } = useFeedChoice();

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <PageHeader title={t('community.title')} subtitle={t('community.subtitle')} />
      {status === 'guest' && <GuestBanner />}
      <Tabs
        value={kind}
        onChange={(value) => value && choose({ tab: value as PublishedKind })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {KINDS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={
                value === 'generations' ? (
                  <IconSparkles size={16} aria-hidden />
                ) : (
                  <IconTextGrammar size={16} aria-hidden />
                )
              }
            >
              {t(`community.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {KINDS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <Stack gap="md">
              <CommunityStats kind={value} />
              <Group justify="flex-end">
                <SegmentedControl
                  aria-label={t('community.sort.label')}
                  value={sort}
                  onChange={(next) => choose({ sort: next as FeedSort })}
                  data={FEED_SORTS.map((option) => ({ value: option, label: t(`community.sort.${option}`) }))}
                />
              </Group>
              <FeedList kind={value} sort={sort} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
