import { Group, Radio } from '@mantine/core';

interface FontOptionGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}

/** A named radio group: easy to scan, keyboard friendly, and it wraps on narrow phones. */
export function FontOptionGroup<T extends string>(props: FontOptionGroupProps<T>) {
  const { label, options, value, optionLabel, onChange } = props;
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Group gap="md" mt="xs">
        {options.map((option) => (
          <Radio key={option} value={option} label={optionLabel(option)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
