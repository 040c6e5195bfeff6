import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Half } from './jfleg';

/*
 * Edited American prose (eval/correct-prose/README.md), split like JFLEG: rule contexts are written from the
 * tune half, the held-out half is only scored. Every sentence a checker changes is a false alarm.
 */
export function readCorrectProse(half: Half, limit = Infinity): string[] {
  const file = fileURLToPath(new URL(`correct-prose/${half}.txt`, import.meta.url));
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(0, limit);
}
