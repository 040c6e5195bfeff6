import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRITING_CADENCES, type WritingCadence } from '../lib/writing-cadence';

/** "Write a sentence with every Nth card": off by default. */
export function WritingCadenceSelect({
  value,
  onChange,
}: {
  value: WritingCadence;
  onChange: (cadence: WritingCadence) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      label={t('practice.write.cadenceLabel')}
      value={String(value)}
      onChange={(event) =>
        onChange(WRITING_CADENCES.find((cadence) => String(cadence) === event.currentTarget.value) ?? 0)
      }
      data={WRITING_CADENCES.map((cadence) => ({
        value: String(cadence),
        label:
          cadence === 0
            ? t('practice.write.cadenceOff')
            : t('practice.write.cadenceEvery', { count: cadence }),
      }))}
      data-testid="writing-cadence"
    />
  );
}
