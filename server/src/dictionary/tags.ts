/** ECDICT's exam tags and the labels learners know them by, in the order an exam path runs. */
const TAG_LABELS: ReadonlyArray<readonly [tag: string, label: string]> = [
  ['zk', '中考'],
  ['gk', '高考'],
  ['cet4', 'CET-4'],
  ['cet6', 'CET-6'],
  ['ky', '考研'],
  ['toefl', 'TOEFL'],
  ['ielts', 'IELTS'],
  ['gre', 'GRE'],
];

export const EXAM_TAGS: readonly string[] = TAG_LABELS.map(([, label]) => label);

/** Turns ECDICT's space-separated tag field ('gk cet4 toefl') into display labels; unknown tags are dropped. */
export function examTagLabels(tagField: string): string[] {
  if (tagField === '') return [];
  const tags = new Set(tagField.split(/\s+/));
  return TAG_LABELS.filter(([tag]) => tags.has(tag)).map(([, label]) => label);
}
