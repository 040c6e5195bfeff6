import { useId } from 'react';
import {
  Alert,
  Collapse,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton } from './disclosure-button';
import { AI_LIMITS, type GrammarLanguage } from '@contract';
import type { AiSettingsControls } from '../../lib/ai-settings';

interface AdvancedSettingsProps {
  controls: AiSettingsControls;
  /** While a request runs the settings it was sent with stay put. */
  disabled?: boolean;
}

/** AI model, maximum retries, grammar explanation language and thinking, folded away by default. */
export function AdvancedSettings({ controls, disabled = false }: AdvancedSettingsProps) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const { settings, update, models, model } = controls;
  const list = models.data?.models ?? [];
  const offline = models.data?.source === 'offline' && list.length === 0;
  // The built-in checker has no model to choose, answers in one go and never thinks aloud.
  const builtIn = models.data?.source === 'offline';
  const thinkingSupported = model?.supportsThinking ?? false;

  const modelPlaceholder = offline
    ? t('results.settings.modelOffline')
    : models.isPending
      ? t('common.loading')
      : t('results.settings.modelDefault');

  return (
    <Paper withBorder radius="md">
      <DisclosureButton
        icon={IconAdjustmentsHorizontal}
        iconSize={18}
        size="md"
        opened={opened}
        onToggle={toggle}
        controls={panelId}
      >
        {t('results.settings.title')}
      </DisclosureButton>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="md" p="md" pt="xs">
          {models.isError && (
            <Alert color="yellow" variant="light">
              {t('results.settings.modelsFailed')}
            </Alert>
          )}
          {builtIn ? (
            <Text size="sm" c="dimmed">
              {t('results.settings.builtInNote')}
            </Text>
          ) : (
            <>
              <Select
                label={t('results.settings.model')}
                placeholder={modelPlaceholder}
                data={list.map((option) => ({
                  value: option.id,
                  label:
                    option.id === models.data?.defaultModel
                      ? t('results.settings.defaultSuffix', { label: option.label })
                      : option.label,
                }))}
                value={settings.model ?? models.data?.defaultModel ?? null}
                onChange={(value) => update({ model: value })}
                disabled={disabled || list.length === 0}
                allowDeselect={false}
                searchable={list.length > 8}
                nothingFoundMessage={t('results.settings.noModels')}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label={t('results.settings.maxRetries')}
                description={t('results.settings.maxRetriesHelp', {
                  min: AI_LIMITS.maxRetriesMin,
                  max: AI_LIMITS.maxRetriesMax,
                })}
                min={AI_LIMITS.maxRetriesMin}
                max={AI_LIMITS.maxRetriesMax}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                value={settings.maxRetries}
                onChange={(value) =>
                  update({ maxRetries: typeof value === 'number' ? value : AI_LIMITS.maxRetriesDefault })
                }
                disabled={disabled}
                maw={220}
              />
            </>
          )}
          <Input.Wrapper label={t('results.settings.grammarLanguage')} labelElement="div">
            <SegmentedControl
              display="flex"
              mt={6}
              fullWidth
              aria-label={t('results.settings.grammarLanguage')}
              // The recommended option's label is long: on a phone it wraps instead of hiding the other.
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
              value={settings.grammarLanguage}
              onChange={(value) => update({ grammarLanguage: value as GrammarLanguage })}
              disabled={disabled}
              data={[
                { value: 'bilingual', label: t('results.settings.bilingual') },
                { value: 'english', label: t('results.settings.english') },
              ]}
            />
          </Input.Wrapper>
          {!builtIn && (
            <Switch
              label={t('results.settings.thinking')}
              description={
                thinkingSupported
                  ? t('results.settings.thinkingHelp')
                  : t('results.settings.thinkingUnsupported')
              }
              checked={settings.enableThinking && thinkingSupported}
              onChange={(event) => update({ enableThinking: event.currentTarget.checked })}
              disabled={disabled || !thinkingSupported}
            />
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
