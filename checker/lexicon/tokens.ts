/*
 * The one tokenizer of Wordloom: the checker's words, and the words the server's cloze, check terms and
 * reading find in a sentence. A token keeps its UTF-16 offsets, so a caller can mark or blank it in place.
 */

export interface Token {
  /** As written: `sentence.slice(start, end)`. */
  readonly text: string;
  /** Lower-cased, a curly apostrophe made straight ("Don’t" -> "don't"), as the dictionary spells words. */
  readonly lower: string;
  readonly start: number;
  readonly end: number;
}

export interface CompoundToken extends Token {
  /** The words a hyphenated token is made of ("well-known": well, known); none for a single word. */
  readonly parts: readonly Token[];
}

export interface TokenOptions {
  /**
   * Keep hyphenated words and every apostrophe join whole ("well-known", "rock'n'roll", "COVID-19"), each
   * with its parts. Without it, a word is letters and digits with at most one apostrophe ending of letters
   * ("don't", "John's"), as the checker's rules read a sentence: Harper parts "well-known" too.
   */
  readonly compounds?: boolean;
  /** 'drop' leaves a possessive 's out of the token ("child's" -> child); by default it is kept. */
  readonly possessive?: 'keep' | 'drop';
  /**
   * English words only: letters of other scripts part words, their offsets kept (a learner writes
   * "我喜欢apple" with no space), and a token without a Latin letter (a number, 汉字) is no word.
   */
  readonly latinOnly?: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const COMPOUND = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const POSSESSIVE = /['’]s$/iu;
const OTHER_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** A word as the dictionary and the rules compare it: lower-cased, with a straight apostrophe. */
export const lowerWord = (word: string): string => word.toLowerCase().replace(/’/g, "'");

const token = (text: string, start: number): Token => ({
  text,
  lower: lowerWord(text),
  start,
  end: start + text.length,
});

/** The token without a possessive 's ("friend's" -> friend), or the token itself when it has none. */
export function withoutPossessive<T extends Token>(word: T): T | Token {
  const bare = word.text.replace(POSSESSIVE, '');
  return bare === word.text ? word : token(bare, word.start);
}

/** The token with the words its hyphens join ("well-known": well, known). */
function compound({ text, lower, start, end }: Token): CompoundToken {
  let at = start;
  const parts = text.includes('-')
    ? text.split('-').map((piece) => {
        const part = token(piece, at);
        at += piece.length + 1;
        return part;
      })
    : [];
  return { text, lower, start, end, parts };
}

/** The tokens of a text, in order. */
export function tokensOf(text: string, options: TokenOptions & { compounds: true }): CompoundToken[];
export function tokensOf(text: string, options?: TokenOptions): Token[];
export function tokensOf(text: string, options: TokenOptions = {}): Token[] {
  // Blanked letter for letter, so offsets into the blanked text are offsets into the text.
  const source = options.latinOnly
    ? text.replace(OTHER_SCRIPT_LETTER, (letter) => ' '.repeat(letter.length))
    : text;
  const tokens: Token[] = [];
  for (const match of source.matchAll(options.compounds ? COMPOUND : WORD)) {
    let word: Token = token(match[0], match.index);
    if (options.possessive === 'drop') word = withoutPossessive(word);
    // After the possessive is left out: "the 1960's" has no English word.
    if (options.latinOnly && !LATIN_LETTER.test(word.text)) continue;
    // compound() copies the token by name: a spread ({ ...word }) is ten times slower in V8 (Node 20).
    tokens.push(options.compounds ? compound(word) : word);
  }
  return tokens;
}
