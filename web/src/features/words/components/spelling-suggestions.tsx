import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SpellingSuggestionsProps {
  message: string;
  suggestions: string[];
  busy: boolean;
  onPick: (word: string) => void;
  onAddAnyway: () => void;
}

/** The server's 'Did you mean …?' with one button per suggestion, and a way past it. */
export function SpellingSuggestions({
  message,
  suggestions,
  busy,
  onPick,
  onAddAnyway,
}: SpellingSuggestionsProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} data-testid="spelling-alert">
      <Text size="sm">{message}</Text>
      <Group gap="xs" mt="sm" wrap="wrap">
        <SuggestionButtons
          suggestions={suggestions}
          label={t('words.add.suggestions')}
          busy={busy}
          onPick={onPick}
        />
        <Button size="compact-sm" variant="default" disabled={busy} onClick={onAddAnyway}>
          {t('words.add.addAnyway')}
        </Button>
      </Group>
    </Alert>
  );
}

interface SuggestionButtonsProps {
  suggestions: string[];
  /** Names the group for screen readers. */
  label: string;
  busy: boolean;
  onPick: (word: string) => void;
}

/** One button per suggested spelling; picking one adds that word instead. Nothing when there are none. */
export function SuggestionButtons({ suggestions, label, busy, onPick }: SuggestionButtonsProps) {
  if (suggestions.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={label}>
      {suggestions.map((suggestion) => (
        <Button
          key={suggestion}
          size="compact-sm"
          variant="light"
          lang="en"
          disabled={busy}
          onClick={() => onPick(suggestion)}
        >
          {suggestion}
        </Button>
      ))}
    </Group>
  );
}
