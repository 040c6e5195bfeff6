import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WORD_LIMITS } from '@contract';

interface RandomCountInputProps extends Pick<NumberInputProps, 'w' | 'size'> {
  value: number;
  onChange: (count: number) => void;
  label: string;
}

/**
 * How many random words: more than the most the server gives is brought down to it, and the field says so
 * (it used to fall back to 5 without a word).
 */
export function RandomCountInput({ value, onChange, label, ...layout }: RandomCountInputProps) {
  const { t } = useTranslation();
  const [clamped, setClamped] = useState(false);
  const max = WORD_LIMITS.randomMax;
  return (
    <NumberInput
      {...layout}
      aria-label={label}
      min={1}
      max={max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={(next) => {
        const number = typeof next === 'number' ? next : Number.parseInt(next, 10);
        if (!Number.isFinite(number) || number < 1) return;
        setClamped(number > max);
        onChange(Math.min(number, max));
      }}
      error={clamped ? t('words.selection.randomMax', { max }) : undefined}
      styles={{ error: { whiteSpace: 'nowrap' } }}
    />
  );
}
