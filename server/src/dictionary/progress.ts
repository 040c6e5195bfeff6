import type { BuildProgress } from './build';

export interface ProgressBarOptions {
  label?: string;
  /** Where to draw; a terminal gets one line redrawn in place, a log file a line per 10%. */
  stream?: NodeJS.WriteStream;
  width?: number;
}

/** A console progress bar for buildDictionary's onProgress. */
export function createProgressBar({
  label = 'Building dictionary',
  stream = process.stdout,
  width = 30,
}: ProgressBarOptions = {}): (progress: BuildProgress) => void {
  let lastTenth = -1;
  let indexing = false;
  return ({ phase, bytesRead, totalBytes }) => {
    if (phase === 'indexing') {
      if (!indexing)
        stream.write(`${stream.isTTY ? '\n' : ''}${label}: indexing spelling, books and examples...\n`);
      indexing = true;
      return;
    }
    const share = totalBytes > 0 ? Math.min(bytesRead / totalBytes, 1) : 1;
    const line = `${label} ${progressLine(share, width)} ${megabytes(bytesRead)}/${megabytes(totalBytes)} MB`;
    if (stream.isTTY) {
      stream.write(`\r${line}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };
}

/** '[#########---------------------]  30%' */
export function progressLine(share: number, width: number): string {
  const filled = Math.round(share * width);
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}`;
}

function megabytes(bytes: number): string {
  return (bytes / 1e6).toFixed(1);
}
