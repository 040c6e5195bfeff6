import type { CheckIssue, UnknownWord } from '@contract';

/** Plain text, a word to check (`unknown`), or the stretch an issue is about. */
export type IssueSegment =
  { text: string; issue: null; unknown?: true } | { text: string; issue: CheckIssue; number: number };

/** Where an issue sits in the sentence: its offsets when they point at its text, else its first occurrence. */
function locate(sentence: string, issue: CheckIssue): [number, number] | null {
  if (issue.end > issue.start && sentence.slice(issue.start, issue.end) === issue.original) {
    return [issue.start, issue.end];
  }
  const at = issue.original ? sentence.indexOf(issue.original) : -1;
  return at >= 0 ? [at, at + issue.original.length] : null;
}

/**
 * The learner's sentence cut into plain text, the words to check and the stretches each issue is about, in
 * order. `number` is the issue's place in the list (1-based), so a mark and its explanation match up.
 * An issue overlapping one already marked stays in the list but is not marked twice.
 */
export function issueSegments(
  sentence: string,
  issues: CheckIssue[],
  unknownWords: UnknownWord[] = [],
): IssueSegment[] {
  const unknown = unknownWords
    .filter((word) => sentence.slice(word.start, word.end) === word.word)
    .map((word) => ({ issue: null, number: 0, range: [word.start, word.end] as [number, number] }));
  const spans = [
    ...issues
      .map((issue, index) => ({ issue, number: index + 1, range: locate(sentence, issue) }))
      .filter((span): span is typeof span & { range: [number, number] } => span.range !== null),
    ...unknown,
  ].sort((a, b) => a.range[0] - b.range[0] || b.range[1] - a.range[1]);

  const segments: IssueSegment[] = [];
  let last = 0;
  for (const { issue, number, range } of spans) {
    const [start, end] = range;
    if (start < last) continue;
    if (start > last) segments.push({ text: sentence.slice(last, start), issue: null });
    const text = sentence.slice(start, end);
    segments.push(issue ? { text, issue, number } : { text, issue: null, unknown: true });
    last = end;
  }
  if (last < sentence.length) segments.push({ text: sentence.slice(last), issue: null });
  return segments;
}
