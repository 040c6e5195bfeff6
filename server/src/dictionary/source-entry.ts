import { bookIdsOf, type BookId } from './books';
import { toKey } from './key';
import { partsOfSpeech, type PartOfSpeech } from './parts-of-speech';
import { examTagLabels } from './tags';

/** One ECDICT row, cleaned up for the index. */
export interface SourceEntry {
  key: string;
  word: string;
  phonetic: string;
  definition: string;
  translation: string;
  /** Main one first. */
  partsOfSpeech: PartOfSpeech[];
  exchange: string;
  tags: string[];
  /** The word books it is in (books.ts). */
  books: BookId[];
  /** Corpus frequency rank, 1 = most common; null when the word is outside both corpora's lists. */
  rank: number | null;
  /** The better of its two corpus ranks: how common the word is in whichever corpus knows it best. */
  bestRank: number | null;
  /** On an exam list or the Oxford 3000, or starred by Collins: a word learners are meant to meet. */
  listed: boolean;
  /** Marked by an exam list, a corpus rank, a Collins star or the Oxford 3000: a word learners meet. */
  common: boolean;
  /** Its Chinese side only restates that it is a form of another word ('go的过去式', 'pl. 孩子'). */
  inflectionNoteOnly: boolean;
}

const COLUMNS = [
  'word',
  'phonetic',
  'definition',
  'translation',
  'pos',
  'collins',
  'oxford',
  'tag',
  'bnc',
  'frq',
  'exchange',
] as const;
type Column = (typeof COLUMNS)[number];
export type ColumnIndex = Readonly<Record<Column, number>>;

/** Maps column names to positions, so a reordered or extended CSV still reads right. */
export function columnIndex(header: readonly string[]): ColumnIndex {
  const index = {} as Record<Column, number>;
  for (const column of COLUMNS) {
    const position = header.indexOf(column);
    if (position < 0) throw new Error(`ECDICT CSV has no '${column}' column`);
    index[column] = position;
  }
  return index;
}

const MAX_WORD_LENGTH = 64;
const NUMBER_ONLY = /^[\d\s.,+-]+$/;

/** Reads one row; null when it is nothing a learner would look up (no meaning, a number, a sentence-long phrase). */
export function toSourceEntry(record: readonly string[], columns: ColumnIndex): SourceEntry | null {
  const field = (column: Column): string => record[columns[column]] ?? '';
  const word = field('word').trim();
  const definition = decodeText(field('definition'));
  const translation = decodeText(field('translation'));
  if (word === '' || word.length > MAX_WORD_LENGTH || NUMBER_ONLY.test(word)) return null;
  if (definition === '' && translation === '') return null;
  const tags = examTagLabels(field('tag'));
  // The contemporary corpus (frq) reflects today's English; BNC fills in words it does not rank.
  const [frq, bnc] = [positive(field('frq')), positive(field('bnc'))];
  const rank = frq ?? bnc;
  const listed = tags.length > 0 || positive(field('collins')) !== null || field('oxford') === '1';
  return {
    key: toKey(word),
    word,
    phonetic: field('phonetic').trim(),
    definition,
    translation,
    partsOfSpeech: partsOfSpeech(field('pos'), translation),
    exchange: field('exchange').trim(),
    tags,
    books: bookIdsOf(field('tag'), field('oxford')),
    rank,
    bestRank: frq === null || bnc === null ? rank : Math.min(frq, bnc),
    listed,
    common: rank !== null || listed,
    inflectionNoteOnly: isInflectionNoteOnly(translation),
  };
}

/** ECDICT writes line breaks inside a field as the two characters `\n` (sometimes `\r\n`). */
function decodeText(text: string): string {
  if (!text.includes('\\')) return text.trim();
  return text
    .replace(/\\(.)/g, (escape, char: string) =>
      char === 'n' ? '\n' : char === 'r' ? '' : char === '\\' ? '\\' : escape,
    )
    .trim();
}

function positive(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return value > 0 ? value : null;
}

const INFLECTION_NOTE =
  /^(?:pl\.\s|[A-Za-z' -]+的(?:过去式|过去分词|现在分词|第三人称单数|复数|比较级|最高级))/;
/** Lines such as '[计] 自动测试设备' are specialist senses, not the word's own meaning. */
const DOMAIN_LINE = /^\[/;

function isInflectionNoteOnly(translation: string): boolean {
  for (const line of translation.split('\n')) {
    const text = line.trim();
    if (text !== '' && !DOMAIN_LINE.test(text) && !INFLECTION_NOTE.test(text)) return false;
  }
  return true;
}
