/*
 * The word books: the word lists of the exams Chinese learners sit, as ECDICT marks them (its `tag` field),
 * and the Oxford 3000 (its `oxford` flag). Data, not code: a book is added here and nowhere else.
 */

export interface Localized {
  en: string;
  zh: string;
}

export interface BookDefinition {
  id: string;
  /** What marks a word as the book's in ECDICT: a tag of its `tag` field, or its `oxford` flag. */
  source: { tag: string } | { oxford: true };
  name: Localized;
  description: Localized;
}

export const BOOKS = [
  {
    id: 'zk',
    source: { tag: 'zk' },
    name: { en: 'Zhongkao (senior high entrance)', zh: '中考' },
    description: {
      en: 'The words of the senior high school entrance exam.',
      zh: '中考英语大纲词汇。',
    },
  },
  {
    id: 'gk',
    source: { tag: 'gk' },
    name: { en: 'Gaokao (college entrance)', zh: '高考' },
    description: { en: 'The words of the college entrance exam.', zh: '高考英语大纲词汇。' },
  },
  {
    id: 'cet4',
    source: { tag: 'cet4' },
    name: { en: 'CET-4', zh: '大学英语四级' },
    description: { en: 'College English Test, band 4.', zh: '大学英语四级考试词汇。' },
  },
  {
    id: 'cet6',
    source: { tag: 'cet6' },
    name: { en: 'CET-6', zh: '大学英语六级' },
    description: { en: 'College English Test, band 6.', zh: '大学英语六级考试词汇。' },
  },
  {
    id: 'ky',
    source: { tag: 'ky' },
    name: { en: 'Kaoyan (postgraduate entrance)', zh: '考研' },
    description: {
      en: 'The words of the postgraduate entrance exam.',
      zh: '全国硕士研究生入学考试英语词汇。',
    },
  },
  {
    id: 'ielts',
    source: { tag: 'ielts' },
    name: { en: 'IELTS', zh: '雅思' },
    description: {
      en: 'For the International English Language Testing System.',
      zh: '雅思考试词汇。',
    },
  },
  {
    id: 'toefl',
    source: { tag: 'toefl' },
    name: { en: 'TOEFL', zh: '托福' },
    description: { en: 'For the Test of English as a Foreign Language.', zh: '托福考试词汇。' },
  },
  {
    id: 'gre',
    source: { tag: 'gre' },
    name: { en: 'GRE', zh: 'GRE' },
    description: {
      en: 'For the Graduate Record Examinations: advanced academic words.',
      zh: 'GRE 考试词汇：学术进阶词汇。',
    },
  },
  {
    id: 'oxford3000',
    source: { oxford: true },
    name: { en: 'Oxford 3000', zh: '牛津 3000 词' },
    description: {
      en: 'The 3,000 core words of English chosen by Oxford’s dictionary makers.',
      zh: '牛津词典编者选出的 3000 个英语核心词。',
    },
  },
] as const satisfies readonly BookDefinition[];

export type BookId = (typeof BOOKS)[number]['id'];

export const BOOK_IDS: readonly BookId[] = BOOKS.map((book) => book.id);

export function isBookId(id: string): id is BookId {
  return (BOOK_IDS as readonly string[]).includes(id);
}

/** The books an ECDICT row belongs to, in the order of BOOKS, from its `tag` and `oxford` fields. */
export function bookIdsOf(tagField: string, oxfordField: string): BookId[] {
  const tags = new Set(tagField.split(/\s+/));
  return BOOKS.filter(({ source }) =>
    'tag' in source ? tags.has(source.tag) : oxfordField.trim() === '1',
  ).map(({ id }) => id);
}
