import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionType, ReviewCard } from '@contract';
import { relabelGloss } from '../../../lib/gloss-labels';
import { ClozeSentence } from './cloze-sentence';
import { ListeningPrompt } from './listening-prompt';
import { RecognitionPrompt } from './recognition-prompt';

/** How the card is asked: its `question`, or the meaning when a cloze was asked of a card without one. */
export function askedAs(card: ReviewCard): QuestionType {
  return card.question === 'cloze' && !card.cloze ? 'recall' : card.question;
}

const PROMPT_LABEL = {
  cloze: 'review.prompt.cloze',
  recall: 'review.prompt.meaning',
  recognition: 'review.question.recognition',
  listening: 'review.question.listening',
} as const satisfies Record<QuestionType, string>;

/**
 * The question side, as the server chose to ask the card: the sentence with the word blanked (cloze),
 * the word's Chinese meaning (recall), the word itself (recognition) or the word spoken (listening).
 * Once revealed the blank shows the answer, so the sentence is read whole.
 */
export function CardPrompt({ card, revealed }: { card: ReviewCard; revealed: boolean }) {
  const { t } = useTranslation();
  const { word, cloze } = card;
  const question = askedAs(card);
  return (
    <Stack gap="sm" data-question={question} data-testid="card-prompt">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" fw={600}>
          {t(PROMPT_LABEL[question])}
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
      {question === 'cloze' && cloze ? (
        <>
          <ClozeSentence cloze={cloze} revealed={revealed} />
          {cloze.translation && (
            <Text size="sm" c="dimmed" lang="zh-CN">
              {cloze.translation}
            </Text>
          )}
        </>
      ) : question === 'recognition' ? (
        <RecognitionPrompt word={word} />
      ) : question === 'listening' ? (
        <ListeningPrompt word={word} />
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
