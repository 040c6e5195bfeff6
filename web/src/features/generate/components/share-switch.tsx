import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Whether the next sentence goes to the community feed, said before the learner submits: it starts
 * from their "show in community" preference and can be changed right here for this sentence.
 */
export function ShareSwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (shared: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      disabled={disabled}
      label={t('generate.share.label')}
      description={checked ? t('generate.share.on') : t('generate.share.off')}
    />
  );
}
