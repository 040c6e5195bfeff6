import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './layout.module.css';

/*
 * Whether a page has been shown since the app started. The first page appears at once: fading it in would
 * hold back the first paint of its content by the fade's length (Lighthouse's LCP), and nothing changed.
 */
let firstPageShown = false;

/** docs/product.md: page changes fade. A new key per path remounts the wrapper, replaying the fade-in. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Page key={pathname}>{children}</Page>;
}

function Page({ children }: { children: ReactNode }) {
  // Decided once per mount: a re-render of the same page never starts the fade.
  const [fades] = useState(() => firstPageShown);
  useEffect(() => {
    firstPageShown = true;
  }, []);
  return (
    <div className={classes.page} data-fade={fades || undefined}>
      {children}
    </div>
  );
}
