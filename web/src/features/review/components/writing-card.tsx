import { useEffect, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, type ReviewCard, type ReviewRating, type WriteSentenceResponse } from '@contract';
import { AiErrorAlert } from '../../../components/ai/ai-error-alert';
import { useWriteSentence } from '../api/write-sentence';
import { SentenceWriter } from './sentence-writer';
import { WrittenAnswer } from './written-answer';

/**
 * The card as a writing task: the learner uses the word in a sentence, the server checks it (as /check
 * does) and rates the card. A failed check changes no card, so the learner can simply try again.
 */
export function WritingCard({
  card,
  onAccept,
  onRate,
  onAnswered,
}: {
  card: ReviewCard;
  onAccept: () => void;
  onRate: (rating: ReviewRating) => void;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const write = useWriteSentence();
  const [written, setWritten] = useState<WriteSentenceResponse | null>(null);
  // The time taken is from when the writing box appeared to the sentence being sent.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  if (written) return <WrittenAnswer card={card} written={written} onContinue={onAccept} onRate={onRate} />;
  return (
    <Stack gap="sm">
      <SentenceWriter
        word={card.word.word}
        pending={write.isPending}
        onSubmit={(sentence) =>
          write.mutate(
            {
              wordId: card.word.id,
              sentence,
              durationMs: Math.min(Date.now() - shownAt.current, REVIEW_LIMITS.durationMsMax),
            },
            {
              onSuccess: (answer) => {
                setWritten(answer);
                onAnswered();
              },
            },
          )
        }
      />
      {write.isError && <AiErrorAlert error={write.error} fallback={t('practice.write.failed')} />}
    </Stack>
  );
}
