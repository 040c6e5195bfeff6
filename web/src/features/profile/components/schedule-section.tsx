import { useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { UpdatePreferences, User } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useUpdatePreferences } from '../api/update-preferences';
import { showSaved } from '../hooks/use-appearance';
import { FitParameters } from './fit-parameters';
import { ForecastChart } from './forecast-chart';
import { ScheduleSectionAsking } from './schedule-section-asking';
import { ScheduleSectionPace, type SchedulePace } from './schedule-section-pace';
import { SectionCard } from './section-card';

export type ScheduleSettings = SchedulePace & Pick<User['preferences'], 'questionTypes'>;
export type ScheduleChange = Pick<UpdatePreferences, keyof ScheduleSettings>;

/**
 * The schedule fitted to the learner (issue 53): how much to remember and what it costs, the daily review
 * limit, easy days and the ways cards are asked, each saved at once like the preferences above; then the
 * next 30 days' reviews and FSRS fitted to the learner's own history.
 */
export function ScheduleSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdatePreferences();
  const { desiredRetention, dailyReviewLimit, easyDays, questionTypes } = user.preferences;
  const [settings, setSettings] = useState<ScheduleSettings>({
    desiredRetention,
    dailyReviewLimit,
    easyDays,
    questionTypes,
  });

  const change = (changes: ScheduleChange) => {
    const previous = settings;
    setSettings({ ...settings, ...changes });
    save.mutate(changes, {
      onSuccess: ({ message }) => message && showSaved(message),
      onError: (error) => {
        setSettings(previous);
        notifications.show({ color: 'red', message: errorMessage(error, t('profile.schedule.failed')) });
      },
    });
  };

  return (
    <SectionCard title={t('profile.schedule.title')}>
      <Stack gap="lg" data-testid="schedule-section">
        <ScheduleSectionPace pace={settings} onChange={change} />
        <ScheduleSectionAsking types={settings.questionTypes} onChange={change} />
        <Divider />
        <ForecastChart />
        <Divider />
        <FitParameters />
      </Stack>
    </SectionCard>
  );
}
