import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnknownWord } from '@contract';
import { UNKNOWN_WORD_MARK } from '../../../components/ai/check-colors';

/**
 * The words the built-in checker does not know and would not guess a fix for: the learner checks them.
 * Its guesses are offered as a question, never as a correction.
 */
export function WordsToCheck({ words }: { words: UnknownWord[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="words-to-check"
    >
      {words.map((word) => (
        <li key={`${word.start}:${word.word}`}>
          <Text size="sm">
            <Text span fw={600} lang="en" {...UNKNOWN_WORD_MARK}>
              {word.word}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {word.guesses.length > 0
                ? t('check.result.perhaps', { guesses: word.guesses.join(', ') })
                : t('check.result.notInDictionary')}
            </Text>
          </Text>
        </li>
      ))}
    </Stack>
  );
}
