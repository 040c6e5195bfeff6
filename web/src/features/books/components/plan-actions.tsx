import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Book, Plan } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useUpdatePlan } from '../api/update-plan';
import { useConfirmStop } from '../hooks/use-confirm-stop';

interface PlanActionsProps {
  book: Book;
  plan: Plan;
  onChange: (book: Book) => void;
}

/** Pause or resume, change the pace, stop (after asking). */
export function PlanActions({ book, plan, onChange }: PlanActionsProps) {
  const { t } = useTranslation();
  const update = useUpdatePlan();
  const confirmStop = useConfirmStop();
  const togglePause = () =>
    update.mutate(
      { bookId: book.id, changes: { paused: !plan.paused } },
      {
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, t('plans.failed')) }),
      },
    );
  return (
    <Group gap="xs" role="group" aria-label={t('plans.actionsLabel', { book: book.name })}>
      <Button
        size="xs"
        variant="light"
        onClick={togglePause}
        loading={update.isPending}
        leftSection={
          plan.paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
        }
      >
        {plan.paused ? t('plans.resume') : t('plans.pause')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => onChange(book)}
        leftSection={<IconAdjustments size={16} aria-hidden />}
      >
        {t('plans.change')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => confirmStop(book)}
        leftSection={<IconPlayerStop size={16} aria-hidden />}
      >
        {t('plans.stop')}
      </Button>
    </Group>
  );
}
