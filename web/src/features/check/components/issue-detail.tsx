import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckIssue } from '@contract';
import { ISSUE_COLORS } from '../../../components/ai/check-colors';

/** One issue: its kind, what was written → what to write, and why. */
export function IssueDetail({ issue, number }: { issue: CheckIssue; number: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge color={ISSUE_COLORS[issue.type]} variant="light" size="sm" circle>
          {number}
        </Badge>
        <Badge color={ISSUE_COLORS[issue.type]} variant="light" size="sm">
          {t(`check.issueTypes.${issue.type}`)}
        </Badge>
      </Group>
      <Group gap={6} wrap="wrap" lang="en">
        <Text size="sm" td="line-through" c="red">
          {issue.original}
        </Text>
        <IconArrowRight size={14} aria-label={t('check.result.becomes')} />
        <Text size="sm" fw={600} c="green">
          {issue.suggestion || t('check.result.removeIt')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {issue.explanation}
      </Text>
    </Stack>
  );
}
