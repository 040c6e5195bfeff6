import { PARTS_OF_SPEECH, REVIEW_STATES, type PartOfSpeech, type Word } from '@contract';
import { splitPartsOfSpeech, type ListedWordRow, type WordRow } from './repository';

/** The word as the API shows it (no user id, no search text). */
export function presentWord(row: WordRow): Word {
  return {
    id: row.id,
    word: row.word,
    definition: row.definition,
    translation: row.translation,
    phonetic: row.phonetic,
    partOfSpeech: asPartOfSpeech(row.part_of_speech),
    partsOfSpeech: splitPartsOfSpeech(row.parts_of_speech).flatMap((part) => asPartOfSpeech(part) ?? []),
    usageCount: row.usage_count,
    createdAt: row.created_at,
    source: row.source,
    context:
      row.context_sentence === null ? null : { sentence: row.context_sentence, source: row.context_source },
  };
}

/** A word of the Words screen's list, with when it is next reviewed. */
export function presentListedWord(row: ListedWordRow): Word {
  const state = REVIEW_STATES.find((known) => known === row.review_state) ?? 'new';
  return { ...presentWord(row), review: { state, due: row.review_due } };
}

export function asPartOfSpeech(value: string | null): PartOfSpeech | null {
  return PARTS_OF_SPEECH.find((part) => part === value) ?? null;
}
