import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FitParametersResponse } from '@contract';

const loss = (value: number) => value.toFixed(4);

/** What a fit did: the server's message, and the log loss of the parameters before and after it. */
export function FitParametersResult({ fit }: { fit: FitParametersResponse }) {
  const { t } = useTranslation();
  return (
    <Alert color={fit.kept ? 'teal' : 'gray'} variant="light" data-testid="fit-result">
      <Text size="sm">{fit.message}</Text>
      <Text size="sm" mt={4}>
        {t('profile.schedule.fit.logLoss', {
          before: loss(fit.logLoss.before),
          after: loss(fit.logLoss.after),
        })}
      </Text>
    </Alert>
  );
}
