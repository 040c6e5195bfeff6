import { useState } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The optional typing box: Enter (or the check button) hands over what was typed, and the card
 * judges it as it reveals the answer. Keys typed here never rate or reveal by themselves.
 */
export function TypedAnswer({ onSubmit }: { onSubmit: (typed: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const submit = () => {
    if (typed.trim()) onSubmit(typed);
  };
  return (
    <TextInput
      label={t('review.typing.label')}
      placeholder={t('review.typing.placeholder')}
      size="md"
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        }
      }}
      onClick={(event) => event.stopPropagation()}
      lang="en"
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="done"
      rightSection={
        <ActionIcon
          variant="subtle"
          onClick={(event) => {
            event.stopPropagation();
            submit();
          }}
          aria-label={t('review.typing.check')}
          disabled={!typed.trim()}
        >
          <IconCheck size={18} />
        </ActionIcon>
      }
    />
  );
}
