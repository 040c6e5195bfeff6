import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { normalizeWordText, wordTextSchema } from '@contract';
import { ApiError, errorMessage } from '../../../api/api-error';
import { useDictionaryEntry } from '../../../components/dictionary/dictionary-entry-query';
import { SectionCard } from '../../../components/section-card';
import { localizeMessage } from '../../../i18n';
import { useAddWord } from '../api/add-word';
import { SpellingSuggestions } from './spelling-suggestions';
import { WordPreview } from './word-preview';

type Problem =
  | { kind: 'spelling'; word: string; message: string; suggestions: string[] }
  | { kind: 'error'; message: string };

const LOOKUP_DELAY_MS = 250;

function suggestionsOf(error: ApiError): string[] {
  const { suggestions } = error.extra;
  return Array.isArray(suggestions) ? suggestions.filter((s): s is string => typeof s === 'string') : [];
}

/** Type a word, see what the dictionary says, press Enter. Misspellings get suggestions and 'Add anyway'. */
export function AddWordForm() {
  const { t } = useTranslation();
  const add = useAddWord();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [typed] = useDebouncedValue(normalizeWordText(text), LOOKUP_DELAY_MS);
  const lookupable = wordTextSchema.safeParse(typed).success ? typed : '';
  const lookup = useDictionaryEntry(lookupable);

  const save = (word: string, force = false) =>
    add.mutate(
      { word, force: force || undefined },
      {
        onSuccess: ({ word: saved }) => {
          notifications.show({ color: 'teal', message: t('words.add.added', { word: saved.word }) });
          setText('');
          setProblem(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SPELLING_SUGGESTION') {
            setProblem({ kind: 'spelling', word, message: error.message, suggestions: suggestionsOf(error) });
          } else {
            setProblem({ kind: 'error', message: errorMessage(error, t('words.add.failed')) });
          }
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = wordTextSchema.safeParse(text);
    if (!checked.success) {
      setProblem({ kind: 'error', message: localizeMessage(checked.error.issues[0]?.message) ?? '' });
      return;
    }
    save(checked.data);
  };

  return (
    <SectionCard title={t('words.add.title')} titleSize="h4" gap="sm">
      <form onSubmit={submit} noValidate>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            miw={0}
            aria-label={t('words.add.label')}
            placeholder={t('words.add.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem?.kind === 'error' ? problem.message : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            lang="en"
            maxLength={200}
          />
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={18} />}>
            {t('words.add.submit')}
          </Button>
        </Group>
      </form>
      {problem?.kind === 'spelling' ? (
        <SpellingSuggestions
          message={problem.message}
          suggestions={problem.suggestions}
          busy={add.isPending}
          onPick={(suggestion) => save(suggestion)}
          onAddAnyway={() => save(problem.word, true)}
        />
      ) : (
        text.trim() !== '' &&
        lookupable !== '' && (
          <WordPreview entry={lookup.isError ? undefined : lookup.data} loading={lookup.isFetching} />
        )
      )}
    </SectionCard>
  );
}
