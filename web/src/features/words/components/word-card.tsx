import { useId, useState } from 'react';
import { ActionIcon, Anchor, Badge, Box, Card, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartOfSpeech, Word } from '@contract';
import { DictionaryEntry } from '../../../components/dictionary/dictionary-entry';
import { useSpeech } from '../../../lib/use-speech';
import { formatPhonetic } from '../../../lib/format-phonetic';
import { relabelGloss } from '../../../lib/gloss-labels';
import { BookBadge } from './book-badge';
import { LearnAgainButton } from './learn-again-button';
import { NextReview } from './next-review';
import classes from './word-card.module.css';

interface WordCardProps {
  word: Word;
  selected: boolean;
  onToggle: (word: Word) => void;
  onEdit: (word: Word) => void;
  onDelete: (word: Word) => void;
}

/* Meanings longer than this are clamped until the word's details are opened. */
const CLAMP_LINES = 2;

/**
 * A word of the list: its meanings (clamped), where it stands in review, and, opened with 'Show more',
 * its details: the whole meanings and the dictionary's entry (senses, examples, roots, confusables).
 */
export function WordCard({ word, selected, onToggle, onEdit, onDelete }: WordCardProps) {
  const { t } = useTranslation();
  const speech = useSpeech();
  const [expanded, setExpanded] = useState(false);
  const clamp = expanded ? undefined : CLAMP_LINES;
  const detailsId = useId();
  const posLabel = (part: PartOfSpeech) => t(`words.posShort.${part}`);

  return (
    <Card
      role="listitem"
      aria-label={word.word}
      padding="md"
      style={{
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        backgroundColor: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Checkbox
          mt={6}
          checked={selected}
          onChange={() => onToggle(word)}
          aria-label={t('words.word.select', { word: word.word })}
        />
        <Stack gap={4} flex={1} miw={0}>
          <Group gap={8} wrap="wrap" align="baseline">
            <Text fw={700} fz="lg" lang="en" style={{ overflowWrap: 'anywhere' }}>
              {word.word}
            </Text>
            {word.phonetic && (
              <Text size="sm" c="dimmed">
                {formatPhonetic(word.phonetic)}
              </Text>
            )}
            {/* Every part of speech the word has ('run': noun, verb, adjective), main one first. */}
            {word.partsOfSpeech.map((part) => (
              <Badge key={part} variant="light" size="sm" tt="none">
                {t(`words.pos.${part}`)}
              </Badge>
            ))}
            <BookBadge source={word.source} />
          </Group>
          {word.translation && (
            <Gloss lang="zh-CN" clamp={clamp}>
              {relabelGloss(word.translation, posLabel)}
            </Gloss>
          )}
          {word.definition && (
            <Gloss lang="en" clamp={clamp} dimmed>
              {relabelGloss(word.definition, posLabel)}
            </Gloss>
          )}
          {!word.translation && !word.definition && (
            <Text size="sm" c="dimmed" fs="italic">
              {t('words.word.noDetails')}
            </Text>
          )}
          <Group gap="md" mt={2} wrap="wrap">
            <NextReview review={word.review} />
            {word.review?.state === 'known' && <LearnAgainButton word={word} />}
            <Text size="xs" c="dimmed">
              {t('words.word.usage', { count: word.usageCount })}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={t(expanded ? 'words.word.lessAbout' : 'words.word.moreAbout', {
                word: word.word,
              })}
            >
              {expanded ? t('words.word.less') : t('words.word.more')}
            </Anchor>
          </Group>
          {expanded && (
            <Box id={detailsId} mt="xs" pt="sm" className={classes.details}>
              <DictionaryEntry word={word.word} headingOrder={3} />
            </Box>
          )}
        </Stack>
        <Group gap={2} wrap="nowrap">
          {speech.supported && (
            <Tooltip label={t('words.word.speak', { word: word.word })} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => speech.speak(word.word)}
                aria-label={t('words.word.speak', { word: word.word })}
              >
                <IconVolume size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('words.word.edit', { word: word.word })} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onEdit(word)}
              aria-label={t('words.word.edit', { word: word.word })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('words.word.delete', { word: word.word })} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(word)}
              aria-label={t('words.word.delete', { word: word.word })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

interface GlossProps {
  lang: string;
  clamp: number | undefined;
  dimmed?: boolean;
  children: string;
}

/** A meaning (Chinese translation or English definition), one line per part of speech, clamped. */
function Gloss({ lang, clamp, dimmed = false, children }: GlossProps) {
  return (
    <Text
      size="sm"
      c={dimmed ? 'dimmed' : undefined}
      lang={lang}
      lineClamp={clamp}
      style={{ whiteSpace: 'pre-line' }}
    >
      {children}
    </Text>
  );
}
