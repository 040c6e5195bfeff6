import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, type QuestionType } from '@contract';
import type { ScheduleChange } from './schedule-section';

/**
 * The ways a card may be asked; the server picks among them for each review, so a card is asked several
 * ways over time. At least one stays on: the last one checked cannot be unchecked.
 */
export function ScheduleSectionAsking({
  types,
  onChange,
}: {
  types: QuestionType[];
  onChange: (changes: ScheduleChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('profile.schedule.questionTypes')}
      description={t('profile.schedule.questionTypesHelp')}
      value={types}
      onChange={(checked) =>
        checked.length > 0 &&
        onChange({ questionTypes: QUESTION_TYPES.filter((type) => checked.includes(type)) })
      }
    >
      <Stack gap="xs" mt="xs">
        {QUESTION_TYPES.map((type) => (
          <Checkbox
            key={type}
            value={type}
            label={t(`profile.schedule.question.${type}`)}
            description={t(`profile.schedule.question.${type}Help`)}
            disabled={types.length === 1 && types[0] === type}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
