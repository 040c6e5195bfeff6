import { useEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { Group, Text, Textarea } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract';

interface SentenceInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** 'Please enter a sentence' once the learner tried to check an empty box. */
  emptyError: boolean;
  /** A check is running: the box keeps its text (and the learner's focus) but takes no edits. */
  busy?: boolean;
  /** A sentence handed over to rewrite: the caret waits at its end. */
  focusAtEnd?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The sentence to check, with a live counter that turns red past 800 characters. */
export function SentenceInput({
  value,
  onChange,
  onSubmit,
  emptyError,
  busy,
  focusAtEnd,
  ref,
}: SentenceInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);
  const boxRef = useMergedRef(input, ref);
  useEffect(() => {
    const box = input.current;
    if (!focusAtEnd || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    // Only when the screen opens with a handed-over sentence.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const { t: tm } = useTranslation('messages');
  const tooLong = value.length > LIMITS.sentenceMax;
  const error = tooLong
    ? tm('validation.sentenceTooLong')
    : emptyError
      ? tm('validation.sentenceRequired')
      : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!busy) onSubmit();
    }
  };

  return (
    <div>
      <Textarea
        ref={boxRef}
        label={t('check.input.label')}
        placeholder={t('check.input.placeholder')}
        autosize
        minRows={4}
        maxRows={12}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        // The red border and message say it; the learner's own words stay readable.
        styles={{ input: { color: 'var(--mantine-color-text)' } }}
        // Read-only, not disabled: a disabled box would throw the focus of whoever pressed Ctrl+Enter to <body>.
        readOnly={busy}
        aria-busy={busy}
        lang="en"
        spellCheck={false}
        aria-describedby="sentence-counter"
      />
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('check.input.shortcut')}
        </Text>
        <Text
          id="sentence-counter"
          size="xs"
          c={tooLong ? 'red' : 'dimmed'}
          fw={tooLong ? 700 : undefined}
          data-testid="char-counter"
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {t('check.input.counter', { length: value.length, max: LIMITS.sentenceMax })}
        </Text>
      </Group>
    </div>
  );
}
