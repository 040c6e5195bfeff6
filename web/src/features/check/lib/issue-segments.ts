import type { CheckIssue } from '@contract';

export type IssueSegment =
  { text: string; issue: null } | { text: string; issue: CheckIssue; number: number };

/** Where an issue sits in the sentence: its offsets when they point at its text, else its first occurrence. */
function locate(sentence: string, issue: CheckIssue): [number, number] | null {
  if (issue.end > issue.start && sentence.slice(issue.start, issue.end) === issue.original) {
    return [issue.start, issue.end];
  }
  const at = issue.original ? sentence.indexOf(issue.original) : -1;
  return at >= 0 ? [at, at + issue.original.length] : null;
}

/**
 * The learner's sentence cut into plain text and the stretches each issue is about, in order.
 * `number` is the issue's place in the list (1-based), so a mark and its explanation match up.
 * An issue overlapping one already marked stays in the list but is not marked twice.
 */
export function issueSegments(sentence: string, issues: CheckIssue[]): IssueSegment[] {
  const spans = issues
    .map((issue, index) => ({ issue, number: index + 1, range: locate(sentence, issue) }))
    .filter((span): span is typeof span & { range: [number, number] } => span.range !== null)
    .sort((a, b) => a.range[0] - b.range[0] || b.range[1] - a.range[1]);

  const segments: IssueSegment[] = [];
  let last = 0;
  for (const { issue, number, range } of spans) {
    const [start, end] = range;
    if (start < last) continue;
    if (start > last) segments.push({ text: sentence.slice(last, start), issue: null });
    segments.push({ text: sentence.slice(start, end), issue, number });
    last = end;
  }
  if (last < sentence.length) segments.push({ text: sentence.slice(last), issue: null });
  return segments;
}
