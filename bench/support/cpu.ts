import { readFileSync } from 'node:fs';

/* Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time one process has used so far, user and system, in ms (Linux /proc). Unlike req/s it hardly
 * moves with the machine's load: what a request costs the server, not how fast the machine let it run.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
