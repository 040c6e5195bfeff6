import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement, type Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

const TooltipOnDemand = lazy(() => import('./tooltip-on-demand'));

type Handler = 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur';

interface HintProps {
  label: string;
  /** One element that takes a ref and pointer and focus handlers (a Mantine Button or ActionIcon). */
  children: ReactElement<Partial<Record<Handler, (event: never) => void>> & { ref?: Ref<HTMLElement> }>;
}

/*
 * Mantine's Tooltip, loaded when the pointer or focus first reaches the element: the tooltip and its
 * positioning library (about 20 KB on the wire) are not needed to paint the top bar (npm run bench:web).
 * The element stays where it is, never re-mounted, so a click that arrives while the tooltip loads still
 * lands; the tooltip is drawn beside it, aimed at it by ref. The element carries its own aria-label, so
 * the hint is only what a sighted pointer user reads. The element's own ref and handlers keep working:
 * the hint's run beside them.
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
  const own = children.props;
  const ref = useMergedRef(target, own.ref);
  const also =
    (handler: Handler, hint: () => void) =>
    (event: never): void => {
      own[handler]?.(event);
      hint();
    };
  return (
    <>
      {cloneElement(children, {
        ref,
        onMouseEnter: also('onMouseEnter', show),
        onMouseLeave: also('onMouseLeave', hide),
        onFocus: also('onFocus', show),
        onBlur: also('onBlur', hide),
      })}
      {loaded && (
        <Suspense fallback={null}>
          <TooltipOnDemand target={target} label={label} opened={shown} />
        </Suspense>
      )}
    </>
  );
}
