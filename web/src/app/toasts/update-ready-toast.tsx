import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../i18n';

const ID = 'update-ready';

/**
 * "A new version is ready": stays until the learner reloads or puts it off, so it never interrupts a
 * review or a half-written sentence (lib/service-worker.ts). At the top, not with the other toasts at the
 * bottom: on a phone those would sit over the rating buttons for as long as it stays.
 */
export function showUpdateReadyToast(reload: () => void): void {
  notifications.show({
    id: ID,
    position: 'top-center',
    autoClose: false,
    withCloseButton: false,
    color: 'teal',
    title: i18n.t('pwa.updateReady'),
    message: (
      <Group gap="xs" mt={6}>
        <Button size="compact-sm" onClick={reload} data-testid="update-reload">
          {i18n.t('pwa.reload')}
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={() => notifications.hide(ID)}>
          {i18n.t('pwa.later')}
        </Button>
      </Group>
    ),
  });
}
