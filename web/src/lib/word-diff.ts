export type DiffKind = 'same' | 'removed' | 'added';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

interface Token {
  /** The whitespace before the token, kept so the sentence reads as written. */
  space: string;
  text: string;
}

// A word (with inner apostrophes: don't, it's) or a single other character such as a comma.
const TOKEN = /(\s*)([\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|\S)/gu;

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({ space: match[1] ?? '', text: match[2] ?? '' }));
}

/**
 * A word-level diff of a sentence and its correction (longest common subsequence), as parts to show
 * in reading order: removed words before the words that replace them. Spacing around a change is
 * kept as unchanged text so only the words themselves are struck through or highlighted.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  // lcs(i, j): length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const table = new Uint16Array((a.length + 1) * width);
  const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i]?.text === b[j]?.text ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }

  const parts: DiffPart[] = [];
  const push = (kind: DiffKind, token: Token) => {
    if (kind === 'same') return append(parts, 'same', token.space + token.text);
    if (token.space) append(parts, 'same', token.space);
    append(parts, kind, token.text);
  };
  let i = 0;
  let j = 0;
  for (;;) {
    const removed = a[i];
    const added = b[j];
    if (removed && added && removed.text === added.text) {
      push('same', added);
      i++;
      j++;
    } else if (removed && (!added || lcs(i + 1, j) >= lcs(i, j + 1))) {
      push('removed', removed);
      i++;
    } else if (added) {
      push('added', added);
      j++;
    } else {
      break;
    }
  }
  return parts;
}

function append(parts: DiffPart[], kind: DiffKind, text: string): void {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}
