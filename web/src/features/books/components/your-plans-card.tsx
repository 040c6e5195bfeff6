import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { booksWithPlans, useBooks } from '../api/get-books';
import { PlanProgressRow } from './plan-progress-row';

/**
 * Home, signed in: each plan's progress today and overall, and the way to Review where its words are
 * waiting; without a plan, an invitation to pick a book. Left out when the books cannot be read.
 */
export function YourPlansCard() {
  const { t } = useTranslation();
  const books = useBooks();
  if (!books.data) return null;
  const planned = booksWithPlans(books.data);

  return (
    <Card
      component="section"
      aria-labelledby="your-plans-title"
      padding="lg"
      radius="lg"
      withBorder
      maw={760}
      mx="auto"
      w="100%"
      data-testid="your-plans"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconBook2 size={22} />
            </ThemeIcon>
            <Title order={2} size="h4" id="your-plans-title">
              {t('plans.home.title')}
            </Title>
          </Group>
          {planned.length > 0 && (
            <Anchor component={Link} to={paths.books} size="sm">
              {t('plans.home.allBooks')}
            </Anchor>
          )}
        </Group>
        {planned.length === 0 ? (
          <Group justify="space-between" gap="md" wrap="wrap">
            <Text c="dimmed" size="sm" maw={460}>
              {t('plans.home.none')}
            </Text>
            <LinkButton to={paths.books} variant="light" icon={IconArrowRight} iconAfter>
              {t('plans.home.chooseBook')}
            </LinkButton>
          </Group>
        ) : (
          <>
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {planned.map((book) => (
                <PlanProgressRow key={book.id} book={book} plan={book.plan} detail="today" />
              ))}
            </Stack>
            <LinkButton to={paths.review} icon={IconArrowRight} iconAfter w="fit-content">
              {t('plans.home.review')}
            </LinkButton>
          </>
        )}
      </Stack>
    </Card>
  );
}
