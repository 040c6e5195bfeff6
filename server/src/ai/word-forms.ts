import type { Dictionary } from '../dictionary';

/*
 * Whether a generated sentence really uses a learner's word. Any inflection counts: the dictionary's
 * forms both ways ('go' -> went; 'went' in the sentence -> lemma go), then regular English endings as a
 * fallback for words the dictionary does not know. Matching is case-insensitive on word boundaries.
 */

type Lookup = Pick<Dictionary, 'lookup'>;

const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a sentence in lower case, with the parts of hyphenated words and possessives too. */
export function sentenceTokens(sentence: string): string[] {
  const tokens: string[] = [];
  for (const [token] of sentence.toLowerCase().matchAll(TOKEN)) {
    tokens.push(token);
    const withoutPossessive = token.replace(/['’]s$/, '');
    if (withoutPossessive !== token) tokens.push(withoutPossessive);
    if (token.includes('-')) tokens.push(...token.split('-'));
  }
  return tokens;
}

/** Regular inflections of a base word: -s/-es, -ed, -ing, -er, -est, with y→i, e-drop and doubling. */
export function regularForms(base: string): string[] {
  const word = base.toLowerCase();
  const forms = new Set<string>([word]);
  const consonantY = /[^aeiou]y$/.test(word);
  const stem = consonantY ? word.slice(0, -1) + 'i' : word;
  forms.add(/(s|x|z|ch|sh|o)$/.test(word) ? `${word}es` : consonantY ? `${stem}es` : `${word}s`);
  if (word.endsWith('e')) {
    forms
      .add(`${word}d`)
      .add(`${word}r`)
      .add(`${word}st`)
      .add(`${word.slice(0, -1)}ing`);
  } else {
    for (const suffix of ['ed', 'er', 'est']) forms.add(stem + suffix);
    forms.add(`${word}ing`);
  }
  // Short words ending consonant-vowel-consonant double the consonant: stop -> stopped, big -> bigger.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) {
    const doubled = word + word.slice(-1);
    for (const suffix of ['ed', 'ing', 'er', 'est']) forms.add(doubled + suffix);
  }
  return [...forms];
}

/** Every form of a word that counts as using it. */
export function wordForms(word: string, dictionary: Lookup): Set<string> {
  const forms = new Set<string>();
  const bases = new Set<string>([word.toLowerCase().trim()]);
  const entry = dictionary.lookup(word);
  if (entry) {
    bases.add(entry.word.toLowerCase());
    if (entry.lemma) bases.add(entry.lemma.toLowerCase());
  }
  for (const base of bases) {
    for (const form of regularForms(base)) forms.add(form);
    const baseEntry = base === word ? entry : dictionary.lookup(base);
    for (const form of Object.values(baseEntry?.exchanges ?? {})) forms.add(form.toLowerCase());
  }
  return forms;
}

/** Whether the sentence contains the word or one of its forms. */
export function usesWord(sentence: string, word: string, dictionary: Lookup): boolean {
  const parts = word.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return false;
  if (parts.length > 1) return usesPhrase(sentence, parts, dictionary);
  const forms = wordForms(word, dictionary);
  const entry = dictionary.lookup(word);
  const bases = new Set([parts[0], entry?.word.toLowerCase(), entry?.lemma?.toLowerCase()]);
  return sentenceTokens(sentence).some((token) => {
    if (forms.has(token)) return true;
    const lemma = dictionary.lookup(token)?.lemma?.toLowerCase();
    return lemma !== undefined && bases.has(lemma);
  });
}

/* 'look up' is used by 'looked up' and 'looks up'; 'ice cream' by 'ice creams': inflect the first or last word. */
function usesPhrase(sentence: string, parts: string[], dictionary: Lookup): boolean {
  const variants = (index: number) =>
    parts.map((part, position) =>
      position === index ? [...wordForms(part, dictionary)].map(escapeRegExp) : [escapeRegExp(part)],
    );
  const lower = sentence.toLowerCase();
  return [0, parts.length - 1].some((index) => {
    const pattern = variants(index)
      .map((alternatives) => `(?:${alternatives.join('|')})`)
      .join('[\\s-]+');
    return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u').test(lower);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words the sentence does not use, in the order given. */
export function missingWords(sentence: string, words: string[], dictionary: Lookup): string[] {
  return words.filter((word) => !usesWord(sentence, word, dictionary));
}
