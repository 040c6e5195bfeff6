import type { FormEvent, KeyboardEvent } from 'react';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTEXT_LIMITS, READING_LIMITS } from '@contract';

export interface ReadingDraft {
  text: string;
  /** Where the text is from (a book, an article): saved with each word's sentence. */
  source: string;
}

interface ReadingFormProps {
  draft: ReadingDraft;
  onChange: (draft: ReadingDraft) => void;
  onRead: () => void;
  busy: boolean;
}

/** The text to read (up to 20,000 characters, counted as the server counts them) and where it is from. */
export function ReadingForm({ draft, onChange, onRead, busy }: ReadingFormProps) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const tooLong = draft.text.length > READING_LIMITS.textMax;
  const empty = draft.text.trim() === '';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!tooLong && !empty && !busy) onRead();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-label={t('reading.form.label')}>
      <div>
        <Textarea
          label={t('reading.form.text')}
          placeholder={t('reading.form.placeholder')}
          autosize
          minRows={6}
          maxRows={14}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.currentTarget.value })}
          onKeyDown={onKeyDown}
          error={tooLong ? tm('validation.readingTextTooLong') : undefined}
          styles={{ input: { color: 'var(--mantine-color-text)' } }}
          lang="en"
          spellCheck={false}
          aria-describedby="reading-counter"
          data-testid="reading-input"
        />
        <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('reading.form.shortcut')}
          </Text>
          <Text id="reading-counter" size="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="reading-counter">
            {t('reading.form.counter', {
              used: number(draft.text.length),
              max: number(READING_LIMITS.textMax),
            })}
          </Text>
        </Group>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          flex="1 1 240px"
          label={t('reading.form.source')}
          placeholder={t('reading.form.sourcePlaceholder')}
          maxLength={CONTEXT_LIMITS.sourceMax}
          value={draft.source}
          onChange={(event) => onChange({ ...draft, source: event.currentTarget.value })}
        />
        <Button
          type="submit"
          leftSection={<IconBook2 size={18} />}
          loading={busy}
          disabled={tooLong || empty}
        >
          {t('reading.form.read')}
        </Button>
      </Group>
    </Stack>
  );
}
