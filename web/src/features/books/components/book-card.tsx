import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Book } from '@contract';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { PlanActions } from './plan-actions';
import { PlanPace } from './plan-pace';
import { PlanRing } from './plan-ring';

interface BookCardProps {
  book: Book;
  /** Opens the plan dialog for this book (start or change). */
  onPlan: (book: Book) => void;
}

/** One book: what it is and how big, the learner's plan on it or the way to start one. */
export function BookCard({ book, onPlan }: BookCardProps) {
  const { t, i18n } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const titleId = `book-${book.id}-title`;
  const { plan } = book;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="book-card"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={2} size="h4" id={titleId}>
              {book.name}
            </Title>
            <Badge variant="light" tt="none" w="fit-content">
              {t('books.wordCount', {
                count: book.wordCount,
                number: book.wordCount.toLocaleString(i18n.language),
              })}
            </Badge>
          </Stack>
          {plan && <PlanRing plan={plan} bookName={book.name} size={72} />}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {book.description}
        </Text>
        {plan && <PlanPace plan={plan} />}
        <Group gap="xs" justify="space-between" wrap="wrap">
          {plan ? (
            <PlanActions book={book} plan={plan} onChange={onPlan} />
          ) : status === 'signed-in' ? (
            <Button
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onPlan(book)}
              aria-label={t('books.startPlanLabel', { book: book.name })}
            >
              {t('books.startPlan')}
            </Button>
          ) : (
            <Anchor
              component={Link}
              to={paths.login}
              state={{ from: { pathname: location.pathname, search: location.search } }}
              size="sm"
            >
              {t('books.signInToStart')}
            </Anchor>
          )}
          <LinkButton
            to={paths.book(book.id)}
            size="xs"
            variant="subtle"
            icon={IconList}
            aria-label={t('books.browseLabel', { book: book.name })}
          >
            {t('books.browse')}
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  );
}
