import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartOfSpeech, ReviewCard } from '@contract';
import { paths } from '../../../config/paths';
import { formatPhonetic } from '../../../lib/format-phonetic';
import { relabelGloss } from '../../../lib/gloss-labels';
import { askedAs } from './card-prompt';
import { ListenButton } from '../../../components/listen-button';

/**
 * The answer side: the word, its phonetic and meaning (unless the question showed the meaning), Listen
 * for the word and the sentence, and where the sentence is from (a link to it when it is a generation).
 */
export function CardAnswer({ card }: { card: ReviewCard }) {
  const { t } = useTranslation();
  // The learner's part-of-speech labels (动词 / v.), as on the word cards, not ECDICT's codes (vt.).
  const posLabel = (part: PartOfSpeech) => t(`words.posShort.${part}`);
  const { word, cloze } = card;
  const meaningAsked = askedAs(card) === 'recall';
  return (
    <Stack gap="sm" data-testid="card-answer">
      <Divider />
      <Group gap="sm" align="center" wrap="nowrap">
        <Stack gap={0} flex={1} miw={0}>
          <Group gap={8} align="baseline" wrap="wrap">
            <Text fz={28} fw={800} lang="en" style={{ overflowWrap: 'anywhere' }} data-testid="answer-word">
              {word.word}
            </Text>
            {word.phonetic && (
              <Text c="dimmed" size="md">
                {formatPhonetic(word.phonetic)}
              </Text>
            )}
          </Group>
        </Stack>
        <ListenButton text={word.word} label={t('review.answer.listenWord', { word: word.word })} />
      </Group>
      {!meaningAsked && word.translation && (
        <Text lang="zh-CN" style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
          {relabelGloss(word.translation, posLabel)}
        </Text>
      )}
      {word.definition && (
        <Text size="sm" c="dimmed" lang="en" style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
          {relabelGloss(word.definition, posLabel)}
        </Text>
      )}
      {cloze && (
        <Group gap="sm" wrap="wrap">
          <ListenButton text={cloze.sentence} label={t('review.answer.listenSentence')} labelled />
          <Text size="xs" c="dimmed" data-testid="cloze-source">
            {t(`review.source.${cloze.source}`)}
          </Text>
          {cloze.generationId !== null && (
            <Anchor
              component={Link}
              to={paths.generation(cloze.generationId)}
              size="sm"
              ml="auto"
              onClick={(event) => event.stopPropagation()}
            >
              <Group gap={4} component="span" wrap="nowrap">
                {t('review.answer.openSentence')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
