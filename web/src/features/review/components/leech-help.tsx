import { useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLifebuoy, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DictionaryEntry } from '../../../components/dictionary/dictionary-entry';

/**
 * A card forgotten again and again (a leech): said so, with help to learn it another way (the word's
 * roots, confusables and fresh examples) or a way to set it aside. Opening the help shows the word itself.
 */
export function LeechHelp({ word, onSuspend }: { word: string; onSuspend: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      p="sm"
      radius="md"
      withBorder
      onClick={(event) => event.stopPropagation()}
      data-testid="leech-help"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Badge color="grape" variant="filled" data-testid="leech-badge">
              {t('practice.leech.badge')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('practice.leech.text')}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconLifebuoy size={16} aria-hidden />}
              onClick={() => setOpen((shown) => !shown)}
              aria-expanded={open}
            >
              {t('practice.leech.help')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              onClick={onSuspend}
              data-testid="leech-suspend"
            >
              {t('practice.leech.suspend')}
            </Button>
          </Group>
        </Group>
        <Collapse expanded={open}>
          {open && <DictionaryEntry word={word} headingOrder={3} sensesPerPart={2} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
