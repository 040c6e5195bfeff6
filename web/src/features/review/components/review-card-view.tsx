import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Group, Kbd, Stack } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReviewCard, ReviewRating } from '@contract';
import { DictionaryEntry } from '../../../components/dictionary/dictionary-entry';
import { dictionaryEntryQueryOptions } from '../../../components/dictionary/dictionary-entry-query';
import { useReviewKeys } from '../hooks/use-review-keys';
import { judgeTypedAnswer, type TypedVerdict as Verdict } from '../lib/typed-answer';
import { CardAnswer } from './card-answer';
import { askedAs, CardPrompt } from './card-prompt';
import { KnownButton } from './known-button';
import { LeechHelp } from './leech-help';
import { RatingButtons } from './rating-buttons';
import { TypedAnswer } from './typed-answer';
import { TypedVerdict } from './typed-verdict';
import { WritingCard } from './writing-card';
import classes from './review.module.css';

interface Judgement {
  typed: string;
  verdict: Verdict;
  rating: ReviewRating;
}

/**
 * One card: the question, an optional typed answer, then (Space, a click or a typed answer) the
 * answer and the four ratings, and below the card the word's dictionary entry. "I know this" on
 * either side. Mounted afresh for each card, so nothing carries over.
 */
export function ReviewCardView({
  card,
  onRate,
  onKnown,
  onAccept,
  onSuspend,
  startWriting = false,
}: {
  card: ReviewCard;
  onRate: (rating: ReviewRating) => void;
  onKnown: () => void;
  /** Moves on from a card the server rated from a written sentence. */
  onAccept: () => void;
  onSuspend: () => void;
  /** The card starts as a writing card (the learner's "write a sentence with every Nth card"). */
  startWriting?: boolean;
}) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const question = askedAs(card);
  // The form the question needs: the sentence's ('ran') for a cloze, else the word as listed.
  const answer = question === 'cloze' && card.cloze ? card.cloze.answer : card.word.word;
  const [writing, setWriting] = useState(startWriting);
  // Once a written sentence is answered the card is rated: it can no longer go back to recall.
  const [written, setWritten] = useState(false);
  const reveal = useCallback(() => setRevealed(true), []);
  const toggleWriting = useCallback(() => setWriting((on) => !on), []);
  const noReveal = useCallback(() => undefined, []);
  useReviewKeys({
    revealed: writing ? written : revealed,
    onReveal: writing ? noReveal : reveal,
    onRate,
    onKnown,
    onWrite: revealed || written ? undefined : toggleWriting,
  });
  // Looked up while the question is read, so the entry is there when the answer is shown.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(dictionaryEntryQueryOptions(card.word.word));
  }, [queryClient, card.word.word]);

  const judge = (typed: string) => {
    setJudgement({ typed, ...judgeTypedAnswer(typed, answer, card.word.word) });
    setRevealed(true);
  };

  return (
    <Stack gap="md">
      <Card
        padding="lg"
        radius="lg"
        withBorder
        shadow="sm"
        className={classes.card}
        data-revealed={revealed || undefined}
        onClick={revealed || writing ? undefined : reveal}
        data-testid="review-card"
        aria-live="polite"
      >
        <Stack gap="lg">
          {card.leech && <LeechHelp word={card.word.word} onSuspend={onSuspend} />}
          <CardPrompt card={card} revealed={revealed || writing} />
          {writing ? (
            <WritingCard
              card={card}
              onAccept={onAccept}
              onRate={onRate}
              onAnswered={() => setWritten(true)}
            />
          ) : revealed ? (
            <>
              {judgement && <TypedVerdict answer={answer} {...judgement} />}
              <CardAnswer card={card} />
              <RatingButtons
                next={card.next}
                previewedAt={card.previewedAt}
                onRate={onRate}
                suggested={judgement?.rating ?? null}
              />
            </>
          ) : (
            <>
              {/* A meaning recalled cannot be checked by spelling: recognition reveals and rates. */}
              {question !== 'recognition' && <TypedAnswer onSubmit={judge} />}
              <Button
                size="lg"
                fullWidth
                leftSection={<IconEye size={20} aria-hidden />}
                rightSection={
                  <Kbd size="xs" visibleFrom="sm" aria-hidden>
                    {t('review.revealKey')}
                  </Kbd>
                }
                onClick={(event) => {
                  event.stopPropagation();
                  reveal();
                }}
                aria-keyshortcuts="Space Enter"
              >
                {t('review.reveal')}
              </Button>
            </>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            {!revealed && !written && (
              <Button
                variant={writing ? 'light' : 'subtle'}
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                rightSection={
                  <Kbd size="xs" visibleFrom="sm" aria-hidden>
                    W
                  </Kbd>
                }
                onClick={(event) => {
                  event.stopPropagation();
                  toggleWriting();
                }}
                aria-pressed={writing}
                aria-keyshortcuts="W"
                data-testid="write-switch"
              >
                {t('practice.write.switch')}
              </Button>
            )}
            <KnownButton onKnown={onKnown} />
          </Group>
        </Stack>
      </Card>
      {revealed && (
        <Card padding="lg" radius="lg" withBorder>
          <DictionaryEntry
            word={card.word.word}
            exclude={card.cloze ? [card.cloze.sentence] : []}
            headingOrder={2}
            sensesPerPart={3}
          />
        </Card>
      )}
    </Stack>
  );
}
