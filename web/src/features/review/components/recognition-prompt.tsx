import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Word } from '@contract';
import { formatPhonetic } from '../../../lib/format-phonetic';
import { ListenButton } from '../../../components/listen-button';

/** Recognition: the word, as written and spoken; the learner recalls what it means, then reveals. */
export function RecognitionPrompt({ word }: { word: Word }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="center" wrap="nowrap">
      <Group gap={8} align="baseline" wrap="wrap" flex={1} miw={0}>
        <Text
          fz={{ base: 28, sm: 34 }}
          fw={800}
          lang="en"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="prompt-word"
        >
          {word.word}
        </Text>
        {word.phonetic && (
          <Text c="dimmed" size="md">
            {formatPhonetic(word.phonetic)}
          </Text>
        )}
      </Group>
      <ListenButton text={word.word} label={t('review.answer.listenWord', { word: word.word })} />
    </Group>
  );
}
