import { Badge, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckIssueType } from '@contract';
import { ISSUE_COLORS } from '../../../components/ai/check-colors';
import { useMistakes } from '../api/list-mistakes';
import { MistakeEntry } from './mistake-entry';

/** How many of a kind the overview shows before "See all". */
const PREVIEW = 3;

/** One kind of mistake in the overview: its count and its latest few. */
export function MistakeGroup({
  type,
  count,
  onSeeAll,
  onPractise,
}: {
  type: CheckIssueType;
  count: number;
  onSeeAll: () => void;
  onPractise: () => void;
}) {
  const { t } = useTranslation();
  const list = useMistakes(type, PREVIEW);
  const mistakes = list.data?.pages[0]?.mistakes ?? [];
  const headingId = `mistakes-${type}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid={`mistake-group-${type}`}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(`check.issueTypes.${type}`)}
          </Title>
          <Badge color={ISSUE_COLORS[type]} variant="light" data-testid="mistake-count">
            {count}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconBarbell size={16} aria-hidden />}
            onClick={onPractise}
            aria-label={t('practice.drill.startLabel', { type: t(`check.issueTypes.${type}`) })}
            data-testid="group-practise"
          >
            {t('practice.drill.start')}
          </Button>
          {count > PREVIEW && (
            <Button variant="subtle" size="compact-sm" onClick={onSeeAll}>
              {t('mistakes.group.seeAll', { count })}
            </Button>
          )}
        </Group>
      </Group>
      {list.isPending
        ? Array.from({ length: Math.min(count, PREVIEW) }, (_, index) => (
            <Skeleton key={index} h={140} radius="md" />
          ))
        : mistakes.map((mistake) => <MistakeEntry key={mistake.id} mistake={mistake} />)}
    </Stack>
  );
}
