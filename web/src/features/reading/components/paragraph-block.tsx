import { memo, type ReactNode } from 'react';
import type { ReadingToken } from '@contract';
import type { Paragraph, Piece } from '../lib/paragraphs';
import classes from './reading.module.css';
import { WordToken } from './word-token';

interface ParagraphBlockProps {
  text: string;
  tokens: ReadingToken[];
  paragraph: Paragraph;
  awake: ReadonlySet<number>;
  shown: (token: ReadingToken) => boolean;
  focused: number;
  open: number | null;
  renderCard: (index: number) => ReactNode;
  onClose: (index: number, refocus: boolean) => void;
}

/** A paragraph of the text, as its pieces. */
export function ParagraphBlock({ paragraph, awake, focused, open, ...rest }: ParagraphBlockProps) {
  return (
    // A block, not a <p>: a word's card opens inside it, and a card holds paragraphs of its own.
    <div className={classes.paragraph} lang="en" data-paragraph>
      {paragraph.pieces.map((piece) => (
        <PieceSpan
          key={piece.id}
          piece={piece}
          awake={awake.has(piece.id)}
          focused={within(piece, focused) ? focused : -1}
          open={open !== null && within(piece, open) ? open : -1}
          {...rest}
        />
      ))}
    </div>
  );
}

function within(piece: Piece, index: number): boolean {
  return index >= piece.firstToken && index < piece.endToken;
}

type PieceSpanProps = Omit<ParagraphBlockProps, 'paragraph' | 'awake' | 'focused' | 'open'> & {
  piece: Piece;
  awake: boolean;
  /** The focused and the open token when they are in this piece, else -1. */
  focused: number;
  open: number;
};

/*
 * Plain text until it comes near the screen, then a button per word. Only the pieces whose focused or
 * open word changed render again.
 */
const PieceSpan = memo(function PieceSpan({
  text,
  tokens,
  piece,
  awake,
  shown,
  focused,
  open,
  renderCard,
  onClose,
}: PieceSpanProps) {
  if (!awake) return <span data-piece={piece.id}>{text.slice(piece.start, piece.end)}</span>;
  const parts: ReactNode[] = [];
  let at = piece.start;
  for (let index = piece.firstToken; index < piece.endToken; index += 1) {
    const token = tokens[index]!;
    if (token.start > at) parts.push(text.slice(at, token.start));
    parts.push(
      <WordToken
        key={index}
        token={token}
        index={index}
        tabbable={index === focused}
        quiet={!shown(token)}
        card={index === open ? renderCard(index) : null}
        onClose={onClose}
      />,
    );
    at = token.end;
  }
  if (piece.end > at) parts.push(text.slice(at, piece.end));
  return <span data-piece={piece.id}>{parts}</span>;
});
