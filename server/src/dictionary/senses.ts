import { partOfSpeechOfCode, type PartOfSpeech } from './parts-of-speech';

/*
 * WordNet's codes in ECDICT's English definitions, beyond ECDICT's own: 's.' is a satellite adjective,
 * 'r.' an adverb. Older rows leave out the dot ("n a young person", "a capable of being believed"), but
 * only for WordNet's letters, always lower-case: a line opening with the article is capitalised ("A silk
 * cloth made from...").
 */
const WORDNET_CODES: Readonly<Record<string, PartOfSpeech>> = { s: 'adjective', r: 'adverb' };
const CODED_LINE = /^\s*([a-z]+)\.(?=\s|$|\[)/;
const DOTLESS_LINE = /^\s*([nvasr])\s/;

/** The part of speech a dictionary line starts with ('vt. 放弃', 'n. a trait...'); undefined when none. */
export function partOfSpeechOfLine(line: string): PartOfSpeech | undefined {
  const code = CODED_LINE.exec(line)?.[1] ?? DOTLESS_LINE.exec(line)?.[1];
  if (code === undefined) return undefined;
  return partOfSpeechOfCode(code) ?? WORDNET_CODES[code];
}

/**
 * The lines of a definition or translation with the senses of the word's main part of speech first, in
 * the order of `parts` (main first), keeping ECDICT's order within each part: 'abandon' is mostly a verb,
 * but its English definition opens with the noun sense. A line without a code belongs with the line
 * above it; lines of a part the entry does not list go last.
 */
export function orderSenses(lines: readonly string[], parts: readonly PartOfSpeech[]): string[] {
  let previous = -1;
  const keyed = lines.map((line, at) => {
    const part = partOfSpeechOfLine(line);
    if (part !== undefined) {
      const index = parts.indexOf(part);
      previous = index < 0 ? parts.length : index;
    }
    return { line, key: previous, at };
  });
  return keyed.sort((a, b) => a.key - b.key || a.at - b.at).map(({ line }) => line);
}

export interface Sense {
  partOfSpeech: PartOfSpeech | null;
  definition: string;
}

/**
 * The senses of a display definition (one already ordered by `orderSenses`), its code taken off each line
 * ('v. carry out' -> verb, 'carry out'). An indented line goes on the sense above it: ECDICT's older
 * entries wrap a long sense over indented lines.
 */
export function toSenses(definition: string | null): Sense[] {
  const senses: Sense[] = [];
  for (const line of definition?.split('\n') ?? []) {
    const text = line.trim();
    const previous = senses.at(-1);
    if (text === '') continue;
    if (/^\s/.test(line) && previous !== undefined) {
      previous.definition += ` ${text}`;
      continue;
    }
    const part = partOfSpeechOfLine(line);
    const code = part === undefined ? null : (CODED_LINE.exec(line) ?? DOTLESS_LINE.exec(line));
    senses.push({ partOfSpeech: part ?? null, definition: code ? line.slice(code[0].length).trim() : text });
  }
  return senses;
}
