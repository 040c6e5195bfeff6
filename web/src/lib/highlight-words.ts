export interface SentencePart {
  text: string;
  /** True where the text is one of the learner's words (in any common inflected form). */
  match: boolean;
}

const SUFFIXES = [
  "'s",
  's',
  'es',
  'd',
  'ed',
  'ing',
  'er',
  'ers',
  'est',
  'ly',
  'ies',
  'ied',
  'ier',
  'iest',
  'ily',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stems a word's inflections are built on: make → mak(ing), happy → happ(ily), run → runn(ing). */
function stems(word: string): string[] {
  const forms = new Set([word]);
  if (word.length > 3 && word.endsWith('e')) forms.add(word.slice(0, -1));
  if (word.length > 2 && word.endsWith('y')) forms.add(word.slice(0, -1));
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word)) forms.add(word + word.at(-1));
  return [...forms];
}

/**
 * Splits a generated sentence so the learner's words stand out, including plural, past, -ing and
 * comparative forms, and phrases across any spacing ("look   after"). Irregular forms (run → ran)
 * are not recognised.
 */
export function highlightWords(sentence: string, words: string[]): SentencePart[] {
  const alternatives = words
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean)
    .flatMap(stems)
    .sort((a, b) => b.length - a.length)
    .map((stem) => escape(stem).replace(/\s+/g, '\\s+'));
  if (alternatives.length === 0) return [{ text: sentence, match: false }];
  const suffix = `(?:${SUFFIXES.map(escape).join('|')})?`;
  const pattern = new RegExp(`(?<![\\p{L}'-])(?:${alternatives.join('|')})${suffix}(?![\\p{L}-])`, 'giu');

  const parts: SentencePart[] = [];
  let last = 0;
  for (const found of sentence.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: sentence.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < sentence.length) parts.push({ text: sentence.slice(last), match: false });
  return parts;
}
