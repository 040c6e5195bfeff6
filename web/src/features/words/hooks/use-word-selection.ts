import { useCallback, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Word } from '@contract';

const MAX = LIMITS.wordsPerGenerationMax;

/**
 * The words chosen for the next generation, in the order they were chosen. docs/product.md: more than 50
 * warns and keeps only the first 50.
 */
export function useWordSelection() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Word[]>([]);
  const ids = useMemo(() => new Set(selected.map((word) => word.id)), [selected]);

  const warnOverLimit = useCallback(
    () =>
      notifications.show({
        id: 'words-selection-max',
        color: 'yellow',
        message: t('words.selection.max', { max: MAX }),
      }),
    [t],
  );

  /** Adds words after the ones already chosen, up to the limit. */
  const add = useCallback(
    (words: Word[]) => {
      const fresh = words.filter((word) => !ids.has(word.id));
      const next = [...selected, ...fresh];
      if (next.length > MAX) warnOverLimit();
      setSelected(next.slice(0, MAX));
    },
    [ids, selected, warnOverLimit],
  );

  /** Starts the selection over with these words. */
  const replace = useCallback(
    (words: Word[]) => {
      if (words.length > MAX) warnOverLimit();
      setSelected(words.slice(0, MAX));
    },
    [warnOverLimit],
  );

  const remove = useCallback((removed: string[]) => {
    const gone = new Set(removed);
    setSelected((current) => current.filter((word) => !gone.has(word.id)));
  }, []);

  const toggle = useCallback(
    (word: Word) => (ids.has(word.id) ? remove([word.id]) : add([word])),
    [ids, add, remove],
  );

  const clear = useCallback(() => setSelected([]), []);

  return { selected, ids, add, replace, remove, toggle, clear, max: MAX };
}

export type WordSelection = ReturnType<typeof useWordSelection>;
