import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FONT_SETTINGS,
  FONT_FAMILIES,
  FONT_SIZES,
  FONT_WEIGHTS,
  LINE_HEIGHTS,
  TEXT_COLORS,
  type FontSettings,
  type User,
} from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useUpdateFontSettings } from '../api/update-font-settings';
import { FontOptionGroup } from './font-option-group';
import { FontPreview } from './font-preview';
import { SectionCard } from './section-card';

export function FontSettingsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateFontSettings();
  const saved = user.preferences.fontSettings;
  const [draft, setDraft] = useState<FontSettings>(saved);
  const change =
    <K extends keyof FontSettings>(key: K) =>
    (value: FontSettings[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const unchanged = (Object.keys(draft) as (keyof FontSettings)[]).every((key) => draft[key] === saved[key]);

  const submit = () =>
    save.mutate(draft, {
      onSuccess: ({ message }) => message && notifications.show({ color: 'teal', message }),
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.fontSettingsFailed')) }),
    });

  return (
    <SectionCard title={t('profile.fonts.title')} description={t('profile.fonts.subtitle')}>
      <Stack gap="lg">
        <FontOptionGroup
          label={t('profile.fonts.size')}
          options={FONT_SIZES}
          value={draft.size}
          optionLabel={(o) => t(`profile.fonts.sizes.${o}`)}
          onChange={change('size')}
        />
        <FontOptionGroup
          label={t('profile.fonts.weight')}
          options={FONT_WEIGHTS}
          value={draft.weight}
          optionLabel={(o) => t(`profile.fonts.weights.${o}`)}
          onChange={change('weight')}
        />
        <FontOptionGroup
          label={t('profile.fonts.lineHeight')}
          options={LINE_HEIGHTS}
          value={draft.lineHeight}
          optionLabel={(o) => t(`profile.fonts.lineHeights.${o}`)}
          onChange={change('lineHeight')}
        />
        <FontOptionGroup
          label={t('profile.fonts.family')}
          options={FONT_FAMILIES}
          value={draft.family}
          optionLabel={(o) => t(`profile.fonts.families.${o}`)}
          onChange={change('family')}
        />
        <FontOptionGroup
          label={t('profile.fonts.color')}
          options={TEXT_COLORS}
          value={draft.color}
          optionLabel={(o) => t(`profile.fonts.colors.${o}`)}
          onChange={change('color')}
        />
        <FontPreview settings={draft} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDraft(DEFAULT_FONT_SETTINGS)}>
            {t('profile.fonts.reset')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={unchanged}>
            {t('profile.fonts.save')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
