import type { CheckIssue, GrammarLanguage } from '@contract';
import type { CheckResult } from '../types';
import { applyEdits, checkOf, MAX_ISSUES } from './build';
import type { Edit } from './conflicts';

/*
 * The learner rules read words, and a misspelled word hides what they look for: "they did not developped"
 * is "did not + past" only once "developped" is "developed", "ther lifestile" is "their" only once
 * "lifestile" is a noun. So the corrected sentence is checked once more, by the learner rules alone, and
 * what they find is carried back to the learner's sentence: a fix in text the first pass left alone becomes
 * an issue of its own; a fix of a word the first pass already fixed becomes part of that fix
 * ("developped" -> "develop"). Anything else is dropped.
 */

type Place = { start: number; end: number } | { inside: Edit } | null;

/** Where a span of the corrected text was in the original: shifted past the edits, or inside one of them. */
function placeInOriginal(edits: readonly Edit[], start: number, end: number): Place {
  let shift = 0;
  for (const edit of edits) {
    const from = edit.start + shift;
    const to = from + edit.replacement.length;
    if (end <= from && start < from) return { start: start - shift, end: end - shift };
    if (start >= from && end <= to && to > from) return { inside: edit };
    if (start < to) return null;
    shift += edit.replacement.length - (edit.end - edit.start);
  }
  return { start: start - shift, end: end - shift };
}

/**
 * Where a span of the corrected text that holds whole edits was in the original ("Don't be worry" over the
 * first pass's "Dont" -> "Don't"), and the edits it holds; null when it cuts through one.
 */
function coveringPlace(
  edits: readonly Edit[],
  start: number,
  end: number,
): { start: number; end: number; covered: Edit[] } | null {
  const growth = (edit: Edit) => edit.replacement.length - (edit.end - edit.start);
  let shift = 0;
  let before = 0;
  const covered: Edit[] = [];
  for (const edit of edits) {
    const from = edit.start + shift;
    const to = from + edit.replacement.length;
    if (from >= end) break;
    if (to <= start) before += growth(edit);
    else if (from >= start && to <= end) covered.push(edit);
    else return null;
    shift += growth(edit);
  }
  if (covered.length === 0) return null;
  return { start: start - before, end: end - shift, covered };
}

/** The first pass's issue whose fix is this edit (a replacement, not an insertion after a word). */
const issueOf = (issues: readonly CheckIssue[], edit: Edit) =>
  issues.find(
    (issue) => issue.start === edit.start && issue.end === edit.end && issue.suggestion === edit.replacement,
  );

/** The first pass's issue with a later fix made inside its suggestion. */
function merged(first: CheckIssue, later: CheckIssue, at: number): CheckIssue {
  const suggestion =
    first.suggestion.slice(0, at) + later.suggestion + first.suggestion.slice(at + later.end - later.start);
  return { ...first, suggestion, explanation: `${first.explanation} ${later.explanation}` };
}

/** Where the edit starts in the corrected text. */
function correctedStart(edits: readonly Edit[], target: Edit): number {
  let shift = 0;
  for (const edit of edits) {
    if (edit === target) return edit.start + shift;
    shift += edit.replacement.length - (edit.end - edit.start);
  }
  return target.start + shift;
}

export function withSecondPass(
  sentence: string,
  first: { check: CheckResult; edits: Edit[] },
  second: { check: CheckResult; edits: Edit[] },
  language: GrammarLanguage,
): CheckResult {
  if (second.check.issues.length === 0) return first.check;
  const issues = [...first.check.issues];
  const added: CheckIssue[] = [];
  const kept = new Set<CheckIssue>();
  for (const later of second.check.issues) {
    const place = placeInOriginal(first.edits, later.start, later.end);
    if (place && 'inside' in place) {
      const owner = issueOf(issues, place.inside);
      if (!owner) continue;
      const fix = merged(owner, later, later.start - correctedStart(first.edits, place.inside));
      // Two rules that undo each other (Harper's "for quite a while" -> "quiet", then the learner rules'
      // "quiet a while" -> "quite") disagree: neither fix is made, and no issue is left that changes nothing.
      if (fix.suggestion === owner.original) issues.splice(issues.indexOf(owner), 1);
      else issues[issues.indexOf(owner)] = fix;
      kept.add(later);
    } else if (place && sentence.slice(place.start, place.end) === later.original) {
      added.push({ ...later, ...place });
      kept.add(later);
    } else if (!place) {
      // A later fix over whole earlier ones ("Dont be worry": "Don't", then "Don't be worry" -> "Don't
      // worry") takes their place, and says what each of them said.
      const cover = coveringPlace(first.edits, later.start, later.end);
      if (!cover) continue;
      const owners = cover.covered
        .map((edit) => issueOf(issues, edit))
        .filter((owner): owner is CheckIssue => owner !== undefined);
      // An edit with no issue of its own (past the issues shown) cannot be said to be replaced.
      if (owners.length !== cover.covered.length) continue;
      for (const owner of owners) issues.splice(issues.indexOf(owner), 1);
      const explanation = [...owners.map((owner) => owner.explanation), later.explanation].join(' ');
      const original = sentence.slice(cover.start, cover.end);
      added.push({ ...later, start: cover.start, end: cover.end, original, explanation });
      kept.add(later);
    }
  }
  // Only the later fixes whose issue was carried back go into the corrected sentence.
  const keptEdits = second.edits.filter((edit) =>
    [...kept].some((issue) => edit.start >= issue.start && edit.end <= Math.max(issue.end, edit.start)),
  );
  const all = [...issues, ...added].sort((a, b) => a.start - b.start || a.end - b.end).slice(0, MAX_ISSUES);
  const corrected = applyEdits(first.check.correctedSentence, keptEdits);
  return checkOf(sentence, corrected, all, language, first.check.unknownWords ?? []);
}
