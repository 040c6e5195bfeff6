import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ReadingToken } from '@contract';
import { useAwakePieces } from '../hooks/use-awake-pieces';
import { paragraphsOf, pieceOfTokens } from '../lib/paragraphs';
import { ParagraphBlock } from './paragraph-block';
import classes from './reading.module.css';

interface ReadingTextProps {
  text: string;
  tokens: ReadingToken[];
  /** Whether a token is at or above the chosen level (the others are shown plain). */
  shown: (token: ReadingToken) => boolean;
  /** The card of the open word. */
  renderCard: (index: number) => ReactNode;
  label: string;
  /** The id of the text that says how to move between words. */
  describedBy: string;
}

/**
 * The text with every word a button marked by its status. One Tab stop: the arrow keys (and Home, End)
 * move between words, Enter opens one, Escape closes it and comes back to the word. Words far from the
 * screen stay plain text until the reader comes near them (paragraph-block.tsx).
 */
export function ReadingText({ text, tokens, shown, renderCard, label, describedBy }: ReadingTextProps) {
  const paragraphs = useMemo(() => paragraphsOf(text, tokens), [text, tokens]);
  const pieceOf = useMemo(() => pieceOfTokens(paragraphs, tokens.length), [paragraphs, tokens.length]);
  const container = useRef<HTMLDivElement>(null);
  const { awake, wake } = useAwakePieces(container, (paragraphs.at(-1)?.pieces.at(-1)?.id ?? -1) + 1);
  const [focused, setFocused] = useState(0);
  const [open, setOpen] = useState<number | null>(null);

  const focusToken = useCallback(
    (index: number, afterRender = false) => {
      setFocused(index);
      wake([pieceOf[index]!]);
      const button = () => container.current?.querySelector<HTMLButtonElement>(`[data-token="${index}"]`);
      // A word of a piece not yet shown as buttons, or whose card just closed, is there after the render.
      if (afterRender || !button()) requestAnimationFrame(() => button()?.focus());
      else button()?.focus();
    },
    [pieceOf, wake],
  );
  /* Escape brings the focus back to the word; a click elsewhere leaves it where the click put it. */
  const close = useCallback(
    (index: number, refocus: boolean) => {
      setOpen((current) => (current === index ? null : current));
      if (refocus) focusToken(index, true);
    },
    [focusToken],
  );

  const onClick = (event: MouseEvent) => {
    const index = tokenIndexOf(event.target);
    if (index === null) return;
    setFocused(index);
    setOpen((current) => (current === index ? null : index));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tokenIndexOf(event.target);
    if (index === null) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tokens.length - 1 }[event.key];
    if (next === undefined || next < 0 || next >= tokens.length) return;
    event.preventDefault();
    focusToken(next);
  };

  return (
    // Clicks and keys are handled once here for the text's thousands of word buttons.
    <div
      ref={container}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={classes.text}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {paragraphs.map((paragraph) => (
        <ParagraphBlock
          key={paragraph.start}
          text={text}
          tokens={tokens}
          paragraph={paragraph}
          shown={shown}
          awake={awake}
          focused={focused}
          open={open}
          renderCard={renderCard}
          onClose={close}
        />
      ))}
    </div>
  );
}

function tokenIndexOf(target: EventTarget): number | null {
  if (!(target instanceof HTMLElement)) return null;
  const index = target.closest<HTMLElement>('[data-token]')?.dataset.token;
  return index === undefined ? null : Number(index);
}
