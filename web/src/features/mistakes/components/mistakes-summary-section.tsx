import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECK_ISSUE_TYPES } from '@contract';
import { ISSUE_COLORS } from '../../../components/ai/check-colors';
import { LinkButton } from '../../../components/link-button';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../config/paths';
import { useMistakeStats } from '../api/get-mistake-stats';

/** Profile: how many mistakes, of which kinds, and the way into the notebook. */
export function MistakesSummarySection() {
  const { t } = useTranslation();
  const { data } = useMistakeStats();
  return (
    <SectionCard title={t('mistakes.title')}>
      <Stack gap="sm">
        {data ? (
          <>
            <Text size="sm" c="dimmed" data-testid="profile-mistakes">
              {t('mistakes.profile.text', { count: data.total })}
            </Text>
            {data.total > 0 && (
              <Group gap={6}>
                {CHECK_ISSUE_TYPES.filter((type) => data.byType[type] > 0).map((type) => (
                  <Badge key={type} color={ISSUE_COLORS[type]} variant="light" tt="none">
                    {t(`check.issueTypes.${type}`)} {data.byType[type]}
                  </Badge>
                ))}
              </Group>
            )}
          </>
        ) : (
          <Skeleton h={20} w="60%" />
        )}
        <Group>
          <LinkButton to={paths.mistakes} variant="light" icon={IconNotebook}>
            {t('mistakes.profile.open')}
          </LinkButton>
        </Group>
      </Stack>
    </SectionCard>
  );
}
