import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createHarperRunner } from './harper-worker';

const run = promisify(execFile);
const runner = createHarperRunner({ idleMs: 200 });
afterAll(() => runner.close());

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until && !condition()) await new Promise((resolve) => setTimeout(resolve, 25));
  return condition();
}

/* The memory Harper took goes back to the system only if it lived in a process that exits. */
it('runs Harper in a process of its own, which exits when released', { timeout: 90_000 }, async () => {
  expect(runner.pid).toBeNull();
  const lints = await runner.lint('This is a apple.');
  expect(lints.length).toBeGreaterThan(0);
  const pid = runner.pid!;
  expect(pid).not.toBe(process.pid);
  expect(alive(pid)).toBe(true);
  expect(await waitFor(() => runner.pid === null && !alive(pid), 10_000)).toBe(true);
});

/* A script (npm run eval:check) closes the checker as its last step and must still run to its end. */
it('lets a script that closes it run to its end', { timeout: 90_000 }, async () => {
  const workerPath = fileURLToPath(new URL('./harper-worker.ts', import.meta.url));
  const script = `
    import { createHarperRunner } from ${JSON.stringify(workerPath)};
    const runner = createHarperRunner();
    await runner.lint('This is a apple.');
    await runner.close();
    console.log('finished');
  `;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  expect(stdout.trim()).toBe('finished');
});
