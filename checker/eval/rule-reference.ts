import { format } from 'prettier';
import type { PhraseRow } from '../engine/phrase-table';
import { ALL_PHRASE_TABLES } from '../rules/phrase-tables';
import { REGISTRY, RULES } from '../rules/registry';
import type { Rule } from '../rules/rule';

/*
 * The rule reference (checker/docs/rules.md), made from the registry: every learner rule in the order it
 * runs, with what it catches, an example and its Chinese explanation. Written by make-rule-reference.ts and
 * checked fresh by rule-reference.test.ts, so it cannot drift from the declarations.
 */

export const RULE_REFERENCE_PATH = 'checker/docs/rules.md';

/** The words an example's fix changes: the wrong sentence and the right one without what they share. */
function changed(wrong: string, right: string): { original: string; suggestion: string } {
  const [a, b] = [wrong.split(' '), right.split(' ')];
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail)) tail += 1;
  return {
    original: a.slice(head, a.length - tail).join(' '),
    suggestion: b.slice(head, b.length - tail).join(' '),
  };
}

/** A table cell: no line breaks, its pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** The phrase-table rows found under each rule, in the order they run. */
function rowsByRule(): Map<string, PhraseRow[]> {
  const rows = new Map<string, PhraseRow[]>();
  for (const line of ALL_PHRASE_TABLES) {
    rows.set(line.rule, [...(rows.get(line.rule) ?? []), ...line.table]);
  }
  return rows;
}

/** A rule's phrase-table rows: id, an example, and why in English and Chinese. */
function rowTable(rows: readonly PhraseRow[]): string {
  const lines = rows.map((row) => {
    const [wrong, right] = row.examples.wrong[0] ?? ['', ''];
    return `| ${row.id} | ${cell(wrong)} → ${cell(right)} | ${cell(row.en)} | ${cell(row.zh)} |`;
  });
  return [
    `Phrase-table rows (${rows.length}), each with its own messages and examples:`,
    '',
    '| row | example | English | 中文 |',
    '| --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

function section(rule: Rule, line: number, rows: readonly PhraseRow[]): string {
  const [example] = rule.examples.wrong;
  const lines = [
    `## ${rule.id}`,
    '',
    `Registry line ${line}; filed under ${rule.type}.`,
    '',
    `- English: ${rule.en}`,
  ];
  if (example) {
    const [wrong, right] = example;
    const { original, suggestion } = changed(wrong, right);
    lines.push(`- Example: “${wrong}” → “${right}”`, `- 中文：${rule.zh(original, suggestion, rule.en)}`);
  }
  lines.push(
    `- Examples: ${rule.examples.wrong.length} errors, ${rule.examples.right.length} correct sentences`,
  );
  if (rows.length > 0) lines.push('', rowTable(rows));
  return lines.join('\n');
}

/** The reference as it should read now. */
export async function ruleReference(): Promise<string> {
  const rows = rowsByRule();
  const lineOf = new Map<string, number>();
  REGISTRY.forEach((entry, index) =>
    entry.rules.forEach((rule) => lineOf.set(rule.id, lineOf.get(rule.id) ?? index + 1)),
  );
  const text = [
    '# The learner rules',
    'Generated from `checker/rules/registry.ts` by `npx tsx checker/eval/make-rule-reference.ts`; do not edit by ' +
      `hand. ${RULES.size} rules, in the order they run (a registry line may find several). The English is the ` +
      "message of a rule's first example; its lints may name the words they found.",
    ...[...RULES.values()].map((rule) => section(rule, lineOf.get(rule.id)!, rows.get(rule.id) ?? [])),
  ].join('\n\n');
  return format(text, { parser: 'markdown', printWidth: 110, proseWrap: 'preserve' });
}
