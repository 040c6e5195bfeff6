import { useState } from 'react';
import { Alert, Button, Center, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { LoadingState } from '../../../components/loading-state';
import type { PublishedKind } from '../../../api/published/kind';
import { useOwnContent } from '../api/list-own-content';
import { OwnItem } from './own-item';
import { SectionCard } from './section-card';

export function YourContentSection() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PublishedKind>('generations');
  return (
    <SectionCard title={t('profile.content.title')} description={t('profile.content.subtitle')}>
      <Tabs value={kind} onChange={(value) => value && setKind(value as PublishedKind)} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="generations">{t('profile.content.tabs.generations')}</Tabs.Tab>
          <Tabs.Tab value="checks">{t('profile.content.tabs.checks')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="generations">
          <OwnList kind="generations" />
        </Tabs.Panel>
        <Tabs.Panel value="checks">
          <OwnList kind="checks" />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}

function OwnList({ kind }: { kind: PublishedKind }) {
  const { t } = useTranslation();
  const list = useOwnContent(kind);
  if (list.isPending) return <LoadingState />;
  if (!list.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(list.error, t(`profile.content.loadFailed.${kind}`))}
      </Alert>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md" data-testid="own-empty">
        {t(`profile.content.empty.${kind}`)}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.id}>
            <OwnItem kind={kind} item={item} />
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Center>
          <Button
            variant="default"
            size="sm"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('profile.content.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
