import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBooks, IconFileImport, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function WordListSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} padding="md">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Skeleton h={20} w={20} radius="sm" mt={4} />
            <Stack gap={8} flex={1}>
              <Skeleton h={20} w="45%" />
              <Skeleton h={12} w="80%" />
              <Skeleton h={12} w="65%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A new learner's list: say what to do next rather than showing nothing. */
export function EmptyWordList({ onImport }: { onImport: () => void }) {
  const { t } = useTranslation();
  return (
    <Card padding="xl" data-testid="words-empty">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconBooks size={30} aria-hidden />
        </ThemeIcon>
        <Title order={3} size="h4">
          {t('words.list.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('words.list.emptyText')}
        </Text>
        <Button variant="light" leftSection={<IconFileImport size={18} />} onClick={onImport}>
          {t('words.import.button')}
        </Button>
      </Stack>
    </Card>
  );
}

export function NoMatchingWords({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Card padding="xl" data-testid="words-no-match">
      <Stack align="center" gap="xs" ta="center">
        <IconSearchOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={3} size="h5">
          {t('words.list.noMatchTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('words.list.noMatchText')}
        </Text>
        <Button variant="subtle" size="xs" onClick={onClear}>
          {t('words.list.clearFilters')}
        </Button>
      </Stack>
    </Card>
  );
}

export function WordListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={t('words.list.loadFailed')}
    >
      <Text size="sm">{message}</Text>
      <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
        {t('words.list.retry')}
      </Button>
    </Alert>
  );
}
