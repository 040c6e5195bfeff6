import { describe, expect, it } from 'vitest';
import { tableLints } from '../engine/phrase-table';
import type { RawLint } from '../engine/lints';
import { ALL_PHRASE_TABLES } from './phrase-tables';
import { RULES } from './registry';

/*
 * The generic test of phrase-table rows: one test per row, named by its rule and id, that runs the row's own
 * examples. A wrong sentence must come back as declared from this row's fixes alone; a right one gets none.
 * (The whole check, Harper and the other rules included, is rules.test.ts's; here a row answers for itself.)
 */

/** The sentence with the lints' fixes applied, from the last to the first. */
function applied(sentence: string, lints: readonly RawLint[]): string {
  let text = sentence;
  let before = Infinity;
  for (const lint of [...lints].sort((a, b) => b.start - a.start)) {
    if (lint.end > before) continue;
    text = text.slice(0, lint.start) + (lint.suggestions[0]?.text ?? '') + text.slice(lint.end);
    before = lint.start;
  }
  return text;
}

/** Rules whose rows are of many kinds, so each row names its own kind in Chinese ("介词", "及物动词" …). */
const ROWS_NAME_THEIR_KIND = new Set(['WordloomPhrase', 'WordloomConfusedWord']);

/** The kind of error a Chinese explanation names first: "定语从句（relative clause）". */
const kindOf = (zh: string) => zh.split('：')[0];

describe.each(ALL_PHRASE_TABLES.map((line) => [line.rule, line] as const))('%s', (_rule, line) => {
  it.each(line.table.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    expect(row.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(row.en.length).toBeGreaterThan(0);
    expect(row.zh).toMatch(/\p{Script=Han}/u);
    expect(row.examples.wrong.length).toBeGreaterThan(0);
    expect(row.examples.right.length).toBeGreaterThan(0);
    // A learner reads the same kind for every fix of one rule; the rest of the text is the row's own.
    if (!ROWS_NAME_THEIR_KIND.has(line.rule))
      expect(kindOf(row.zh)).toBe(kindOf(RULES.get(line.rule)!.zh('', '', '')));
    for (const [wrong, right] of row.examples.wrong) {
      const lints = tableLints(wrong, line.rule, [row], line.kind);
      expect(lints.length, wrong).toBeGreaterThan(0);
      expect(
        lints.every((lint) => lint.row === row.id && lint.zh === row.zh && lint.message === row.en),
      ).toBe(true);
      expect(applied(wrong, lints), wrong).toBe(right);
    }
    for (const right of row.examples.right) {
      expect(tableLints(right, line.rule, [row], line.kind), right).toEqual([]);
    }
  });
});

describe('phrase-table rows', () => {
  it('have ids unique within their rule', () => {
    const seen = new Map<string, Set<string>>();
    for (const line of ALL_PHRASE_TABLES) {
      const ids = seen.get(line.rule) ?? new Set<string>();
      for (const row of line.table) {
        if (ids.has(row.id)) expect.fail(`${line.rule} ${row.id} twice`);
        ids.add(row.id);
      }
      seen.set(line.rule, ids);
    }
  });
});
