import type Database from 'better-sqlite3';
import { toKey } from './key';

/*
 * Groups of words learners confuse (近义词辨析), from ECDICT's resemble.txt. A group opens with a line of
 * its words after '%', then notes in Chinese, often a line per word:
 *   % quite, rather, pretty, fairly
 *   这组词都有“相当，颇”的意思，其区别是：
 *   - quite: 含义比fairly稍强，...
 * The word lines are written by hand: a few add a spelling in parentheses ('catalog(ue)',
 * 'motorway（free way，express way）'), give alternatives ('issue/number', 'percent或per cent') or a pattern
 * ('worthy be ~ of', 'not…until'). Each spelling a learner may look up finds the group.
 */

export interface ConfusableGroup {
  /** The group's words as it lists them. */
  words: string[];
  /** What tells them apart, in Chinese, a line per point. */
  note: string;
}

export interface SourceGroup extends ConfusableGroup {
  /** Every key that finds the group. */
  keys: string[];
}

const GROUP_START = '%';
const OPEN = new Set(['(', '（']);
const CLOSE = new Set([')', '）']);
const PLAIN = /^[a-z][a-z' .-]*$/;

export function parseConfusables(text: string): SourceGroup[] {
  const groups: SourceGroup[] = [];
  let current: { words: string[]; lines: string[] } | null = null;
  const finish = () => {
    if (current === null || current.words.length === 0 || current.lines.length === 0) return;
    const keys = [...new Set(current.words.flatMap(keysOf))];
    groups.push({ words: current.words, note: current.lines.join('\n'), keys });
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith(GROUP_START)) {
      finish();
      current = { words: splitOutsideParentheses(line.slice(1)), lines: [] };
    } else if (line !== '' && current !== null) {
      current.lines.push(line);
    }
  }
  finish();
  return groups;
}

/* 'a, b（c，d）, e' -> ['a', 'b（c，d）', 'e']: commas inside parentheses belong to the word. */
function splitOutsideParentheses(text: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let word = '';
  for (const char of text) {
    if (OPEN.has(char)) depth += 1;
    if (CLOSE.has(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ',' || char === '，')) {
      words.push(word);
      word = '';
    } else word += char;
  }
  words.push(word);
  return words.map((each) => each.trim()).filter((each) => each !== '');
}

/** The keys a listed word is found by: 'catalog(ue)' -> catalog, catalogue; 'issue/number' -> issue, number. */
export function keysOf(listed: string): string[] {
  const keys: string[] = [];
  const add = (text: string) => {
    const key = toKey(text).replace(/\s+/g, ' ');
    // A pattern ('worthy be ~ of', 'not…until') is found by its first word.
    const plain = PLAIN.test(key) ? key : (/^[a-z][a-z'-]*/.exec(key)?.[0] ?? '');
    if (plain !== '') keys.push(plain);
  };
  // A letter group right after the word is an optional ending: 'catalog(ue)', 'tactic(s)'.
  const optional = /^([A-Za-z]+)\(([a-z]+)\)$/.exec(listed);
  if (optional) {
    add(optional[1]!);
    add(optional[1]! + optional[2]!);
    return keys;
  }
  const inParentheses = [...listed.matchAll(/[(（]([^()（）]*)[)）]/g)].map((match) => match[1]!);
  const outside = listed.replace(/[(（][^()（）]*[)）]/g, ' ');
  for (const text of [outside, ...inParentheses]) {
    for (const alternative of text.split(/[/,，]|或/)) add(alternative);
  }
  return keys;
}

export function writeConfusables(db: Database.Database, groups: readonly SourceGroup[]): void {
  const insertGroup = db.prepare('INSERT INTO confusable_groups (id, words, note) VALUES (?, ?, ?)');
  const insertKey = db.prepare('INSERT OR IGNORE INTO confusable_words (key, group_id) VALUES (?, ?)');
  groups.forEach(({ words, note, keys }, at) => {
    insertGroup.run(at + 1, JSON.stringify(words), note);
    for (const key of keys) insertKey.run(key, at + 1);
  });
}

/** The groups any of the keys is in, in the source's order. */
export function confusableReads(db: Database.Database): (keys: readonly string[]) => ConfusableGroup[] {
  const query = db.prepare<[string], { words: string; note: string }>(`
    SELECT DISTINCT g.id, g.words, g.note FROM confusable_words w JOIN confusable_groups g ON g.id = w.group_id
    WHERE w.key IN (SELECT value FROM json_each(?)) ORDER BY g.id`);
  return (keys) =>
    query
      .all(JSON.stringify(keys))
      .map((row) => ({ words: JSON.parse(row.words) as string[], note: row.note }));
}
