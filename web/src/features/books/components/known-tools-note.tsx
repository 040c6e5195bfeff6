import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Book } from '@contract';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** Marking words known belongs to a plan: a guest is asked to log in, a learner to start one. */
export function KnownToolsNote({ book, onStart }: { book: Book; onStart: (book: Book) => void }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const signedIn = status === 'signed-in';
  return (
    <Alert variant="light" color="teal" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{signedIn ? t('books.words.noPlanNote') : t('books.words.guestNote')}</Text>
        {signedIn ? (
          <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onStart(book)}>
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
      </Stack>
    </Alert>
  );
}
