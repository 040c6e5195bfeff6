import { useMutation } from '@tanstack/react-query';
import { accountExportFilename } from '@contract';
import { downloadFile } from '../../../api/download';
import { saveFile } from '../../../lib/save-file';

/** GET /api/export: everything the learner has, as the JSON file the server names. */
export async function exportData(): Promise<void> {
  const { blob, filename } = await downloadFile('/export');
  saveFile(blob, filename ?? accountExportFilename(new Date().toISOString()));
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
