import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckIssue } from '@contract';
import { ISSUE_COLORS } from '../../../components/ai/check-colors';
import { Correction } from '../../../components/ai/correction';

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
      <Correction original={issue.original} suggestion={issue.suggestion} />
      <Text size="sm" c="dimmed">
        {issue.explanation}
      </Text>
    </Stack>
  );
}
