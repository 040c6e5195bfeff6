import type { ReactNode } from 'react';
import { useSessionBootstrap } from '../features/auth/hooks/use-session-bootstrap';
import { useApplyUserPreferences } from './use-apply-user-preferences';

/** Starts the session check and keeps the look in step with the signed-in user. */
export function SessionRoot({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  useApplyUserPreferences();
  return children;
}
