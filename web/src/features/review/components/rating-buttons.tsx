import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATINGS, type ReviewCard, type ReviewRating } from '@contract';
import { reviewInterval } from '../../../lib/review-interval';
import classes from './review.module.css';

const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

const COLORS: Record<ReviewRating, string> = { again: 'red', hard: 'orange', good: 'teal', easy: 'blue' };

interface RatingButtonsProps {
  next: ReviewCard['next'];
  /** The minute `next` counts from: a rating made later gets the same intervals from its own minute. */
  previewedAt: string;
  onRate: (rating: ReviewRating) => void;
  /** The rating the typed answer suggests: filled, and focused so Enter takes it. */
  suggested: ReviewRating | null;
}

/** Again / Hard / Good / Easy, each with when the card would come back, and its key (1–4). */
export function RatingButtons({ next, previewedAt, onRate, suggested }: RatingButtonsProps) {
  const { t } = useTranslation();
  // From the preview's minute, not the clock: a card shown three minutes into the session still gets the
  // "10 min" its Good gives, where counting from now would say "7 min".
  const from = new Date(previewedAt);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        {t('review.rate.prompt')}{' '}
        <Text span size="xs" visibleFrom="sm">
          ({t('review.rate.keys')})
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" data-testid="rating-buttons">
        {REVIEW_RATINGS.map((rating, index) => {
          const interval = reviewInterval(from, new Date(next[rating]));
          const label = t(`review.rate.${rating}`);
          const when = t(`review.interval.${interval.unit}`, { count: interval.count });
          return (
            <Button
              key={rating}
              color={COLORS[rating]}
              variant={suggested === rating ? 'filled' : 'light'}
              size="lg"
              className={classes.rating}
              classNames={{ label: classes.ratingLabel }}
              onClick={() => onRate(rating)}
              ref={suggested === rating ? focusOnMount : undefined}
              aria-keyshortcuts={String(index + 1)}
              aria-label={`${label}, ${when}`}
              data-rating={rating}
            >
              <span>{label}</span>
              <Text span size="xs" fw={500} className={classes.key}>
                {when}
                <Text span visibleFrom="sm" inherit>
                  {' · '}
                  {index + 1}
                </Text>
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
