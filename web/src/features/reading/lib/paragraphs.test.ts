import { describe, expect, it } from 'vitest';
import { tokensOf } from '../test-fixtures';
import { paragraphsOf, pieceOfTokens, PIECE_TOKENS } from './paragraphs';

describe('paragraphsOf', () => {
  it('cuts the text at blank lines and gives each paragraph its own words', () => {
    const text = 'One two.\nThree.\n\n  \nFour five six.\n\n';
    const tokens = tokensOf(text);
    const paragraphs = paragraphsOf(text, tokens);
    expect(paragraphs.map(({ start, end }) => text.slice(start, end))).toEqual([
      'One two.\nThree.',
      'Four five six.',
    ]);
    expect(
      paragraphs.map(({ pieces }) =>
        pieces.flatMap(({ firstToken, endToken }) => tokens.slice(firstToken, endToken).map((t) => t.text)),
      ),
    ).toEqual([
      ['One', 'two', 'Three'],
      ['Four', 'five', 'six'],
    ]);
  });

  it('cuts a long paragraph into pieces that together are the paragraph, word for word', () => {
    const text = `${'word '.repeat(PIECE_TOKENS * 2 + 7).trim()}.\n\nEnd.`;
    const tokens = tokensOf(text);
    const [long, short] = paragraphsOf(text, tokens);
    expect(long!.pieces.map(({ endToken, firstToken }) => endToken - firstToken)).toEqual([
      PIECE_TOKENS,
      PIECE_TOKENS,
      7,
    ]);
    expect(long!.pieces.map(({ start, end }) => text.slice(start, end)).join('')).toBe(
      text.slice(0, long!.end),
    );
    expect(short!.pieces).toEqual([
      { id: 3, start: long!.end + 2, end: text.length, firstToken: 247, endToken: 248 },
    ]);
    expect(pieceOfTokens([long!, short!], tokens.length)[PIECE_TOKENS]).toBe(1);
  });

  it('keeps a text without blank lines as one paragraph, and drops blank ones', () => {
    expect(paragraphsOf('\n\nJust one.', tokensOf('\n\nJust one.'))).toHaveLength(1);
    expect(paragraphsOf('   ', [])).toEqual([]);
  });
});
