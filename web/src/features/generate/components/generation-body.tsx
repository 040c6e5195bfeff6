import { Badge, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '@contract';
import { HighlightedSentence } from '../../../components/ai/highlighted-sentence';
import { SkeletonLines } from '../../../components/ai/skeleton-lines';

interface GenerationBodyProps {
  /** A finished generation, or the part of one that has arrived so far. */
  generation: Partial<Generation>;
  /** The words asked for, while the answer does not list them yet. */
  words: string[];
  /** Missing parts show as placeholders while the answer is still coming. */
  streaming?: boolean;
}

/** Sentence, Chinese translation, grammar explanation and grammar points. */
export function GenerationBody({ generation, words, streaming = false }: GenerationBodyProps) {
  const { t } = useTranslation();
  const { translation, grammarExplanation } = generation;
  // A partial answer streams in before it is validated: a field of the wrong type (a model that wrote
  // `"sentence": 1`) is shown as not there yet, never handed to code that needs a string or a list.
  const sentence = typeof generation.sentence === 'string' ? generation.sentence : undefined;
  const grammarPoints = Array.isArray(generation.grammarPoints) ? generation.grammarPoints : undefined;
  const placeholder = (lines: number) => (streaming ? <SkeletonLines lines={lines} /> : null);

  return (
    <Stack gap="md">
      <Group gap={6}>
        {(generation.words ?? words).map((word) => (
          <Badge key={word} variant="light" color="teal" tt="none" lang="en">
            {word}
          </Badge>
        ))}
      </Group>
      {sentence ? (
        <HighlightedSentence sentence={sentence} words={generation.words ?? words} />
      ) : (
        placeholder(2)
      )}
      {translation ? (
        <Text c="dimmed" lang="zh-CN" data-testid="generated-translation">
          {translation}
        </Text>
      ) : (
        translation === undefined && placeholder(1)
      )}
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('generate.result.explanation')}
        </Title>
        {grammarExplanation ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="grammar-explanation">
            {grammarExplanation}
          </Text>
        ) : (
          placeholder(3)
        )}
      </Stack>
      {grammarPoints && grammarPoints.length > 0 ? (
        <Stack gap={6}>
          <Title order={3} size="h5">
            {t('generate.result.points')}
          </Title>
          <List
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon color="teal" size={20} radius="xl" variant="light">
                <IconCheck size={12} aria-hidden />
              </ThemeIcon>
            }
          >
            {grammarPoints
              .filter((point) => point?.title)
              .map((point, index) => (
                <List.Item key={index}>
                  <Text size="sm" fw={600} span>
                    {point.title}
                  </Text>
                  {point.explanation && (
                    <Text size="sm" c="dimmed">
                      {point.explanation}
                    </Text>
                  )}
                </List.Item>
              ))}
          </List>
        </Stack>
      ) : (
        streaming && placeholder(2)
      )}
    </Stack>
  );
}
