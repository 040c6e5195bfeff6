import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResultLinksProps<Item extends { id: string }> {
  title: string;
  items: Item[] | undefined;
  pending: boolean;
  empty: string;
  testId: string;
  /** One line of the list: a link to the result's page and what identifies it. */
  renderItem: (item: Item) => ReactNode;
}

/** A short titled list of results linking to their pages (recent, related, similar). */
export function ResultLinks<Item extends { id: string }>({
  title,
  items,
  pending,
  empty,
  testId,
  renderItem,
}: ResultLinksProps<Item>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {pending ? (
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        ) : !items || items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={10} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
