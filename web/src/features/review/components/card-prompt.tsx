import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewCard } from '@contract';
import { relabelGloss } from '../../../lib/gloss-labels';
import { ClozeSentence } from './cloze-sentence';

/**
 * The question side: the sentence with the word blanked, or (without a sentence) the word's Chinese
 * meaning. Once revealed the blank shows the answer, so the sentence is read whole.
 */
export function CardPrompt({ card, revealed }: { card: ReviewCard; revealed: boolean }) {
  const { t } = useTranslation();
  const { word, cloze } = card;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" fw={600}>
          {cloze ? t('review.prompt.cloze') : t('review.prompt.meaning')}
        </Text>
        <Group gap={6}>
          {word.partOfSpeech && (
            <Badge variant="light" color="gray" size="sm" tt="none">
              {t(`words.pos.${word.partOfSpeech}`)}
            </Badge>
          )}
          <Badge variant="light" size="sm" tt="none" data-testid="card-state">
            {t(`review.states.${card.state}`)}
          </Badge>
        </Group>
      </Group>
      {cloze ? (
        <>
          <ClozeSentence cloze={cloze} revealed={revealed} />
          {cloze.translation && (
            <Text size="sm" c="dimmed" lang="zh-CN">
              {cloze.translation}
            </Text>
          )}
        </>
      ) : (
        <Text
          fz={{ base: 'lg', sm: 'xl' }}
          fw={500}
          lang={word.translation ? 'zh-CN' : 'en'}
          style={{ whiteSpace: 'pre-line' }}
          lineClamp={6}
          data-testid="card-meaning"
        >
          {relabelGloss(word.translation ?? word.definition ?? '—', (part) => t(`words.posShort.${part}`))}
        </Text>
      )}
    </Stack>
  );
}
