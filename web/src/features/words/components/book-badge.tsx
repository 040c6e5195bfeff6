import { Badge, VisuallyHidden } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Word } from '@contract';

const BOOK_SOURCE = /^book:(.+)$/;

/** The book whose plan brought the word into the list ('book:cet4' → CET-4); nothing for other words. */
export function BookBadge({ source }: { source: Word['source'] }) {
  const { t, i18n } = useTranslation();
  const bookId = BOOK_SOURCE.exec(source)?.[1];
  if (!bookId) return null;
  const key = `words.books.${bookId}`;
  // A book added on the server before its short name here still shows, by its id.
  const book = i18n.exists(key) ? t(key as never) : bookId.toUpperCase();
  const label = t('words.word.fromBook', { book });
  return (
    <Badge
      variant="outline"
      color="grape"
      size="sm"
      tt="none"
      leftSection={<IconBook size={12} aria-hidden />}
      title={label}
      data-testid="book-badge"
    >
      <span aria-hidden>{book}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}
