import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CorrectionProps {
  original: string;
  /** Empty when the words should simply go. */
  suggestion: string;
  /** The mistakes notebook sets the fix bolder: there it is the thing to learn. */
  fixWeight?: 600 | 700;
  fixTestId?: string;
}

/** What was written, struck through, → what to write instead. */
export function Correction({ original, suggestion, fixWeight = 600, fixTestId }: CorrectionProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" lang="en">
      <Text size="sm" td="line-through" c="red">
        {original}
      </Text>
      <IconArrowRight size={14} aria-label={t('check.result.becomes')} />
      <Text size="sm" fw={fixWeight} c="green" data-testid={fixTestId}>
        {suggestion || t('check.result.removeIt')}
      </Text>
    </Group>
  );
}
