import { Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../config/paths';
import { booksWithPlans, useBooks } from '../api/get-books';
import { PlanProgressRow } from './plan-progress-row';

/** Profile, beside the statistics: how far each word book plan has come. */
export function PlansSection() {
  const { t } = useTranslation();
  const books = useBooks();
  if (!books.data) return null;
  const planned = booksWithPlans(books.data);

  return (
    <SectionCard title={t('plans.profile.title')} testId="profile-plans">
      {planned.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('plans.profile.none')}
          </Text>
          <LinkButton to={paths.books} variant="light" size="sm" icon={IconArrowRight} iconAfter>
            {t('plans.profile.chooseBook')}
          </LinkButton>
        </Stack>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {planned.map((book) => (
            <PlanProgressRow key={book.id} book={book} plan={book.plan} detail="counts" />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
