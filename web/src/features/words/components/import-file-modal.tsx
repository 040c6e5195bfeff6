import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WORD_FILE_FORMATS, WORD_FILE_LIMITS, type WordFileFormat } from '@contract';
import { errorMessage } from '../../../api/api-error';
import type { ImportReport as Report } from '../api/import-words';
import { useImportFile } from '../api/import-file';
import { useReportFixes } from '../hooks/use-report-fixes';
import { ImportReport } from './import-report';
import { ImportFileSummary } from './import-file-summary';

interface ImportFileModalProps {
  opened: boolean;
  onClose: () => void;
}

const AUTO = 'auto';
const ACCEPT = '.db,.sqlite,.xml,.csv,.txt,.tsv,text/plain,text/csv,text/xml,application/xml';

/**
 * A file from another app (Kindle's vocab.db, 有道, 欧路, Anki) or our own CSV, sent as it is: the server
 * finds its format and answers with what it added, skipped and could not read.
 */
export function ImportFileModal({ opened, onClose }: ImportFileModalProps) {
  const { t, i18n } = useTranslation();
  const importFile = useImportFile();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<WordFileFormat | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [read, setRead] = useState<{ format: WordFileFormat; withContext: number } | null>(null);
  const resetFile = useRef<() => void>(null);
  const fixes = useReportFixes(report, setReport);
  const tooLarge = file !== null && file.size > WORD_FILE_LIMITS.fileMaxBytes;

  const reset = () => {
    setFile(null);
    setReport(null);
    setRead(null);
    importFile.reset();
    resetFile.current?.();
  };
  const close = () => {
    onClose();
    reset();
  };
  const submit = () => {
    if (!file) return;
    importFile.mutate(
      { file, format: format ?? undefined },
      {
        onSuccess: ({ format: found, withContext, added, duplicates, misspelled, invalid }) => {
          setRead({ format: found, withContext });
          setReport({ added, duplicates, misspelled, invalid });
        },
      },
    );
  };

  const formats = [
    { value: AUTO, label: t('words.fileImport.formats.auto') },
    ...WORD_FILE_FORMATS.map((value) => ({ value, label: t(`words.fileImport.formats.${value}`) })),
  ];
  const megabytes = (bytes: number) =>
    (bytes / 1024 / 1024).toLocaleString(i18n.language, { maximumFractionDigits: 1 });

  return (
    <Modal opened={opened} onClose={close} title={t('words.fileImport.title')} size="lg" centered>
      {report && read ? (
        <ImportReport
          report={report}
          summary={<ImportFileSummary format={read.format} withContext={read.withContext} />}
          forcing={fixes.busy}
          onPick={fixes.pick}
          onAddAnyway={() => fixes.addAnyway(report.misspelled.map(({ word }) => ({ word })))}
          onMore={reset}
          onClose={close}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('words.fileImport.help')}
          </Text>
          <Group gap="sm" wrap="wrap" align="center">
            <FileButton
              resetRef={resetFile}
              accept={ACCEPT}
              onChange={(chosen) => {
                setFile(chosen);
                importFile.reset();
              }}
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconFileUpload size={18} />}>
                  {t('words.fileImport.choose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="import-file-name">
                {t('words.fileImport.chosen', { name: file.name, size: megabytes(file.size) })}
              </Text>
            )}
          </Group>
          <Select
            label={t('words.fileImport.format')}
            data={formats}
            value={format ?? AUTO}
            onChange={(value) => setFormat(!value || value === AUTO ? null : (value as WordFileFormat))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {(tooLarge || importFile.isError) && (
            <Alert color="red" role="alert" data-testid="import-file-error">
              {tooLarge
                ? t('words.fileImport.tooLarge', { max: megabytes(WORD_FILE_LIMITS.fileMaxBytes) })
                : errorMessage(importFile.error, t('words.import.failed'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('words.import.cancel')}
            </Button>
            <Button onClick={submit} disabled={!file || tooLarge} loading={importFile.isPending}>
              {t('words.import.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
