import { checkOutputSchema, generationOutputSchema, type CheckIssue, type GenerationOutput } from '@contract';
import type { Dictionary } from '../dictionary';
import type { CheckedSentence } from './types';
import { missingWords } from './word-forms';

/*
 * An answer is used only when it is valid JSON, matches the contract schema AND means what was asked:
 * every word is in the sentence, the translation is there, each issue points at
 * text that really is in the learner's sentence. Any failure is a format error and the attempt is retried.
 */

/**
 * What a refused answer got wrong, when it is something the learner can be told or act on: it left out
 * chosen words, or its issues point at nothing in the learner's sentence. Unreadable answers have none.
 */
export type AnswerProblem = { kind: 'missingWords'; words: string[] } | { kind: 'unfitSentence' };

/** `reason` is for the operator's log; `problem`, when there is one, is what the learner is told. */
export type Refused = { ok: false; reason: string; problem?: AnswerProblem };
export type Validated<T> = { ok: true; value: T } | Refused;

const fail = (reason: string, problem?: AnswerProblem): Refused =>
  problem ? { ok: false, reason, problem } : { ok: false, reason };

/** The JSON object in a model's text, tolerating markdown fences and chatter around it. */
export function parseModelJson(text: string): Validated<unknown> {
  const trimmed = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const first = trimmed.indexOf('{');
  const last = trimmed.lastIndexOf('}');
  if (first < 0 || last < first) return fail('no JSON object in the answer');
  try {
    return { ok: true, value: JSON.parse(trimmed.slice(first, last + 1)) };
  } catch (error) {
    return fail(`invalid JSON: ${(error as Error).message}`);
  }
}

export interface GenerationRequirements {
  words: string[];
  dictionary: Pick<Dictionary, 'lookup'>;
}

export function validateGeneration(
  raw: unknown,
  required: GenerationRequirements,
): Validated<GenerationOutput> {
  const parsed = generationOutputSchema.safeParse(raw);
  if (!parsed.success) return fail(`schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const output = parsed.data;
  const missing = missingWords(output.sentence, required.words, required.dictionary);
  if (missing.length > 0) {
    return fail(`the sentence does not use: ${missing.join(', ')}`, { kind: 'missingWords', words: missing });
  }
  // Every prompt asks for the translation: "English only" changes the explanations, not this.
  if (!output.translation?.trim()) return fail('the translation is missing');
  return { ok: true, value: output };
}

export function validateCheck(raw: unknown, sentence: string): Validated<CheckedSentence> {
  const parsed = checkOutputSchema.safeParse(normalizeCheck(raw));
  if (!parsed.success) return fail(`schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const output = parsed.data;
  const issues = output.issues
    .map((issue): CheckIssue | null => {
      const found = locate(sentence, issue.original, issue.start);
      return found && { ...issue, original: sentence.slice(found.start, found.end), ...found };
    })
    .filter((issue): issue is CheckIssue => issue !== null)
    .sort((a, b) => a.start - b.start);
  if (output.issues.length > 0 && issues.length === 0 && !output.isCorrect) {
    return fail('no issue points at text in the sentence', { kind: 'unfitSentence' });
  }
  const hasErrors = issues.some((issue) => issue.type !== 'style');
  const unchanged = output.correctedSentence.trim() === sentence.trim();
  // A sentence with errors is not correct; one the model calls wrong but neither flags nor changes is.
  const isCorrect = hasErrors ? false : output.isCorrect || (issues.length === 0 && unchanged);
  return { ok: true, value: { ...output, isCorrect, issues } };
}

/* Scores outside 0..100 are clamped and null offsets dropped before the schema sees them. */
function normalizeCheck(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const value = { ...(raw as Record<string, unknown>) };
  if (typeof value.score === 'number' && Number.isFinite(value.score)) {
    value.score = Math.round(Math.min(100, Math.max(0, value.score)));
  }
  if (Array.isArray(value.issues)) {
    value.issues = value.issues.map((issue: unknown) => {
      if (typeof issue !== 'object' || issue === null) return issue;
      const { start, end, ...rest } = issue as Record<string, unknown>;
      return {
        ...rest,
        ...(typeof start === 'number' && start >= 0 ? { start: Math.trunc(start) } : {}),
        ...(typeof end === 'number' && end >= 0 ? { end: Math.trunc(end) } : {}),
      };
    });
  }
  return value;
}

/**
 * Where `original` is in the sentence (UTF-16 offsets): the model's offset when it is right, else the
 * occurrence nearest to it, else a case-insensitive or trimmed match; null when it is not there at all.
 */
export function locate(
  sentence: string,
  original: string,
  hint?: number,
): { start: number; end: number } | null {
  for (const candidate of [original, original.trim()]) {
    if (candidate === '') continue;
    if (hint !== undefined && sentence.startsWith(candidate, hint)) {
      return { start: hint, end: hint + candidate.length };
    }
    const start =
      nearestOccurrence(sentence, candidate, hint) ??
      nearestOccurrence(sentence.toLowerCase(), candidate.toLowerCase(), hint);
    if (start !== null) return { start, end: start + candidate.length };
  }
  return null;
}

function nearestOccurrence(haystack: string, needle: string, hint = 0): number | null {
  let best: number | null = null;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (best === null || Math.abs(at - hint) < Math.abs(best - hint)) best = at;
  }
  return best;
}
