import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './layout.module.css';

/** SPEC §2: page changes fade. A new key per path remounts the wrapper, replaying the fade-in. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={classes.page}>
      {children}
    </div>
  );
}
