import { RegExpParser, type AST } from '@eslint-community/regexpp';

/*
 * Keys of a phrase pattern: words one of which any match must contain ("look forward to" needs "LOOK FORWARD
 * TO"; "(?:interested|interesting) about" needs "INTERESTED" or "INTERESTING"). The phrase tables hold
 * hundreds of patterns and a sentence contains the keys of a few, so tableLints runs a pattern only when its
 * keys are in the sentence: `includes` is cheaper than a regular expression that fails. Keys are read from
 * the pattern's syntax tree (regexpp, the parser ESLint uses), never written by hand, so they cannot drift
 * from the pattern.
 *
 * Keys are upper-cased, and so is the sentence they are looked for in: without the u or v flag, a
 * case-insensitive pattern matches a letter only where both have the same upper case ("é" and "É"). With
 * either flag it folds case by Unicode's rules (the Kelvin sign matches "k"), so such a pattern gets no keys.
 */

const parser = new RegExpParser();

/** Strings one of which every match of `pattern` contains, upper-cased; null when the pattern shows none. */
export function patternKeys(pattern: RegExp): string[] | null {
  // The v flag (unicodeSets) is newer than this project's TypeScript library, so it is read from `flags`.
  const unicodeSets = pattern.flags.includes('v');
  if (pattern.ignoreCase && (pattern.unicode || unicodeSets)) return null;
  const tree = parser.parsePattern(pattern.source, 0, pattern.source.length, {
    unicode: pattern.unicode,
    unicodeSets,
  });
  return alternativesKeys(tree.alternatives);
}

/** One of the alternatives matches: the keys of each, when every one has keys. */
function alternativesKeys(alternatives: readonly AST.Alternative[]): string[] | null {
  const keys = new Set<string>();
  for (const alternative of alternatives) {
    const own = sequenceKeys(alternative.elements);
    if (!own) return null;
    for (const key of own) keys.add(key);
  }
  return [...keys];
}

/**
 * Every element of a sequence matches: the most selective of the keys any one of them requires, where a run
 * of plain characters ("look forward") is one key.
 */
function sequenceKeys(elements: readonly AST.Element[]): string[] | null {
  const candidates: string[][] = [];
  let run = '';
  const endRun = () => {
    if (run) candidates.push([run]);
    run = '';
  };
  for (const element of elements) {
    const letter = oneLetter(element);
    if (letter) {
      run += letter;
      continue;
    }
    endRun();
    const keys = elementKeys(element);
    if (keys) candidates.push(keys);
  }
  endRun();
  return candidates.reduce<string[] | null>(
    (best, keys) => (!best || selectivity(keys) > selectivity(best) ? keys : best),
    null,
  );
}

/** The shortest key counts: a sentence is likelier to contain it. */
const selectivity = (keys: readonly string[]) =>
  Math.min(...keys.map((key) => key.length)) - keys.length / 100;

/** The one letter, upper-cased, that a character or a class such as [Ll] matches; null for any other. */
function oneLetter(element: AST.Element): string | null {
  if (element.type === 'Character') return String.fromCodePoint(element.value).toUpperCase();
  if (element.type !== 'CharacterClass' || element.negate) return null;
  const letters = new Set(
    element.elements.map((member) =>
      member.type === 'Character' ? String.fromCodePoint(member.value).toUpperCase() : null,
    ),
  );
  const [letter] = letters;
  return letters.size === 1 && letter ? letter : null;
}

function elementKeys(element: AST.Element): string[] | null {
  switch (element.type) {
    case 'Group':
    case 'CapturingGroup':
      return alternativesKeys(element.alternatives);
    case 'Quantifier':
      return element.min > 0 ? elementKeys(element.element) : null;
    case 'Character':
    case 'CharacterClass': {
      const letter = oneLetter(element);
      return letter ? [letter] : null;
    }
    case 'Assertion':
      // What a lookaround that must succeed looks at is in the sentence too.
      return (element.kind === 'lookahead' || element.kind === 'lookbehind') && !element.negate
        ? alternativesKeys(element.alternatives)
        : null;
    default:
      // A character class, a set such as \s, a back-reference: any of many characters.
      return null;
  }
}
