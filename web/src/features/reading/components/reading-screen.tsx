import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { LoadingState } from '../../../components/loading-state';
import { useDraft } from '../../../lib/draft';
import { useReading } from '../api/read-text';
import { ReadingForm, type ReadingDraft } from './reading-form';
import { ReadingResult } from './reading-result';

/**
 * Paste a text, read it with every word marked by what it is to the learner. The draft and the text
 * read are kept for the tab, so a visit to the word list and back finds the reading where it was.
 */
export function ReadingScreen() {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft<ReadingDraft>('reading', { text: '', source: '' });
  const [read, setRead] = useDraft<ReadingDraft | null>('reading.read', null);
  const reading = useReading(read?.text ?? null);
  // A text the server refused (too long) comes back to the form with the reason under it.
  const editing = read === null || reading.isError;

  return (
    <Stack gap="lg">
      {editing ? (
        <ReadingForm
          draft={draft}
          onChange={setDraft}
          onRead={() => {
            setRead({ text: draft.text, source: draft.source.trim() });
            // The same text again (after a failure): ask again rather than show the old answer.
            if (read?.text === draft.text) void reading.refetch();
          }}
          busy={reading.isFetching}
        />
      ) : (
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPencil size={18} />} onClick={() => setRead(null)}>
            {t('reading.result.edit')}
          </Button>
        </Group>
      )}
      {read !== null && <ReadingOutcome read={read} reading={reading} />}
    </Stack>
  );
}

function ReadingOutcome({ read, reading }: { read: ReadingDraft; reading: ReturnType<typeof useReading> }) {
  const { t } = useTranslation();
  if (reading.isError) {
    return (
      <Alert color="red" role="alert" title={t('reading.result.failed')}>
        {errorMessage(reading.error, t('errors.generic'))}
      </Alert>
    );
  }
  if (!reading.data) return <LoadingState />;
  return <ReadingResult text={read.text} source={read.source} reading={reading.data} />;
}
