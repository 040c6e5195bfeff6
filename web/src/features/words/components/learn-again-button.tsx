import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Word } from '@contract';
import { useLearnAgain } from '../api/learn-again';

/** On a word marked "I know this": puts it back in review as a new card. */
export function LearnAgainButton({ word }: { word: Word }) {
  const { t } = useTranslation();
  const learnAgain = useLearnAgain();
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      onClick={() => learnAgain.mutate(word)}
      disabled={learnAgain.isPending}
      aria-label={t('words.word.learnAgainLabel', { word: word.word })}
    >
      {t('words.word.learnAgain')}
    </Anchor>
  );
}
