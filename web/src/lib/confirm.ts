import type { openConfirmModal as mantineOpenConfirmModal } from '@mantine/modals';

/*
 * Confirm dialogs, the same call as @mantine/modals' openConfirmModal. Mantine's modals provider and its
 * Modal (about 14 KB on the wire) load the first time a dialog is asked for, not with every page: no page
 * needs them before a click (npm run bench:web). The host that loads them is components/modals.
 */
type ConfirmProps = Parameters<typeof mantineOpenConfirmModal>[0];

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

export function openConfirmModal(props: ConfirmProps): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready.then(() => import('@mantine/modals')).then((mantine) => mantine.openConfirmModal(props));
}

/** For the host: whether a dialog was asked for, and telling it once the provider listens. */
export const confirmHost = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  ready: () => markReady(),
};
