import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { useLeeches } from '../api/get-leeches';
import { useSetSuspended } from '../api/suspend-card';

/** The Review page's list of leeches, folded until opened: each with its lapses, and suspend or unsuspend. */
export function LeechesSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const leeches = useLeeches(open);
  const setSuspended = useSetSuspended();
  return (
    <Card padding="md" radius="lg" withBorder component="section" aria-labelledby="leeches-heading">
      <UnstyledButton
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        data-testid="leeches-toggle"
      >
        <Group gap="xs">
          {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          <Text fw={600} id="leeches-heading">
            {t('practice.leech.listTitle')}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Stack gap="xs" mt="sm" data-testid="leeches">
          {leeches.isPending && open && <Loader size="sm" />}
          {leeches.isError && (
            <Alert color="red" variant="light">
              {errorMessage(leeches.error, t('errors.generic'))}
            </Alert>
          )}
          {leeches.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('practice.leech.none')}
            </Text>
          )}
          {leeches.data?.map((card) => (
            <Group key={card.word.id} justify="space-between" gap="xs" data-testid="leech">
              <Group gap="xs">
                <Text fw={600} lang="en">
                  {card.word.word}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('practice.leech.lapses', { count: card.lapses })}
                </Text>
                {card.suspended && (
                  <Badge size="sm" variant="light" color="gray">
                    {t('practice.leech.suspended')}
                  </Badge>
                )}
              </Group>
              <Button
                size="compact-sm"
                variant="light"
                loading={setSuspended.isPending && setSuspended.variables?.wordId === card.word.id}
                onClick={() => setSuspended.mutate({ wordId: card.word.id, suspended: !card.suspended })}
                aria-label={t(
                  card.suspended ? 'practice.leech.unsuspendLabel' : 'practice.leech.suspendLabel',
                  {
                    word: card.word.word,
                  },
                )}
              >
                {t(card.suspended ? 'practice.leech.unsuspend' : 'practice.leech.suspend')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Card>
  );
}
