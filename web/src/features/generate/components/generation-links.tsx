import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Generation } from '@contract';
import { paths } from '../../../config/paths';

interface GenerationLinksProps {
  title: string;
  generations: Generation[] | undefined;
  pending: boolean;
  empty: string;
  testId: string;
}

/** A short list of generations linking to their pages (recent, related). */
export function GenerationLinks({ title, generations, pending, empty, testId }: GenerationLinksProps) {
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
        ) : !generations || generations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={10} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {generations.map((generation) => (
              <li key={generation.id}>
                <Anchor
                  component={Link}
                  to={paths.generation(generation.id)}
                  size="sm"
                  lang="en"
                  lineClamp={2}
                >
                  {generation.sentence}
                </Anchor>
                <Text size="xs" c="dimmed" lang="en" truncate>
                  {generation.words.join(' · ')}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
