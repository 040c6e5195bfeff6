import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LIMITS, type Word } from '@contract';
import { readDraft, saveDraft } from '../../../lib/draft';
import { useFoundWords } from '../api/find-words';

const MAX = LIMITS.wordsPerGenerationMax;
const DRAFT = 'generate.wordIds';

/** Ids handed over by the Words screen (router state) or a link (?words=id1,id2), in order, once each. */
export function readPreselection(state: unknown, search: string): string[] {
  const fromState = (state as { wordIds?: unknown } | null)?.wordIds;
  const ids = Array.isArray(fromState)
    ? fromState.filter((id): id is string => typeof id === 'string')
    : (new URLSearchParams(search).get('words')?.split(',') ?? []);
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/**
 * The words chosen for the next generation, in the order chosen. docs/product.md: more than 50 warns
 * 'You can select maximum 50 words at a time' and keeps only the first 50.
 */
export function useWordChoice(signedIn: boolean) {
  const { t } = useTranslation();
  const location = useLocation();
  // Handed-over words win; otherwise the words chosen before leaving (to log in, say) come back.
  const [preselected] = useState(() => {
    const handedOver = readPreselection(location.state, location.search);
    return handedOver.length > 0 ? handedOver : readDraft<string[]>(DRAFT, []);
  });
  const [selected, setSelected] = useState<Word[]>([]);
  const ids = useMemo(() => new Set(selected.map((word) => word.id)), [selected]);
  // The preselection is applied once: a later refetch must not undo the learner's own changes.
  const applied = useRef(preselected.length === 0);
  useEffect(() => {
    // Not before the preselection is applied, or the empty start would overwrite the draft.
    if (applied.current)
      saveDraft(
        DRAFT,
        selected.map((word) => word.id),
      );
  }, [selected]);

  const warnOverLimit = useCallback(
    () =>
      notifications.show({
        id: 'generate-selection-max',
        color: 'yellow',
        message: t('generate.picker.max', { max: MAX }),
      }),
    [t],
  );

  const replace = useCallback(
    (words: Word[]) => {
      if (words.length > MAX) warnOverLimit();
      setSelected(words.slice(0, MAX));
    },
    [warnOverLimit],
  );

  const found = useFoundWords(preselected, signedIn);
  useEffect(() => {
    if (!found.data || applied.current) return;
    applied.current = true;
    replace(found.data);
  }, [found.data, replace]);

  const add = useCallback(
    (words: Word[]) => {
      const fresh = words.filter((word) => !ids.has(word.id));
      if (selected.length + fresh.length > MAX) warnOverLimit();
      setSelected([...selected, ...fresh].slice(0, MAX));
    },
    [ids, selected, warnOverLimit],
  );

  const remove = useCallback(
    (id: string) => setSelected((current) => current.filter((word) => word.id !== id)),
    [],
  );

  const toggle = useCallback(
    (word: Word) => (ids.has(word.id) ? remove(word.id) : add([word])),
    [ids, add, remove],
  );

  const clear = useCallback(() => setSelected([]), []);

  return {
    selected,
    ids,
    add,
    replace,
    remove,
    toggle,
    clear,
    max: MAX,
    /** The handed-over words are still being looked up. */
    loadingPreselection: found.isPending && signedIn && preselected.length > 0,
  };
}

export type WordChoice = ReturnType<typeof useWordChoice>;
