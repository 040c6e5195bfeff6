import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/api-error';
import type { ImportEntry } from '../../../api/import-words';
import { useAddWord } from '../api/add-word';
import { useImportWords, type ImportReport } from '../api/import-words';

/**
 * What the learner can do about an import report's misspelled words, whichever import made it (a pasted
 * list, a file): add a suggested word in place of one, or add them all as written.
 */
export function useReportFixes(report: ImportReport | null, setReport: (report: ImportReport) => void) {
  const { t } = useTranslation();
  const importWords = useImportWords();
  const addWord = useAddWord();

  /** `entries`: the misspelled words as the import had them (a pasted list keeps its definitions). */
  const addAnyway = (entries: ImportEntry[]) => {
    if (!report) return;
    const misspelled = new Set(report.misspelled.map(({ word }) => word));
    importWords.mutate(
      { entries: entries.filter((entry) => misspelled.has(entry.word)), force: true },
      {
        onSuccess: (result) =>
          setReport({
            added: [...report.added, ...result.added],
            duplicates: [...report.duplicates, ...result.duplicates],
            misspelled: result.misspelled,
            invalid: [...report.invalid, ...result.invalid],
          }),
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, t('words.import.failed')) }),
      },
    );
  };

  /* The suggestion replaces the misspelled word in the report: added, or already in the list. */
  const pick = (misspelled: string, suggestion: string) => {
    if (!report) return;
    const rest = report.misspelled.filter(({ word }) => word !== misspelled);
    addWord.mutate(
      { word: suggestion },
      {
        onSuccess: ({ word }) => {
          setReport({ ...report, added: [...report.added, word], misspelled: rest });
          notifications.show({ color: 'teal', message: t('words.import.report.added', { word: word.word }) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONFLICT') {
            setReport({ ...report, duplicates: [...report.duplicates, suggestion], misspelled: rest });
          }
          notifications.show({ color: 'red', message: errorMessage(error, t('words.add.failed')) });
        },
      },
    );
  };

  return { addAnyway, pick, busy: importWords.isPending || addWord.isPending };
}
