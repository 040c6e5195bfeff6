import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * Misspellings people make again and again, each with the word it stands for ("becouse" -> because,
 * "bisnes" -> business): CSpell's common-misspellings list (npm @cspell/dict-en-common-misspellings,
 * CC BY-SA 4.0, gathered from Wikipedia's lists of common misspellings and the `typos` project). A
 * misspelling the list knows is no guess: the word is the one people meant. Loaded on the first look-up.
 */

let corrections: Map<string, string> | undefined;

/**
 * Only the misspellings listed with one word, as one word: a misspelling with several ("ther": other? the?
 * their? there?) is no help to the choice, and keeping it would cost memory for nothing.
 */
function load(): Map<string, string> {
  // The package exports only its CSpell settings; the lists sit beside them.
  const settings = createRequire(import.meta.url).resolve('@cspell/dict-en-common-misspellings');
  const { dictionaryDefinitions } = JSON.parse(
    readFileSync(join(dirname(settings), 'dict', 'dict-en.json'), 'utf8'),
  ) as { dictionaryDefinitions: { suggestWords?: string[] }[] };
  const map = new Map<string, string>();
  for (const definition of dictionaryDefinitions) {
    for (const entry of definition.suggestWords ?? []) {
      const [misspelling, word] = entry.split('->').map((part) => part.trim());
      if (misspelling && word && !/[,\s]/.test(word)) map.set(misspelling, word);
    }
  }
  return map;
}

/** The one word a common misspelling stands for ("definelty" -> definitely); undefined for anything else. */
export function commonCorrection(word: string): string | undefined {
  corrections ??= load();
  return corrections.get(word.toLowerCase());
}
