import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewCard, ReviewRating, WriteSentenceResponse } from '@contract';
import { Correction } from '../../../components/ai/correction';
import { DiffView } from '../../../components/ai/diff-view';
import { modelName } from '../../../components/ai/model-name';
import { RatingButtons } from './rating-buttons';

const RATING_COLORS = { again: 'red', hard: 'orange', good: 'teal' } as const;

/**
 * The answer to a written sentence: the correction with the fix marked, why, which checker answered, the
 * form of the word used and the rating the card got. Continue keeps that rating; a rating button changes it.
 */
export function WrittenAnswer({
  card,
  written,
  onContinue,
  onRate,
}: {
  card: ReviewCard;
  written: WriteSentenceResponse;
  onContinue: () => void;
  onRate: (rating: ReviewRating) => void;
}) {
  const { t } = useTranslation();
  const { check, usedForm, rating } = written;
  return (
    <Stack gap="md" data-testid="written-answer">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" fw={600}>
          {t(check.isCorrect ? 'practice.write.correct' : 'practice.write.corrected')}
        </Text>
        <DiffView before={check.sentence} after={check.correctedSentence} />
      </Stack>
      {check.issues.map((issue, index) => (
        <Stack key={index} gap={2}>
          <Correction original={issue.original} suggestion={issue.suggestion} />
          <Text size="sm" c="dimmed">
            {issue.explanation}
          </Text>
        </Stack>
      ))}
      <Text size="sm" data-testid="written-explanation">
        {check.explanation}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Badge color={RATING_COLORS[rating]} variant="filled" data-testid="written-rating">
          {t('practice.write.rating', { rating: t(`review.rate.${rating}`) })}
        </Badge>
        <Badge variant="light" color="gray" tt="none" data-testid="written-form">
          {usedForm ? t('practice.write.usedForm', { form: usedForm }) : t('practice.write.wordMissing')}
        </Badge>
        <Badge
          variant="light"
          color={check.provider === 'offline' ? 'gray' : 'violet'}
          tt="none"
          data-testid="written-checker"
        >
          {t('practice.write.checkedBy', { checker: modelName(t, check) })}
        </Badge>
      </Group>
      <Button
        onClick={onContinue}
        rightSection={<IconArrowRight size={16} aria-hidden />}
        data-testid="written-continue"
      >
        {t('practice.write.continue', { rating: t(`review.rate.${rating}`) })}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('practice.write.changeRating')}
      </Text>
      <RatingButtons next={card.next} previewedAt={card.previewedAt} onRate={onRate} suggested={null} />
    </Stack>
  );
}
