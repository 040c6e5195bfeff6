import { useEffect } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Word } from '@contract';
import { formatPhonetic } from '../../../lib/format-phonetic';
import { useSpeech } from '../../../lib/use-speech';

/**
 * Listening: the word is spoken (in the learner's English) when the card comes up and again on the
 * button; the learner types what they heard. Its name never says the word. Where the browser has no
 * voice the card says so and gives the phonetic (or, without one, the meaning) instead of a silent card.
 */
export function ListeningPrompt({ word }: { word: Word }) {
  const { t } = useTranslation();
  const speech = useSpeech();
  const { supported, speak } = speech;
  useEffect(() => {
    if (supported) speak(word.word);
  }, [supported, speak, word.word]);

  if (!supported) {
    return (
      <Stack gap={4} data-testid="listening-fallback">
        <Text size="sm" c="dimmed">
          {word.phonetic ? t('review.question.noSpeech') : t('review.question.noSpeechMeaning')}
        </Text>
        <Text fz="lg" fw={500} lang={word.phonetic ? undefined : 'zh-CN'}>
          {word.phonetic ? formatPhonetic(word.phonetic) : (word.translation ?? word.definition ?? '—')}
        </Text>
      </Stack>
    );
  }
  return (
    <Button
      size="lg"
      variant="light"
      fullWidth
      leftSection={speech.speaking ? <IconPlayerStopFilled size={20} /> : <IconVolume size={22} />}
      onClick={(event) => {
        event.stopPropagation();
        if (speech.speaking) speech.stop();
        else speak(word.word);
      }}
      data-testid="listening-play"
    >
      {speech.speaking ? t('review.answer.stop') : t('review.question.play')}
    </Button>
  );
}
