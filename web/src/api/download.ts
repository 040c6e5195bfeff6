import { failure, readJson, send } from './client';

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition, when it names one. */
  filename: string | null;
}

/**
 * A file the server sends as an attachment (CSV, JSON export) rather than an envelope. It goes through
 * the one client (headers, token, timeout, 401 handling); a failure still answers with the envelope.
 */
export async function downloadFile(path: string): Promise<DownloadedFile> {
  const { response, release } = await send(path, {}, '*/*');
  try {
    if (!response.ok) throw failure(response.status, await readJson(response));
    const blob = await response.blob();
    return { blob, filename: filenameOf(response.headers.get('content-disposition')) };
  } finally {
    release();
  }
}

function filenameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}
