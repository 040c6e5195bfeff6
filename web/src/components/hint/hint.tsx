import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement, type Ref } from 'react';

const TooltipOnDemand = lazy(() => import('./tooltip-on-demand'));

interface HintProps {
  label: string;
  /** One element that takes a ref and pointer and focus handlers (a Mantine Button or ActionIcon). */
  children: ReactElement<{
    ref?: Ref<HTMLElement>;
    onMouseEnter?: () => void;
    onMouseLeave?: () => void;
    onFocus?: () => void;
    onBlur?: () => void;
  }>;
}

/*
 * Mantine's Tooltip, loaded when the pointer or focus first reaches the element: the tooltip and its
 * positioning library (about 20 KB on the wire) are not needed to paint the top bar (npm run bench:web).
 * The element stays where it is, never re-mounted, so a click that arrives while the tooltip loads still
 * lands; the tooltip is drawn beside it, aimed at it by ref. The element carries its own aria-label, so
 * the hint is only what a sighted pointer user reads.
 */
export function Hint({ label, children }: HintProps) {
  const target = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(false);
  const show = () => {
    setLoaded(true);
    setShown(true);
  };
  const hide = () => setShown(false);
  return (
    <>
      {cloneElement(children, {
        ref: target,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      {loaded && (
        <Suspense fallback={null}>
          <TooltipOnDemand target={target} label={label} opened={shown} />
        </Suspense>
      )}
    </>
  );
}
