import { useMemo, useRef, useState } from 'react';
import { Button, FileButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { useImportWords, type ImportReport as Report } from '../api/import-words';
import { useReportFixes } from '../hooks/use-report-fixes';
import { parseImportText } from '../lib/parse-import';
import { ImportReport } from './import-report';

interface ImportWordsModalProps {
  opened: boolean;
  onClose: () => void;
}

const PREVIEW_WORDS = 8;

/** Paste a list or pick a file, see how many words it holds, import, then read the report. */
export function ImportWordsModal({ opened, onClose }: ImportWordsModalProps) {
  const { t } = useTranslation();
  const importWords = useImportWords();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const resetFile = useRef<() => void>(null);
  const entries = useMemo(() => parseImportText(text), [text]);
  const fixes = useReportFixes(report, setReport);

  const reset = () => {
    setText('');
    setFileName(null);
    setReport(null);
    resetFile.current?.();
  };
  const close = () => {
    onClose();
    reset();
  };

  const readFile = async (file: File | null) => {
    if (!file) return;
    try {
      setText(await file.text());
      setFileName(file.name);
    } catch {
      notifications.show({ color: 'red', message: t('words.import.fileFailed') });
    }
  };

  const submit = () =>
    importWords.mutate(
      { entries },
      {
        onSuccess: (result) => {
          setReport(result);
          notifications.show({
            color: 'teal',
            message: t('words.import.done', { added: result.added.length, total: entries.length }),
          });
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, t('words.import.failed')) }),
      },
    );

  const preview = entries.slice(0, PREVIEW_WORDS).map((entry) => entry.word);

  return (
    <Modal opened={opened} onClose={close} title={t('words.import.title')} size="lg" centered>
      {report ? (
        <ImportReport
          report={report}
          forcing={fixes.busy}
          onPick={fixes.pick}
          onAddAnyway={() => fixes.addAnyway(entries)}
          onMore={reset}
          onClose={close}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('words.import.help')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <FileButton resetRef={resetFile} accept=".csv,.txt,text/csv,text/plain" onChange={readFile}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconFileUpload size={18} />}>
                  {t('words.import.chooseFile')}
                </Button>
              )}
            </FileButton>
            {fileName && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('words.import.fileLoaded', { name: fileName })}
              </Text>
            )}
          </Group>
          <Textarea
            label={t('words.import.paste')}
            placeholder={t('words.import.placeholder')}
            autosize
            minRows={6}
            maxRows={12}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            spellCheck={false}
            lang="en"
          />
          <div aria-live="polite">
            <Text size="sm" fw={500} data-testid="import-count">
              {entries.length > 0
                ? t('words.import.ready', { count: entries.length })
                : t('words.import.nothing')}
            </Text>
            {preview.length > 0 && (
              <Text size="xs" c="dimmed" lang="en" lineClamp={1}>
                {preview.join(', ')}
                {entries.length > PREVIEW_WORDS ? ', …' : ''}
              </Text>
            )}
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('words.import.cancel')}
            </Button>
            <Button onClick={submit} disabled={entries.length === 0} loading={importWords.isPending}>
              {t('words.import.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
