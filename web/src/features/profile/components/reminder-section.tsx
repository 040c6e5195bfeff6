import { useState } from 'react';
import { Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Reminder, User } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useUpdatePreferences } from '../api/update-preferences';
import { showSaved } from '../hooks/use-appearance';
import { SectionCard } from './section-card';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The daily reminder mail (issue 52): on or off, and the hour it comes in the learner's own time zone.
 * Each change saves at once, like the preferences above it; only the changed field is sent.
 */
export function ReminderSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdatePreferences();
  const [reminder, setReminder] = useState<Reminder>(user.preferences.reminder);

  const change = (changes: Partial<Reminder>) => {
    const previous = reminder;
    setReminder({ ...reminder, ...changes });
    save.mutate(
      { reminder: changes },
      {
        onSuccess: ({ message }) => message && showSaved(message),
        onError: (error) => {
          setReminder(previous);
          notifications.show({ color: 'red', message: errorMessage(error, t('profile.reminder.failed')) });
        },
      },
    );
  };

  return (
    <SectionCard title={t('profile.reminder.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('profile.reminder.text', { zone: user.preferences.timeZone })}</Text>
        <Group gap="xl" align="flex-end">
          <Switch
            label={t('profile.reminder.email')}
            checked={reminder.email}
            onChange={(event) => change({ email: event.currentTarget.checked })}
          />
          <NativeSelect
            label={t('profile.reminder.hour')}
            w={120}
            value={String(reminder.hour)}
            onChange={(event) => change({ hour: Number(event.currentTarget.value) })}
            data={HOURS.map((hour) => ({
              value: String(hour),
              label: t('profile.reminder.hourOption', { hour: String(hour).padStart(2, '0') }),
            }))}
          />
        </Group>
      </Stack>
    </SectionCard>
  );
}
