/*
 * JFLEG is tokenised Penn-Treebank style: spaces around punctuation, clitics split ("do n't", "it 's").
 * A grammar checker reads normal text, so the evaluation detokenises each source line, checks it, and
 * tokenises the answer again with `tokenize`. `tokenize(detokenize(line))` gives back the line for nearly
 * every JFLEG line (the script prints how many), so the round trip itself costs (almost) nothing in GLEU.
 */

const CLITICS = /^(n't|'s|'m|'re|'ll|'ve|'d|'S|'M|'RE|'LL|'VE|'D|N'T)$/;
const NO_SPACE_BEFORE = /^(\.|,|;|:|\?|!|\)|\]|\}|%|\.\.\.|'')$/;
const NO_SPACE_AFTER = /^(\(|\[|\{|\$|``)$/;

/** Tokens to plain text: "I do n't know , he said ." -> "I don't know, he said." */
export function detokenize(line: string): string {
  const tokens = line.split(/\s+/).filter((token) => token.length > 0);
  let out = '';
  let quoteOpen = false;
  let glueNext = false;
  for (const token of tokens) {
    let glue = glueNext || out.length === 0;
    glueNext = false;
    if (CLITICS.test(token) || NO_SPACE_BEFORE.test(token)) glue = true;
    if (NO_SPACE_AFTER.test(token)) glueNext = true;
    if (token === '"') {
      if (quoteOpen) glue = true;
      else glueNext = true;
      quoteOpen = !quoteOpen;
    }
    out += (glue ? '' : ' ') + token;
  }
  return out;
}

const ABBREVIATIONS = new Set([
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'prof.',
  'st.',
  'etc.',
  'e.g.',
  'i.e.',
  'vs.',
  'jr.',
  'sr.',
  'u.s.',
  'a.m.',
  'p.m.',
  'no.',
]);

function splitWord(word: string, isLast: boolean): string[] {
  // HTML entities left in the corpus (e.g. "&raspsquo;") are single tokens.
  if (/^&[a-z]+;$/i.test(word)) return [word];
  const before: string[] = [];
  const after: string[] = [];
  let core = word;
  // Leading punctuation.
  for (;;) {
    const lead = /^(\(|\[|\{|"|``|\$)/.exec(core);
    if (!lead || lead[0].length === core.length) break;
    before.push(lead[0]);
    core = core.slice(lead[0].length);
  }
  // Trailing punctuation.
  for (;;) {
    if (core.length <= 1) break;
    const ellipsis = core.endsWith('...');
    const trail = ellipsis ? '...' : /[.,;:?!)\]}"%]$/.exec(core)?.[0];
    if (!trail || trail.length >= core.length) break;
    // JFLEG splits off only the line's last full stop: a sentence ending inside a line keeps it
    // ("the roads. What they did"), as abbreviations do.
    if (trail === '.' && !isLast) break;
    // "etc.." at the end of a line is the abbreviation and the full stop: "etc. .".
    if (trail === '.' && after.length > 0 && ABBREVIATIONS.has(core.toLowerCase())) break;
    after.unshift(trail);
    core = core.slice(0, -trail.length);
  }
  // Clitics.
  const clitic = /^(.+?)(n't|N'T|'s|'S|'m|'M|'re|'RE|'ll|'LL|'ve|'VE|'d|'D)$/.exec(core);
  const middle = clitic && clitic[1] ? [clitic[1], clitic[2]!] : [core];
  return [...before, ...middle, ...after];
}

/** Plain text to JFLEG-style tokens joined by single spaces. */
export function tokenize(text: string): string {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  return words.flatMap((word, index) => splitWord(word, index === words.length - 1)).join(' ');
}
