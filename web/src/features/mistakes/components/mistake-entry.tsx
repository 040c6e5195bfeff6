import { Anchor, Badge, Button, Card, Group, Mark, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Mistake } from '@contract';
import { ISSUE_COLORS } from '../../../components/ai/check-colors';
import { Correction } from '../../../components/ai/correction';
import { RelativeTime } from '../../../components/relative-time';
import { paths } from '../../../config/paths';
import { markedSpan } from '../lib/marked-span';

/** One mistake: the sentence with the wrong part marked, the fix, why, and a way to write it again. */
export function MistakeEntry({ mistake }: { mistake: Mistake }) {
  const { t } = useTranslation();
  const { before, marked, after } = markedSpan(mistake);
  const color = ISSUE_COLORS[mistake.type];
  return (
    <Card component="article" padding="md" withBorder data-testid="mistake" data-type={mistake.type}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" fw={600}>
            {t('mistakes.entry.youWrote')}
          </Text>
          {mistake.mastered && (
            <Badge color="green" variant="light" size="sm" data-testid="mistake-mastered">
              {t('mistakes.masteredBadge')}
            </Badge>
          )}
        </Group>
        <Text fz="md" lh={1.6} lang="en" data-testid="mistake-sentence">
          {before}
          {marked && (
            <Mark
              color={color}
              px={3}
              style={{
                borderRadius: 4,
                textDecoration: 'underline wavy',
                textDecorationColor: `var(--mantine-color-${color}-6)`,
              }}
            >
              {marked}
            </Mark>
          )}
          {after}
        </Text>
        <Correction
          original={mistake.original}
          suggestion={mistake.suggestion}
          fixWeight={700}
          fixTestId="mistake-fix"
        />
        <Text size="sm" c="dimmed">
          {mistake.explanation}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap" mt={4}>
          <Group gap="sm">
            <RelativeTime date={mistake.createdAt} size="xs" c="dimmed" />
            <Anchor component={Link} to={paths.sentenceCheck(mistake.checkId)} size="xs">
              {t('mistakes.entry.openCheck')}
            </Anchor>
          </Group>
          <Button
            component={Link}
            to={paths.check}
            state={{ sentence: mistake.sentence }}
            variant="light"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('mistakes.entry.practiseLabel', { sentence: mistake.sentence })}
          >
            {t('mistakes.entry.practise')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
