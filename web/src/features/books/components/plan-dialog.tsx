import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Book } from '@contract';
import { PlanForm } from './plan-form';

interface PlanDialogProps {
  /** The book whose plan is started or changed; null while the dialog is closed. */
  book: Book | null;
  onClose: () => void;
}

/** Starts a plan for a book, or changes the pace of the one it has. */
export function PlanDialog({ book, onClose }: PlanDialogProps) {
  const { t } = useTranslation();
  const title = book
    ? t(book.plan ? 'plans.dialog.changeTitle' : 'plans.dialog.startTitle', { book: book.name })
    : '';
  return (
    <Modal opened={book !== null} onClose={onClose} title={title} centered>
      {/* Keyed by book: each opening starts from that book's plan as it is now. */}
      {book && <PlanForm key={book.id} book={book} onDone={onClose} />}
    </Modal>
  );
}
