import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { diffWords } from '../../lib/word-diff';

/** The corrected sentence read against the learner's: removed words struck through, new ones in green. */
export function DiffView({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  return (
    <Text lh={1.7} lang="en" data-testid="correction-diff">
      {diffWords(before, after).map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        if (part.kind === 'removed') {
          return (
            <del
              key={index}
              style={{
                color: 'var(--mantine-color-red-text)',
                background: 'var(--mantine-color-red-light)',
                borderRadius: 3,
                padding: '0 2px',
              }}
            >
              <VisuallyHidden>{t('check.result.removed')}</VisuallyHidden>
              {part.text}
            </del>
          );
        }
        return (
          <ins
            key={index}
            style={{
              color: 'var(--mantine-color-green-text)',
              background: 'var(--mantine-color-green-light)',
              textDecoration: 'none',
              fontWeight: 600,
              borderRadius: 3,
              padding: '0 2px',
            }}
          >
            <VisuallyHidden>{t('check.result.added')}</VisuallyHidden>
            {part.text}
          </ins>
        );
      })}
    </Text>
  );
}
