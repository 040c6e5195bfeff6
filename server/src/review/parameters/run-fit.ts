import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FitMessage, FitOutcome, FitRequest } from './fit-process';

export type { FitOutcome, FitRequest } from './fit-process';

/** Runs one fit and answers its outcome; `fitInProcess` in the server, which app.ts hands to the service. */
export type RunFit = (request: FitRequest) => Promise<FitOutcome>;

/* 10,000 reviews take seconds (bench/optimizer.ts); a fit still running after this is stopped. */
const FIT_TIME_LIMIT_MS = 120_000;

/*
 * The child's code is fit-process.ts: next to this file when running from source (tsx, vitest), and bundled
 * by `npm run build:server` into build/server/review/parameters/ beside main.js, which holds this code in
 * the built server (as dictionary/ensure.ts finds its build process).
 */
function childEntry(): string[] {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return ['--import', 'tsx', fileURLToPath(new URL('./fit-process.ts', here))];
  return [fileURLToPath(new URL('./review/parameters/fit-process.js', here))];
}

/*
 * At the lowest CPU priority (`nice`, where there is one): the optimizer's threads are born niced, so on a
 * busy machine the server's requests always get the CPU first and a fit only takes what is left over. A
 * system without `nice` (Windows, a distroless image) runs the fit at normal priority. Asked once.
 */
let niceWorks: Promise<boolean> | undefined;

function hasNice(): Promise<boolean> {
  niceWorks ??= new Promise((resolve) => {
    if (process.platform === 'win32') return resolve(false);
    spawn('nice', ['-n', '19', process.execPath, '--version'], { stdio: 'ignore' })
      .on('error', () => resolve(false))
      .on('exit', (code) => resolve(code === 0));
  });
  return niceWorks;
}

async function startChild(): Promise<ChildProcess> {
  const stdio: ['ignore', 'inherit', 'inherit', 'ipc'] = ['ignore', 'inherit', 'inherit', 'ipc'];
  const node = [process.execPath, ...childEntry()];
  if (!(await hasNice())) return spawn(node[0]!, node.slice(1), { stdio });
  return spawn('nice', ['-n', '19', ...node], { stdio });
}

async function runOnce(request: FitRequest): Promise<FitOutcome> {
  const child = await startChild();
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      if (child.exitCode === null) child.kill();
      finish();
    };
    const limit = setTimeout(
      () => settle(() => reject(new Error(`the FSRS fit took over ${FIT_TIME_LIMIT_MS} ms`))),
      FIT_TIME_LIMIT_MS,
    );
    child.on('message', (message: FitMessage) =>
      settle(() =>
        message.type === 'done'
          ? resolve(message.outcome)
          : reject(new Error(`the FSRS fit failed: ${message.message}`)),
      ),
    );
    child.on('error', (error) => settle(() => reject(error)));
    child.once('exit', (code) => settle(() => reject(new Error(`the FSRS fit process exited with ${code}`))));
    child.send(request, (error) => {
      if (error) settle(() => reject(error));
    });
  });
}

/*
 * One fit at a time in this server, the next waiting its turn: each is a process with the optimizer's
 * threads, and a crowd of them would take the machine's memory and every CPU left.
 */
let queue: Promise<unknown> = Promise.resolve();

export const fitInProcess: RunFit = (request) => {
  const turn = queue.then(() => runOnce(request));
  queue = turn.catch(() => undefined);
  return turn;
};
