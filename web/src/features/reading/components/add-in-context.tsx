import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReadingToken } from '@contract';
import { ApiError, errorMessage } from '../../../api/api-error';
import { useAddWordInContext } from '../api/add-word-in-context';

interface AddInContextProps {
  token: ReadingToken;
  sentence: string;
  source: string;
}

/**
 * "Add with this sentence": the word's dictionary form joins the list with the sentence it was met in
 * (its first cloze). A word the dictionary doubts gets the server's "Did you mean" and "Add anyway".
 */
export function AddInContext({ token, sentence, source }: AddInContextProps) {
  const { t } = useTranslation();
  const add = useAddWordInContext();
  const [doubt, setDoubt] = useState<string | null>(null);

  if (token.wordId !== null) {
    return (
      <Group
        gap={6}
        c="teal"
        data-testid="reading-in-list"
        // Where the Add button was: the focus stays in the card once the word is added.
        tabIndex={-1}
        ref={(node) => {
          if (add.isSuccess) node?.focus();
        }}
      >
        <IconCheck size={16} aria-hidden />
        <Text size="sm">{t('reading.card.inList')}</Text>
      </Group>
    );
  }

  const submit = (force: boolean) =>
    add.mutate(
      {
        word: token.lemma,
        force: force || undefined,
        context: { sentence, source: source.trim() || undefined },
      },
      {
        onSuccess: ({ word }) => {
          setDoubt(null);
          notifications.show({ color: 'teal', message: t('reading.card.added', { word: word.word }) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SPELLING_SUGGESTION') setDoubt(error.message);
          else
            notifications.show({ color: 'red', message: errorMessage(error, t('reading.card.addFailed')) });
        },
      },
    );

  if (doubt !== null) {
    return (
      <Alert color="yellow" variant="light" p="xs">
        <Text size="sm">{doubt}</Text>
        <Button
          mt="xs"
          size="compact-sm"
          variant="default"
          loading={add.isPending}
          onClick={() => submit(true)}
        >
          {t('reading.card.addAnyway')}
        </Button>
      </Alert>
    );
  }
  return (
    <Button leftSection={<IconPlus size={16} />} loading={add.isPending} onClick={() => submit(false)}>
      {t('reading.card.add')}
    </Button>
  );
}
