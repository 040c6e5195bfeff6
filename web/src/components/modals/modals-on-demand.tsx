import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/*
 * The provider, loaded on demand. Effects run child first, so by the time this one says it is ready the
 * provider has started listening for the dialogs asked for while it loaded.
 */
export default function ModalsOnDemand({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return <ModalsProvider />;
}
