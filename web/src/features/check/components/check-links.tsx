import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SentenceCheck } from '@contract';
import { paths } from '../../../config/paths';
import { scoreColor } from '../../../components/ai/check-colors';
import { ResultLinks } from '../../../components/ai/result-links';

interface CheckLinksProps {
  title: string;
  checks: SentenceCheck[] | undefined;
  pending: boolean;
  empty: string;
  testId: string;
}

/** A short list of checks linking to their pages (recent, similar), each with its score. */
export function CheckLinks({ checks, ...list }: CheckLinksProps) {
  const { t } = useTranslation();
  return (
    <ResultLinks
      {...list}
      items={checks}
      renderItem={(check) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge
            color={scoreColor(check.score)}
            variant="light"
            miw={40}
            // The sentence beside it wraps; the score keeps its width ("100" was cut to "1…" on a phone).
            style={{ flexShrink: 0 }}
            aria-label={t('check.result.score', { score: Math.round(check.score) })}
          >
            {Math.round(check.score)}
          </Badge>
          <Anchor component={Link} to={paths.sentenceCheck(check.id)} size="sm" lang="en" lineClamp={2}>
            {check.sentence}
          </Anchor>
        </Group>
      )}
    />
  );
}
