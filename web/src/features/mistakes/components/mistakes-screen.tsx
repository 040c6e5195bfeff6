import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CHECK_ISSUE_TYPES, type CheckIssueType } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { LoadingState } from '../../../components/loading-state';
import { paths } from '../../../config/paths';
import { useMistakeStats } from '../api/get-mistake-stats';
import { DrillSession } from './drill-session';
import { MistakeGroup } from './mistake-group';
import { MistakeList } from './mistake-list';
import { MistakeTrend } from './mistake-trend';
import { TypeFilter } from './type-filter';

function readType(value: string | null): CheckIssueType | null {
  return (CHECK_ISSUE_TYPES as readonly string[]).includes(value ?? '') ? (value as CheckIssueType) : null;
}

/**
 * The notebook: the count and 30-day trend, then every kind with its latest mistakes (or one kind
 * in full, chosen in the filter and kept in the address as ?type=).
 */
export function MistakesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = readType(params.get('type'));
  const stats = useMistakeStats();
  // The kind whose drills are being practised (a group's "Practice"), shown above the notebook.
  const [practising, setPractising] = useState<CheckIssueType | null>(null);
  const choose = (next: CheckIssueType | null) => {
    setParams(next ? { type: next } : {}, { replace: false });
    window.scrollTo({ top: 0 });
  };

  if (stats.isPending) return <LoadingState />;
  if (stats.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={t('mistakes.loadFailed')}
      >
        <Stack gap="xs" align="flex-start">
          {errorMessage(stats.error, t('errors.generic'))}
          <Button size="xs" variant="light" color="red" onClick={() => void stats.refetch()}>
            {t('mistakes.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { data } = stats;
  if (data.total === 0) {
    return (
      <Card padding="xl" withBorder data-testid="mistakes-empty">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconNotebook size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('mistakes.empty.title')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('mistakes.empty.text')}
          </Text>
          <Button component={Link} to={paths.check}>
            {t('mistakes.empty.check')}
          </Button>
        </Stack>
      </Card>
    );
  }

  const kinds = CHECK_ISSUE_TYPES.filter((kind) => data.byType[kind] > 0).sort(
    (a, b) => data.byType[b] - data.byType[a],
  );
  return (
    <Stack gap="lg">
      <Card padding="md" withBorder>
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <Text fw={700} fz="lg" data-testid="mistakes-total">
              {t('mistakes.total', { count: data.total })}
            </Text>
            <Badge variant="light" color="orange" tt="none" data-testid="mistakes-active">
              {t('mistakes.active', { count: data.active })}
            </Badge>
            <Badge variant="light" color="green" tt="none" data-testid="mistakes-mastered">
              {t('mistakes.mastered', { count: data.mastered })}
            </Badge>
          </Group>
          <MistakeTrend stats={data} />
        </Stack>
      </Card>
      {practising && (
        <Card padding="md" withBorder>
          <DrillSession key={practising} type={practising} onClose={() => setPractising(null)} />
        </Card>
      )}
      <TypeFilter stats={data} value={type} onChange={choose} />
      {type ? (
        <MistakeList key={type} type={type} />
      ) : (
        kinds.map((kind) => (
          <MistakeGroup
            key={kind}
            type={kind}
            count={data.byType[kind]}
            onSeeAll={() => choose(kind)}
            onPractise={() => {
              setPractising(kind);
              window.scrollTo({ top: 0 });
            }}
          />
        ))
      )}
    </Stack>
  );
}
