import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PARTS_OF_SPEECH, updateWordSchema, type PartOfSpeech, type Word } from '@contract';
import { fieldProps, schemaErrors, showFormError } from '../../../lib/form';
import { useUpdateWord } from '../api/update-word';

interface EditWordModalProps {
  /** The word being edited; null while the modal is closed. */
  word: Word | null;
  onClose: () => void;
}

interface EditValues {
  translation: string;
  definition: string;
  phonetic: string;
  partOfSpeech: PartOfSpeech | null;
}

/** The two free-text meanings, each in the language it is written in. */
const MEANING_FIELDS = [
  { field: 'translation', lang: 'zh-CN' },
  { field: 'definition', lang: 'en' },
] as const;

function valuesOf(word: Word): EditValues {
  return {
    translation: word.translation ?? '',
    definition: word.definition ?? '',
    phonetic: word.phonetic ?? '',
    partOfSpeech: word.partOfSpeech,
  };
}

/** The learner's own meaning for a word: what they write replaces the dictionary's; a field left blank is cleared. */
export function EditWordModal({ word, onClose }: EditWordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={word !== null}
      onClose={onClose}
      title={word ? t('words.edit.title', { word: word.word }) : ''}
      size="lg"
      centered
    >
      {/* Keyed by word: each opening starts from that word's current text. */}
      {word && <EditWordForm key={word.id} word={word} onDone={onClose} />}
    </Modal>
  );
}

function EditWordForm({ word, onDone }: { word: Word; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateWord();
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: valuesOf(word),
    validate: (values) => schemaErrors(updateWordSchema, values),
  });
  const partOptions = PARTS_OF_SPEECH.map((part) => ({ value: part, label: t(`words.pos.${part}`) }));

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: word.id, changes: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('words.edit.saved', { word: word.word }) });
          onDone();
        },
        onError: (error) => showFormError(form, error, t('words.edit.failed')),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {MEANING_FIELDS.map(({ field, lang }) => (
          <Textarea
            key={field}
            label={t(`words.edit.${field}`)}
            autosize
            minRows={2}
            maxRows={8}
            lang={lang}
            {...fieldProps(form, field)}
          />
        ))}
        <Group grow align="flex-start">
          <TextInput label={t('words.edit.phonetic')} {...fieldProps(form, 'phonetic')} />
          <Select
            label={t('words.edit.partOfSpeech')}
            placeholder={t('words.edit.noPartOfSpeech')}
            data={partOptions}
            clearable
            {...fieldProps(form, 'partOfSpeech')}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('words.edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('words.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
