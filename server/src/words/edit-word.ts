import type { UpdateWordRequest } from '@contract';
import { searchText, withMainPart } from './new-word';
import { splitPartsOfSpeech, type WordRow } from './repository';

/**
 * The word after PUT /api/words/:id: each field sent replaces what the dictionary filled in (null clears
 * it), the others stay; a part of speech sent becomes the main one, and null leaves the word without
 * any. The search text follows the new meaning.
 */
export function editWord(row: WordRow, edit: UpdateWordRequest): WordRow {
  const definition = edit.definition === undefined ? row.definition : edit.definition;
  const translation = edit.translation === undefined ? row.translation : edit.translation;
  const parts =
    edit.partOfSpeech === undefined
      ? splitPartsOfSpeech(row.parts_of_speech)
      : edit.partOfSpeech === null
        ? []
        : withMainPart(edit.partOfSpeech, splitPartsOfSpeech(row.parts_of_speech));
  return {
    ...row,
    definition,
    translation,
    phonetic: edit.phonetic === undefined ? row.phonetic : edit.phonetic,
    part_of_speech: parts[0] ?? null,
    parts_of_speech: parts.join(','),
    search_text: searchText(row.word, definition, translation),
  };
}
