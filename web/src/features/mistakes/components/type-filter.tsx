import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHECK_ISSUE_TYPES, type CheckIssueType, type MistakeStats } from '@contract';
import { ISSUE_COLORS } from '../../../components/ai/check-colors';
import classes from './mistakes.module.css';

/** All, or one kind, each with its count; kinds the learner never got wrong are left out. */
export function TypeFilter({
  stats,
  value,
  onChange,
}: {
  stats: MistakeStats;
  value: CheckIssueType | null;
  onChange: (type: CheckIssueType | null) => void;
}) {
  const { t } = useTranslation();
  const options: { type: CheckIssueType | null; count: number; color: string }[] = [
    { type: null, count: stats.total, color: 'teal' },
    ...CHECK_ISSUE_TYPES.filter((type) => stats.byType[type] > 0 || type === value).map((type) => ({
      type,
      count: stats.byType[type],
      color: ISSUE_COLORS[type],
    })),
  ];
  return (
    <Group gap="xs" role="group" aria-label={t('mistakes.filter')} className={classes.filters} wrap="wrap">
      {options.map(({ type, count, color }) => {
        const active = value === type;
        return (
          <Button
            key={type ?? 'all'}
            variant={active ? 'filled' : 'default'}
            color={color}
            radius="xl"
            size="sm"
            aria-pressed={active}
            onClick={() => onChange(type)}
            rightSection={
              <Badge size="sm" variant={active ? 'white' : 'light'} color={color} circle={count < 10}>
                {count}
              </Badge>
            }
          >
            {type ? t(`check.issueTypes.${type}`) : t('mistakes.all')}
          </Button>
        );
      })}
    </Group>
  );
}
