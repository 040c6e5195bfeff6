import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ReviewRateResponse, Word } from '@contract';
import { setCardKnown } from '../../../api/known-cards';
import { i18n } from '../../../i18n';
import { WORDS_KEY } from './list-words';

/** Takes "I know this" back: the word's card is a new card again and comes up in review. */
export function learnAgain(word: Word): Promise<ReviewRateResponse> {
  return setCardKnown(word.id, false);
}

/*
 * The toasts are the mutation's own, not callbacks of mutate(): the word's card may leave the list (a
 * filter that no longer matches it) before the answer comes.
 */
export function useLearnAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: learnAgain,
    onSuccess: (_answer, word) =>
      notifications.show({
        color: 'teal',
        message: i18n.t('words.word.learnAgainDone', { word: word.word }),
      }),
    onError: (_error, word) =>
      notifications.show({
        color: 'red',
        message: i18n.t('words.word.learnAgainFailed', { word: word.word }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
