import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { useFitParameters, useResetParameters, useReviewParameters } from '../api/review-parameters';
import { FitParametersResult } from './fit-parameters-result';

/**
 * "Fit to my history": FSRS's parameters fitted to the learner's own review log, offered once the log is
 * long enough, kept by the server only when they predict the learner's recall better; "Back to defaults"
 * undoes it. A fit takes seconds, so the button shows it is running.
 */
export function FitParameters() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useReviewParameters();
  const fit = useFitParameters();
  const reset = useResetParameters();

  if (isError) return null;
  if (!data) return <Skeleton height={80} />;
  const missing = Math.max(0, data.reviewsRequired - data.reviewsAvailable);
  const fittedOn = data.computedAt && new Date(data.computedAt).toLocaleDateString(i18n.language);

  return (
    <Stack gap="sm" data-testid="fit-parameters">
      <Text fw={600}>{t('profile.schedule.fit.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('profile.schedule.fit.text')}
      </Text>
      <Text size="sm" data-testid="fit-source">
        {data.source === 'optimized'
          ? t('profile.schedule.fit.optimized', { count: data.reviews ?? 0, date: fittedOn })
          : t('profile.schedule.fit.default')}
      </Text>
      <Text size="sm" c="dimmed">
        {missing > 0
          ? t('profile.schedule.fit.missing', { count: missing, available: data.reviewsAvailable })
          : t('profile.schedule.fit.available', { count: data.reviewsAvailable })}
      </Text>
      <Group gap="sm">
        <Button
          leftSection={<IconWand size={18} aria-hidden />}
          loading={fit.isPending}
          disabled={missing > 0 || reset.isPending}
          onClick={() => {
            reset.reset();
            fit.mutate();
          }}
        >
          {t('profile.schedule.fit.run')}
        </Button>
        {data.source === 'optimized' && (
          <Button
            variant="default"
            leftSection={<IconRestore size={18} aria-hidden />}
            loading={reset.isPending}
            disabled={fit.isPending}
            onClick={() => {
              fit.reset();
              reset.mutate(undefined, {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: errorMessage(error, t('profile.schedule.fit.resetFailed')),
                  }),
              });
            }}
          >
            {t('profile.schedule.fit.reset')}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {fit.isPending && (
          <Text size="sm" c="dimmed">
            {t('profile.schedule.fit.running')}
          </Text>
        )}
        {fit.data && <FitParametersResult fit={fit.data} />}
        {fit.error && (
          <Alert color="orange" variant="light" data-testid="fit-error">
            {errorMessage(fit.error, t('profile.schedule.fit.failed'))}
          </Alert>
        )}
        {reset.data && (
          <Alert color="teal" variant="light">
            {reset.data.message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
