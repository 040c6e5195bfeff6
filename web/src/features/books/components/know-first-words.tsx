import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KNOW_FIRST_MAX } from '../api/mark-known';
import type { useKnownMarking } from '../hooks/use-known-marking';

interface KnowFirstWordsProps {
  bookId: string;
  marking: ReturnType<typeof useKnownMarking>;
}

/**
 * "I already know the first N words": a learner who knows the first thousand CET-4 words skips them
 * instead of being taught them again.
 */
export function KnowFirstWords({ bookId, marking }: KnowFirstWordsProps) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(500);
  const valid = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= KNOW_FIRST_MAX;
  const { progress } = marking;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="know-first-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="know-first-title">
          {t('books.known.firstTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('books.known.firstHelp', { max: KNOW_FIRST_MAX })}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) marking.run({ bookId, first: count });
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NumberInput
              label={t('books.known.firstCount')}
              min={1}
              max={KNOW_FIRST_MAX}
              step={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={count}
              onChange={setCount}
              w={160}
            />
            <Button type="submit" variant="light" disabled={!valid} loading={marking.pending}>
              {t('books.known.firstSubmit')}
            </Button>
          </Group>
        </form>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {progress && t('books.known.progress', { done: progress.sent, total: progress.total })}
        </Text>
      </Stack>
    </Paper>
  );
}
