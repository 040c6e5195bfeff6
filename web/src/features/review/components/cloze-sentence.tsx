import { Fragment } from 'react';
import { Mark, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLOZE_BLANK, type Cloze } from '@contract';
import classes from './review.module.css';

/**
 * The card's sentence: with a blank where the word was, or, once revealed, with the answer marked
 * there. Screen readers hear "blank" for the gap.
 */
export function ClozeSentence({ cloze, revealed }: { cloze: Cloze; revealed: boolean }) {
  const { t } = useTranslation();
  const parts = cloze.text.split(CLOZE_BLANK);
  return (
    <Text fz={{ base: 'lg', sm: 'xl' }} fw={500} lh={1.7} lang="en" data-testid="cloze">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 &&
            (revealed ? (
              <Mark color="teal" px={4} className={classes.answer}>
                {cloze.answer}
              </Mark>
            ) : (
              <span className={classes.blank}>
                <VisuallyHidden>{t('review.prompt.blank')}</VisuallyHidden>
              </span>
            ))}
        </Fragment>
      ))}
    </Text>
  );
}
