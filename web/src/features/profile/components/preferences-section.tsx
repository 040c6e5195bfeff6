import { useState } from 'react';
import { Input, NumberInput, Radio, SegmentedControl, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  DAILY_NEW_WORDS,
  type EnglishVariety,
  type GrammarLanguage,
  type Language,
  type Theme,
  type UpdatePreferences,
  type User,
} from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useUpdatePreferences } from '../api/update-preferences';
import { showSaved, useAppearance } from '../hooks/use-appearance';
import { SectionCard } from './section-card';

/** Every change saves at once (with a toast), so there is no save button to forget. */
export function PreferencesSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const appearance = useAppearance({ announce: true });
  const save = useUpdatePreferences();
  const [grammarLanguage, setGrammarLanguage] = useState(user.preferences.grammarLanguage);
  const [showInCommunity, setShowInCommunity] = useState(user.preferences.showInCommunity);
  const [englishVariety, setEnglishVariety] = useState(user.preferences.englishVariety);
  const [dailyNewWords, setDailyNewWords] = useState<string | number>(user.preferences.dailyNewWords);
  const [savedDailyNewWords, setSavedDailyNewWords] = useState(user.preferences.dailyNewWords);

  // Saved when the field is left, and only a whole number in range that differs from the saved one.
  const saveDailyNewWords = () => {
    const next = Number(dailyNewWords);
    const valid =
      dailyNewWords !== '' &&
      Number.isInteger(next) &&
      next >= DAILY_NEW_WORDS.min &&
      next <= DAILY_NEW_WORDS.max;
    if (!valid) return setDailyNewWords(savedDailyNewWords);
    if (next === savedDailyNewWords) return;
    const previous = savedDailyNewWords;
    setSavedDailyNewWords(next);
    saveChange({ dailyNewWords: next }, () => {
      setSavedDailyNewWords(previous);
      setDailyNewWords(previous);
    });
  };

  const saveChange = (changes: UpdatePreferences, undo: () => void) =>
    save.mutate(changes, {
      onSuccess: ({ message }) => message && showSaved(message),
      onError: (error) => {
        undo();
        notifications.show({ color: 'red', message: errorMessage(error, t('errors.preferencesFailed')) });
      },
    });

  return (
    <SectionCard title={t('profile.preferences.title')}>
      <Stack gap="lg">
        <SegmentedChoice
          label={t('profile.preferences.theme')}
          value={appearance.theme}
          onChange={(value) => appearance.setTheme(value as Theme)}
          data={[
            { value: 'light', label: t('profile.preferences.light') },
            { value: 'dark', label: t('profile.preferences.dark') },
          ]}
        />
        <SegmentedChoice
          label={t('profile.preferences.language')}
          value={appearance.language}
          onChange={(value) => appearance.setLanguage(value as Language)}
          data={[
            { value: 'en', label: t('profile.preferences.english') },
            { value: 'zh', label: t('profile.preferences.chinese') },
          ]}
        />
        <Radio.Group
          label={t('profile.preferences.grammarLanguage')}
          value={grammarLanguage}
          onChange={(value) => {
            const previous = grammarLanguage;
            setGrammarLanguage(value as GrammarLanguage);
            saveChange({ grammarLanguage: value as GrammarLanguage }, () => setGrammarLanguage(previous));
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="bilingual" label={t('profile.preferences.bilingual')} />
            <Radio value="english" label={t('profile.preferences.englishOnly')} />
          </Stack>
        </Radio.Group>
        <SegmentedChoice
          label={t('profile.preferences.englishVariety')}
          description={t('profile.preferences.englishVarietyHelp')}
          value={englishVariety}
          onChange={(value) => {
            const previous = englishVariety;
            setEnglishVariety(value as EnglishVariety);
            saveChange({ englishVariety: value as EnglishVariety }, () => setEnglishVariety(previous));
          }}
          data={[
            { value: 'american', label: t('profile.preferences.american') },
            { value: 'british', label: t('profile.preferences.british') },
          ]}
        />
        <NumberInput
          label={t('profile.preferences.dailyNewWords')}
          description={t('profile.preferences.dailyNewWordsHelp')}
          min={DAILY_NEW_WORDS.min}
          max={DAILY_NEW_WORDS.max}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          value={dailyNewWords}
          onChange={setDailyNewWords}
          onBlur={saveDailyNewWords}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveDailyNewWords();
          }}
        />
        <Switch
          label={t('profile.preferences.showInCommunity')}
          description={t('profile.preferences.showInCommunityHelp')}
          checked={showInCommunity}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setShowInCommunity(next);
            saveChange({ showInCommunity: next }, () => setShowInCommunity(!next));
          }}
        />
      </Stack>
    </SectionCard>
  );
}

interface SegmentedChoiceProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  data: Array<{ value: string; label: string }>;
}

/** A labelled choice among a few options, all in view: the segmented controls of this section. */
function SegmentedChoice({ label, description, value, onChange, data }: SegmentedChoiceProps) {
  return (
    <Input.Wrapper label={label} description={description} labelElement="div">
      <SegmentedControl
        display="flex"
        mt={6}
        aria-label={label}
        value={value}
        onChange={onChange}
        data={data}
      />
    </Input.Wrapper>
  );
}
