import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { openConfirmModal } from '../../lib/confirm';
import { notifications } from '@mantine/notifications';
import {
  IconLock,
  IconPlayerStopFilled,
  IconShare,
  IconTrash,
  IconVolume,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSpeech } from '../../lib/use-speech';

interface OwnerActions {
  isPublic: boolean;
  onPrivacyChange: (isPublic: boolean) => void;
  privacyPending: boolean;
  /** Called once the learner has confirmed. */
  onDelete?: () => void;
  deletePending?: boolean;
  deleteTitle?: string;
}

interface ResultActionsProps {
  /** The page of the result, e.g. /generation/abc: Share copies its full address. */
  sharePath: string;
  /** English text read aloud by Listen. */
  listenText: string;
  /** Only for the result's author. */
  owner?: OwnerActions;
  /** Screen-specific buttons (Regenerate) that come first. */
  children?: ReactNode;
}

/** Listen, Share and, for the author, make public/private and delete. */
export function ResultActions({ sharePath, listenText, owner, children }: ResultActionsProps) {
  const { t } = useTranslation();
  const speech = useSpeech();

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.origin + sharePath);
      notifications.show({
        color: 'teal',
        message:
          owner && !owner.isPublic ? t('results.actions.linkCopiedPrivate') : t('results.actions.linkCopied'),
      });
    } catch {
      notifications.show({ color: 'red', message: t('results.actions.copyFailed') });
    }
  };

  const confirmDelete = () => {
    if (!owner?.onDelete) return;
    const onDelete = owner.onDelete;
    openConfirmModal({
      title: owner.deleteTitle ?? t('results.actions.deleteTitle'),
      children: <Text size="sm">{t('results.actions.deleteText')}</Text>,
      labels: { confirm: t('results.actions.delete'), cancel: t('results.actions.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: onDelete,
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      {children}
      {speech.supported && (
        <Button
          variant="light"
          size="sm"
          leftSection={
            speech.speaking ? (
              <IconPlayerStopFilled size={16} aria-hidden />
            ) : (
              <IconVolume size={16} aria-hidden />
            )
          }
          onClick={() => (speech.speaking ? speech.stop() : speech.speak(listenText))}
        >
          {speech.speaking ? t('results.actions.stop') : t('results.actions.listen')}
        </Button>
      )}
      <Button
        variant="light"
        size="sm"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => void share()}
      >
        {t('results.actions.share')}
      </Button>
      {owner && (
        <Button
          variant="default"
          size="sm"
          leftSection={
            owner.isPublic ? <IconLock size={16} aria-hidden /> : <IconWorld size={16} aria-hidden />
          }
          loading={owner.privacyPending}
          onClick={() => owner.onPrivacyChange(!owner.isPublic)}
        >
          {owner.isPublic ? t('results.actions.makePrivate') : t('results.actions.makePublic')}
        </Button>
      )}
      {owner?.onDelete && (
        <Button
          variant="subtle"
          color="red"
          size="sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={owner.deletePending}
          onClick={confirmDelete}
        >
          {t('results.actions.delete')}
        </Button>
      )}
    </Group>
  );
}
