import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * JFLEG dev, split once and for all: the first half (lines 1-377) is where rules are tuned, the second half
 * (lines 378-754) is held out and only ever scored. No rule or constant was written from a held-out line.
 */

export type Half = 'tune' | 'held-out';

/*
 * JFLEG (CC BY-NC-SA 4.0) is not in the repository: put its dev set (dev.src, dev.ref0..3 from
 * github.com/keisks/jfleg) in checker/eval/data/jfleg-dev/ (ignored by git) or point JFLEG_DIR at it.
 */
export const JFLEG_DEFAULT_DIR = fileURLToPath(new URL('data/jfleg-dev/', import.meta.url));
export const JFLEG_WHERE = 'checker/eval/data/jfleg-dev/ or JFLEG_DIR';

/** Where the JFLEG dev set is (JFLEG_DIR, else checker/eval/data/jfleg-dev), or null when it is not there. */
export function jflegDir(): string | null {
  const dir = resolve(process.env.JFLEG_DIR ?? JFLEG_DEFAULT_DIR);
  return existsSync(join(dir, 'dev.src')) ? dir : null;
}

export interface JflegSet {
  /** Tokenised learner sentences. */
  sources: string[];
  /** Four human corrections per source, `references[k][i]` for source i. */
  references: string[][];
}

function readLines(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

export function readJfleg(dir: string, half: Half, limit = Infinity): JflegSet {
  const sources = readLines(join(dir, 'dev.src'));
  const middle = Math.ceil(sources.length / 2);
  const [from, to] = half === 'tune' ? [0, middle] : [middle, sources.length];
  const end = Math.min(to, from + limit);
  return {
    sources: sources.slice(from, end),
    references: [0, 1, 2, 3].map((k) => readLines(join(dir, `dev.ref${k}`)).slice(from, end)),
  };
}
