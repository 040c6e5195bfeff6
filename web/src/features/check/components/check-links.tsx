import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SentenceCheck } from '@contract';
import { paths } from '../../../config/paths';
import { scoreColor } from '../../../components/ai/check-colors';

interface CheckLinksProps {
  title: string;
  checks: SentenceCheck[] | undefined;
  pending: boolean;
  empty: string;
  testId: string;
}

/** A short list of checks linking to their pages (recent, similar). */
export function CheckLinks({ title, checks, pending, empty, testId }: CheckLinksProps) {
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
        ) : !checks || checks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={10} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {checks.map((check) => (
              <li key={check.id}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge
                    color={scoreColor(check.score)}
                    variant="light"
                    miw={40}
                    aria-label={t('check.result.score', { score: Math.round(check.score) })}
                  >
                    {Math.round(check.score)}
                  </Badge>
                  <Anchor
                    component={Link}
                    to={paths.sentenceCheck(check.id)}
                    size="sm"
                    lang="en"
                    lineClamp={2}
                  >
                    {check.sentence}
                  </Anchor>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
