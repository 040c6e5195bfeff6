import { lazy, Suspense, useState } from 'react';
import type { GuestAction } from './auth-prompt';

const AuthPromptDialog = lazy(() => import('./auth-prompt-dialog'));

interface AuthPromptModalProps {
  action: GuestAction;
  opened: boolean;
  onClose: () => void;
}

/*
 * What a guest sees on pressing Generate, Check or Like: log in or register, then come back. Mantine's
 * Modal and focus trap load when a guest first presses, not with the page: the community feed has one of
 * these per card, and none is needed to show it (npm run bench:web).
 */
export function AuthPromptModal(props: AuthPromptModalProps) {
  // Once opened it stays mounted, so closing plays the dialog's own transition.
  const [used, setUsed] = useState(false);
  if (props.opened && !used) setUsed(true);
  if (!used && !props.opened) return null;
  return (
    <Suspense fallback={null}>
      <AuthPromptDialog {...props} />
    </Suspense>
  );
}
