import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SessionAction } from '../hooks/use-review-session';

/* Each mark its own toast: a word marked, brought back and marked again gets a toast whose Undo is its own. */
const toastIds = new WeakMap<SessionAction, string>();

/** Says the card is gone for good, with Undo: the learner moved on, the toast is where the word still is. */
export function showKnownToast(action: SessionAction, onUndo: () => void) {
  const id: string = notifications.show({
    color: 'teal',
    message: (
      <KnownToast
        word={action.card.word.word}
        onUndo={() => {
          notifications.hide(id);
          onUndo();
        }}
      />
    ),
  });
  toastIds.set(action, id);
  // A mark the server refused is undone already (the card is back): its Undo would take nothing back.
  void action.saved.then((saved) => saved || notifications.hide(id));
}

/** Undone some other way (Z, the Undo beside the progress): the toast's Undo has nothing left to do. */
export function hideKnownToast(action: SessionAction) {
  const id = toastIds.get(action);
  if (id) notifications.hide(id);
}

function KnownToast({ word, onUndo }: { word: string; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{t('review.known.done', { word })}</Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={onUndo}
        aria-label={t('review.known.undoLabel', { word })}
        data-testid="known-undo"
      >
        {t('review.known.undo')}
      </Button>
    </Group>
  );
}
