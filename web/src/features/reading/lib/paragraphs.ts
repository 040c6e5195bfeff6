import type { ReadingToken } from '@contract';

/** A run of words inside a paragraph: the unit that turns from plain text into word buttons. */
export interface Piece {
  /** Counted over the whole text. */
  id: number;
  start: number;
  end: number;
  /** Its tokens: `firstToken` up to (not including) `endToken`. */
  firstToken: number;
  endToken: number;
}

/** A paragraph of the text: its span, and its words in pieces of at most PIECE_TOKENS. */
export interface Paragraph {
  start: number;
  end: number;
  pieces: Piece[];
}

/* A blank line ends a paragraph; a single line break stays inside it (a poem, an address). */
const PARAGRAPH_BREAK = /\n[^\S\n]*\n\s*/g;

/*
 * About a screen of text at the reading size: small enough that only what is near the screen becomes
 * buttons, large enough that a long text is a few dozen pieces.
 */
export const PIECE_TOKENS = 120;

/**
 * The text cut at its blank lines, each paragraph in pieces of its words. The reading view renders one
 * block per paragraph (laid out only near the screen: content-visibility) and turns a piece into buttons
 * only when it comes near the screen, so a text of 20,000 characters in one paragraph is fast too.
 */
export function paragraphsOf(text: string, tokens: ReadingToken[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let start = 0;
  let token = 0;
  let pieceId = 0;
  const close = (end: number) => {
    const pieces: Piece[] = [];
    let pieceStart = start;
    while (token < tokens.length && tokens[token]!.start < end) {
      const firstToken = token;
      token = Math.min(token + PIECE_TOKENS, tokens.length);
      while (token > firstToken + 1 && tokens[token - 1]!.start >= end) token -= 1;
      const pieceEnd = token < tokens.length && tokens[token]!.start < end ? tokens[token]!.start : end;
      pieces.push({ id: pieceId++, start: pieceStart, end: pieceEnd, firstToken, endToken: token });
      pieceStart = pieceEnd;
    }
    if (text.slice(start, end).trim() === '') return;
    if (pieces.length === 0) pieces.push({ id: pieceId++, start, end, firstToken: token, endToken: token });
    paragraphs.push({ start, end, pieces });
  };
  for (const match of text.matchAll(PARAGRAPH_BREAK)) {
    close(match.index);
    start = match.index + match[0].length;
  }
  close(text.length);
  return paragraphs;
}

/** The piece each token is in, by token index. */
export function pieceOfTokens(paragraphs: Paragraph[], tokenCount: number): Int32Array {
  const pieceOf = new Int32Array(tokenCount);
  for (const { pieces } of paragraphs)
    for (const piece of pieces) pieceOf.fill(piece.id, piece.firstToken, piece.endToken);
  return pieceOf;
}
