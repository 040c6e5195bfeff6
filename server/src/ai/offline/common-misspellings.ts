import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * Misspellings people make again and again, each with the word it stands for ("becouse" -> because,
 * "bisnes" -> business): CSpell's common-misspellings list (npm @cspell/dict-en-common-misspellings,
 * CC BY-SA 4.0, gathered from Wikipedia's lists of common misspellings and the `typos` project). A
 * misspelling the list knows is no guess: the word is the one people meant. Loaded on the first look-up.
 */

let corrections: Map<string, readonly string[]> | undefined;

function load(): Map<string, readonly string[]> {
  // The package exports only its CSpell settings; the lists sit beside them.
  const settings = createRequire(import.meta.url).resolve('@cspell/dict-en-common-misspellings');
  const { dictionaryDefinitions } = JSON.parse(
    readFileSync(join(dirname(settings), 'dict', 'dict-en.json'), 'utf8'),
  ) as { dictionaryDefinitions: { suggestWords?: string[] }[] };
  const map = new Map<string, readonly string[]>();
  for (const definition of dictionaryDefinitions) {
    for (const entry of definition.suggestWords ?? []) {
      const [misspelling, words] = entry.split('->');
      if (misspelling && words)
        map.set(
          misspelling.trim(),
          words.split(',').map((word) => word.trim()),
        );
    }
  }
  return map;
}

/** The words a common misspelling stands for, most likely first; undefined for anything else. */
export function commonCorrections(word: string): readonly string[] | undefined {
  corrections ??= load();
  return corrections.get(word.toLowerCase());
}
