import { useMutation } from '@tanstack/react-query';
import { WORDS_EXPORT_FILENAME } from '@contract';
import { ApiError } from '../../../api/api-error';
import { API_BASE } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { getSession } from '../../../lib/session';

/**
 * The CSV comes as a file, not a JSON envelope, so it is fetched here with the same headers the
 * client sends; a failure still answers with the envelope, whose message is shown.
 */
export async function exportWords(): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}/words/export`, { headers });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      message?: unknown;
      code?: unknown;
    } | null;
    throw new ApiError(
      response.status,
      typeof envelope?.code === 'string' ? envelope.code : 'BAD_RESPONSE',
      typeof envelope?.message === 'string' ? envelope.message : '',
    );
  }
  return response.blob();
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportWords() {
  return useMutation({
    mutationFn: exportWords,
    onSuccess: (blob) => saveFile(blob, WORDS_EXPORT_FILENAME),
  });
}
