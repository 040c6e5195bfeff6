import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of one process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The process's children, grandchildren and so on (a checker or dictionary-build process included). */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone in between
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** The server's RSS and that of the whole tree it started, in MB. */
export function treeRss(pid: number): { server: number; tree: number } {
  const server = rssMb(pid);
  let tree = server;
  for (const child of descendants(pid)) {
    try {
      tree += rssMb(child);
    } catch {
      // exited in between
    }
  }
  return { server, tree };
}
