import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FontSettings } from '@contract';
import classes from './font-preview.module.css';

/**
 * Carries the same data attributes as <html>, so the shared font-settings.css styles it exactly
 * as the whole app will look once saved.
 */
export function FontPreview({ settings }: { settings: FontSettings }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" aria-labelledby="font-preview-title" component="section">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" id="font-preview-title" mb="xs">
        {t('profile.fonts.preview')}
      </Text>
      <Stack
        gap="xs"
        className={classes.sample}
        data-testid="font-preview"
        data-font-scope=""
        data-font-size={settings.size}
        data-font-weight={settings.weight}
        data-line-height={settings.lineHeight}
        data-font-family={settings.family}
        data-text-color={settings.color}
      >
        <p lang="en">{t('profile.fonts.previewEnglish')}</p>
        <p lang="zh-CN">{t('profile.fonts.previewChinese')}</p>
      </Stack>
    </Paper>
  );
}
