import { useState } from 'react';
import { Button, Group, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRACTICE_LIMITS } from '@contract';

/** The writing card's box: a sentence of up to 300 characters, sent with the button or Ctrl+Enter. */
export function SentenceWriter({
  word,
  pending,
  onSubmit,
}: {
  word: string;
  pending: boolean;
  onSubmit: (sentence: string) => void;
}) {
  const { t } = useTranslation();
  const [sentence, setSentence] = useState('');
  const ready = sentence.trim().length > 0 && sentence.length <= PRACTICE_LIMITS.sentenceMax && !pending;
  const submit = () => {
    if (ready) onSubmit(sentence.trim());
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('practice.write.label', { word })}
        placeholder={t('practice.write.placeholder')}
        value={sentence}
        onChange={(event) => setSentence(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        maxLength={PRACTICE_LIMITS.sentenceMax}
        autosize
        minRows={2}
        lang="en"
        data-autofocus
        autoFocus
        data-testid="write-sentence"
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" data-testid="write-counter">
          {t('practice.write.counter', { count: sentence.length, max: PRACTICE_LIMITS.sentenceMax })}
        </Text>
        <Button
          onClick={submit}
          disabled={!ready}
          loading={pending}
          leftSection={<IconSend size={16} aria-hidden />}
          rightSection={
            <Kbd size="xs" visibleFrom="sm" aria-hidden>
              Ctrl+Enter
            </Kbd>
          }
          aria-keyshortcuts="Control+Enter"
        >
          {t('practice.write.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
