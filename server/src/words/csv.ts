import { WORDS_EXPORT_COLUMNS } from '@contract';
import { splitPartsOfSpeech, type WordRow } from './repository';

/* Excel reads a CSV without a byte order mark as the local code page and garbles the Chinese. */
const BYTE_ORDER_MARK = '\uFEFF';

/** RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; lines end in CRLF. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toWordsCsv(rows: WordRow[]): string {
  const lines = [
    WORDS_EXPORT_COLUMNS.join(','),
    ...rows.map((row) =>
      [
        row.word,
        row.phonetic,
        // Every part, main one first: 'noun/verb'.
        splitPartsOfSpeech(row.parts_of_speech).join('/') || null,
        row.translation,
        row.definition,
        row.usage_count,
        row.created_at,
      ]
        .map(csvField)
        .join(','),
    ),
  ];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
