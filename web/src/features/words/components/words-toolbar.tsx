import { useRef } from 'react';
import { CloseButton, Group, Loader, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  WORD_LIMITS,
  WORD_REVIEW_FILTERS,
  WORD_SORTS,
  type PartOfSpeech,
  type WordReviewFilter,
  type WordSort,
} from '@contract';
import { useSearchShortcut } from '../../../lib/shortcuts';
import { usePartsOfSpeech } from '../api/get-parts-of-speech';

const ALL = 'all';

const REVIEW_FILTER_LABELS = {
  due: 'words.filters.reviewDue',
  scheduled: 'words.filters.reviewScheduled',
  new: 'words.filters.reviewNew',
} as const satisfies Record<WordReviewFilter, string>;

interface WordsToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  partOfSpeech: PartOfSpeech | null;
  onPartOfSpeechChange: (partOfSpeech: PartOfSpeech | null) => void;
  review: WordReviewFilter | null;
  onReviewChange: (review: WordReviewFilter | null) => void;
  sort: WordSort;
  onSortChange: (sort: WordSort) => void;
  /** The list is loading new results for the current search. */
  searching: boolean;
}

export function WordsToolbar(props: WordsToolbarProps) {
  const { t } = useTranslation();
  const partsOfSpeech = usePartsOfSpeech();
  const chosen = props.partOfSpeech;
  const available = partsOfSpeech.data ?? [];
  // A chosen filter stays in the list even after its last word was deleted.
  const shown = chosen && !available.includes(chosen) ? [...available, chosen] : available;
  // 'All' is an option of its own, so keyboard and screen-reader users can clear the filter too.
  const posOptions = [
    { value: ALL, label: t('words.filters.allPartsOfSpeech') },
    ...shown.map((pos) => ({ value: pos, label: t(`words.pos.${pos}`) })),
  ];

  const reviewOptions = [
    { value: ALL, label: t('words.filters.reviewAll') },
    ...WORD_REVIEW_FILTERS.map((filter) => ({ value: filter, label: t(REVIEW_FILTER_LABELS[filter]) })),
  ];

  const searchField = useRef<HTMLInputElement>(null);
  useSearchShortcut(searchField);

  return (
    <Group gap="sm" wrap="wrap" align="center">
      <TextInput
        ref={searchField}
        flex="1 1 100%"
        aria-keyshortcuts="/"
        title={t('words.filters.searchShortcut')}
        role="searchbox"
        enterKeyHint="search"
        aria-label={t('words.filters.search')}
        placeholder={t('words.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          props.searching ? (
            <Loader size="xs" />
          ) : (
            props.search && (
              <CloseButton
                size="sm"
                aria-label={t('words.filters.clearSearch')}
                onClick={() => props.onSearchChange('')}
              />
            )
          )
        }
        value={props.search}
        maxLength={WORD_LIMITS.searchMax}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
      <Select
        flex="1 1 160px"
        aria-label={t('words.filters.partOfSpeech')}
        data={posOptions}
        value={chosen ?? ALL}
        onChange={(value) =>
          props.onPartOfSpeechChange(!value || value === ALL ? null : (value as PartOfSpeech))
        }
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        flex="1 1 140px"
        aria-label={t('words.filters.review')}
        data={reviewOptions}
        value={props.review ?? ALL}
        onChange={(value) =>
          props.onReviewChange(!value || value === ALL ? null : (value as WordReviewFilter))
        }
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        flex="2 1 340px"
        aria-label={t('words.filters.sort')}
        value={props.sort}
        onChange={(value) => props.onSortChange(value as WordSort)}
        data={WORD_SORTS.map((sort) => ({ value: sort, label: t(`words.filters.${sort}`) }))}
      />
    </Group>
  );
}
