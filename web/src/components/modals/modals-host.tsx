import { lazy, Suspense, useSyncExternalStore } from 'react';
import { confirmHost } from '../../lib/confirm';

const ModalsOnDemand = lazy(() => import('./modals-on-demand'));

/** Mounts Mantine's modals provider the first time a confirm dialog is asked for (lib/confirm). */
export function ModalsHost() {
  const wanted = useSyncExternalStore(confirmHost.subscribe, confirmHost.wanted, confirmHost.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsOnDemand onReady={confirmHost.ready} />
    </Suspense>
  );
}
