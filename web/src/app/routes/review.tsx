import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { DrillSession } from '../../features/mistakes/components/drill-session';
import { ReviewScreen } from '../../features/review/components/review-screen';

export function ReviewPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('review.title')} subtitle={t('review.subtitle')} />
      {/* The day's cards first, then drills of the learner's own mistakes. */}
      <ReviewScreen afterDone={<DrillSession />} />
    </Stack>
  );
}
