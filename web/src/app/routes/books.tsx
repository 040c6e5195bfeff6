import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { BooksScreen } from '../../features/books/components/books-screen';

export function BooksPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('books.title')} subtitle={t('books.subtitle')} />
      <BooksScreen />
    </Stack>
  );
}
