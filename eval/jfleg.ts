import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * JFLEG dev, split once and for all: the first half (lines 1-377) is where rules are tuned, the second half
 * (lines 378-754) is held out and only ever scored. No rule or constant was written from a held-out line.
 */

export type Half = 'tune' | 'held-out';

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
