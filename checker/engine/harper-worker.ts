import { spawn, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import type { LintMode, RawLint } from './lints';

/*
 * Harper (harper.js, WASM) in one child process: started on the first lint, kept while in use, ended
 * after `idleMs` without work so a server that never checks offline stays small (Harper needs ~2 s and
 * ~400 MB to set up). A process rather than a worker thread: when a thread ends, the memory its WASM
 * heap took stays in the server's process; when a process exits, the system gets all of it back
 * (npm run bench:memory). Jobs queue on the one process, a bounded number of them: when the queue is full a
 * job is refused at once (HarperBusyError) instead of waiting seconds. An aborted job rejects at once (the
 * process may still finish it, and its answer is dropped).
 *
 * The process's code is the string below, run with `node -e`: it needs no file next to this one at run
 * time, so it works the same under tsx/vitest and in the esbuild bundle. It imports harper.js by the URL the
 * server resolved, so it does not depend on the working directory either. Messages go over the IPC channel.
 */

const WORKER_SOURCE = String.raw`
const workerData = JSON.parse(process.argv[1]);
const parentPort = { postMessage: (message) => process.send(message), on: (event, listener) => process.on(event, listener) };
// The server went away (or let this process go): nothing left to do.
process.on('disconnect', () => process.exit(0));
const KINDS = ['replace', 'remove', 'insert-after'];

// One linter per English variety, made on its first job: Harper's own Dialect enum, looked up by name.
const linters = new Map();
function linterFor(dialect) {
  if (!linters.has(dialect)) linters.set(dialect, ready.then(({ harper, binary }) => init(harper, binary, dialect)));
  return linters.get(dialect);
}

async function load() {
  const harper = await import(workerData.harperUrl);
  const { binary } = await import(workerData.binaryUrl);
  return { harper, binary };
}

async function init(harper, binary, dialect) {
  if (!(dialect in harper.Dialect)) throw new Error('Unknown English dialect: ' + dialect);
  const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect[dialect] });
  await linter.setup();
  const rules = workerData.rules || {};
  if (Object.keys(rules).length > 0) {
    const config = await linter.getLintConfig();
    for (const [name, on] of Object.entries(rules)) if (name in config) config[name] = on;
    await linter.setLintConfig(config);
  }
  return linter;
}

function free(object) {
  try { if (object && typeof object.free === 'function') object.free(); } catch {}
}

function toRaw(rule, lint) {
  const span = lint.span();
  const suggestions = lint.suggestions();
  const raw = {
    rule,
    kind: lint.lint_kind(),
    start: span.start,
    end: span.end,
    problem: lint.get_problem_text(),
    message: lint.message(),
    suggestions: suggestions.map((s) => ({ kind: KINDS[s.kind()] || 'replace', text: s.get_replacement_text() })),
  };
  for (const s of suggestions) free(s);
  free(span);
  free(lint);
  return raw;
}

const ready = load();
ready.catch((error) => parentPort.postMessage({ type: 'fatal', error: String((error && error.stack) || error) }));
linterFor(workerData.dialect).catch((error) =>
  parentPort.postMessage({ type: 'fatal', error: String((error && error.stack) || error) }),
);

parentPort.on('message', async (job) => {
  try {
    const linter = await linterFor(job.dialect);
    const lints = [];
    if (job.mode === 'plain') {
      for (const lint of await linter.lint(job.text, { language: 'plaintext' })) lints.push(toRaw('', lint));
    } else {
      const groups = await linter.organizedLints(job.text, { language: 'plaintext' });
      for (const [rule, list] of Object.entries(groups)) for (const lint of list) lints.push(toRaw(rule, lint));
    }
    parentPort.postMessage({ type: 'result', id: job.id, lints });
  } catch (error) {
    parentPort.postMessage({ type: 'error', id: job.id, error: String((error && error.stack) || error) });
  }
});
`;

/** The English varieties a learner can choose; the worker maps each to harper.js's own `Dialect` member. */
export type HarperDialect = 'american' | 'british';
const DIALECT_NAMES: Record<HarperDialect, string> = { american: 'American', british: 'British' };

export interface HarperRunnerOptions {
  /** Terminate the worker after this long without work (default 5 minutes). */
  idleMs?: number;
  /** Rule switches applied over Harper's defaults (unknown names are ignored). */
  rules?: Record<string, boolean>;
  /** The variety the worker sets up first (default American); a job may ask for another. */
  dialect?: HarperDialect;
  /** Jobs that may wait behind the one in flight before more are refused (default DEFAULT_MAX_WAITING). */
  maxWaiting?: number;
}

export interface HarperRunner {
  lint(text: string, mode?: LintMode, signal?: AbortSignal, dialect?: HarperDialect): Promise<RawLint[]>;
  close(): Promise<void>;
  /** Whether a worker is alive now. */
  readonly running: boolean;
  /** How many workers have been started so far. */
  readonly starts: number;
  /** The id of Harper's process while it runs (null when released). */
  readonly pid: number | null;
}

export const DEFAULT_IDLE_MS = 5 * 60_000;

/*
 * A check takes Harper 30–80 ms, 80–140 ms at 800 characters, on two cores that also serve requests: the
 * 16th job in the queue starts within about 1–2 s.
 */
export const DEFAULT_MAX_WAITING = 16;
/** What a job is assumed to take until jobs have been timed. */
const FIRST_JOB_ESTIMATE_MS = 100;

/** The queue is full: try again in `retryAfterSeconds`, by when the jobs ahead should be done. */
export class HarperBusyError extends Error {
  override name = 'HarperBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('The offline grammar checker is busy');
  }
}

interface Job {
  id: number;
  text: string;
  mode: LintMode;
  dialect: string;
  resolve: (lints: RawLint[]) => void;
  reject: (error: unknown) => void;
  /** Set once the caller has been answered (aborted, failed, done). */
  settled: boolean;
  cleanup: () => void;
  /** When it was sent to the process, and whether the process was started for it (startup is not timed). */
  sentAt?: number;
  cold?: boolean;
}

type WorkerMessage =
  | { type: 'result'; id: number; lints: RawLint[] }
  | { type: 'error'; id: number; error: string }
  | { type: 'fatal'; error: string };

function resolveModule(specifier: string): string {
  // import.meta.resolve is synchronous in Node >= 20.6 and kept as is by esbuild; the bare name is the fallback.
  try {
    return typeof import.meta.resolve === 'function' ? import.meta.resolve(specifier) : specifier;
  } catch {
    return specifier;
  }
}

/** The part of a worker's interface the runner uses, over a child process. */
interface HarperProcess {
  on(event: 'message', listener: (message: WorkerMessage) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'exit', listener: (code: number | null) => void): void;
  removeAllListeners(): void;
  postMessage(message: unknown): void;
  ref(): void;
  unref(): void;
  terminate(): Promise<void>;
  readonly pid: number | null;
}

/*
 * Checks are the heavy, patient work; reads are what a learner waits on. With the checker below the
 * server in the scheduler's eyes, a saturated checker takes the CPU the server leaves, not the other
 * way round (npm run bench:mixed: reads p99 while checks run). A system that refuses it changes nothing.
 */
const CHECKER_NICENESS_ABOVE_SERVER = 10;
const LOWEST_PRIORITY = 19;

function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, Math.min(LOWEST_PRIORITY, getPriority() + CHECKER_NICENESS_ABOVE_SERVER));
  } catch {
    // Not permitted here: the checker runs at the server's priority, as before.
  }
}

function startHarperProcess(options: object): HarperProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--input-type=commonjs', '-e', WORKER_SOURCE, JSON.stringify(options)],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    },
  );
  lowerPriority(child.pid);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one implementation of the typed overloads above
    on(event: 'message' | 'error' | 'exit', listener: (...args: any[]) => void) {
      child.on(event, listener);
    },
    pid: child.pid ?? null,
    removeAllListeners: () => child.removeAllListeners(),
    postMessage: (message) => {
      if (child.connected) child.send(message as object);
    },
    // An idle checker must not keep the server alive; the IPC channel is a handle of its own.
    ref: () => {
      child.ref();
      child.channel?.ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) {
        // Listened for here: the runner may have removed every listener before it terminates.
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // An idle process is unreferenced: without this, a script whose last step is close() ends while
        // waiting for the exit, in silence, before it gets to print anything (npm run eval:check did).
        child.ref();
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export function createHarperRunner(options: HarperRunnerOptions = {}): HarperRunner {
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  const workerData = {
    harperUrl: resolveModule('harper.js'),
    binaryUrl: resolveModule('harper.js/binary'),
    dialect: DIALECT_NAMES[options.dialect ?? 'american'],
    rules: options.rules ?? {},
  };

  let worker: HarperProcess | null = null;
  let starts = 0;
  let closed = false;
  let nextId = 1;
  const queue: Job[] = [];
  let current: Job | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  /** A moving average of how long a job takes, for Retry-After. */
  let jobMs = FIRST_JOB_ESTIMATE_MS;

  const settle = (job: Job, outcome: { lints: RawLint[] } | { error: unknown }) => {
    if (job.settled) return;
    job.settled = true;
    job.cleanup();
    if ('lints' in outcome) job.resolve(outcome.lints);
    else job.reject(outcome.error);
  };

  const clearIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  };

  const stopWorker = (target: HarperProcess) => {
    if (worker === target) worker = null;
    target.removeAllListeners();
    // Errors after we have let go of the worker have nobody to tell.
    target.on('error', () => undefined);
    void target.terminate().catch(() => undefined);
  };

  /** Fails the job in flight and everything queued (the worker died or could not start). */
  const failAll = (error: Error) => {
    const jobs = current ? [current, ...queue] : [...queue];
    current = null;
    queue.length = 0;
    for (const job of jobs) settle(job, { error });
  };

  const startWorker = (): HarperProcess => {
    const started = startHarperProcess(workerData);
    starts += 1;
    started.on('message', (message: WorkerMessage) => {
      if (message.type === 'fatal') {
        stopWorker(started);
        failAll(new Error(`The offline grammar checker could not start: ${message.error}`));
        return;
      }
      const job = current;
      if (!job || job.id !== message.id) return;
      current = null;
      if (!job.cold && job.sentAt !== undefined) jobMs += (performance.now() - job.sentAt - jobMs) / 5;
      if (message.type === 'result') settle(job, { lints: message.lints });
      else settle(job, { error: new Error(`The offline grammar checker failed: ${message.error}`) });
      pump();
    });
    started.on('error', (error) => {
      stopWorker(started);
      failAll(new Error(`The offline grammar checker stopped: ${error.message}`));
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = null;
      failAll(new Error(`The offline grammar checker stopped unexpectedly (exit code ${code})`));
    });
    return started;
  };

  const pump = () => {
    if (current || closed) return;
    // Drop jobs whose callers already left.
    while (queue.length > 0 && queue[0]!.settled) queue.shift();
    const job = queue.shift();
    if (!job) {
      if (worker) {
        // Nothing to do: let the process exit if it wants to, and release the worker after a while.
        worker.unref();
        clearIdle();
        const idle = worker;
        idleTimer = setTimeout(() => {
          idleTimer = null;
          if (worker === idle && !current && queue.length === 0) stopWorker(idle);
        }, idleMs);
        idleTimer.unref();
      }
      return;
    }
    clearIdle();
    job.cold = !worker;
    if (!worker) worker = startWorker();
    worker.ref();
    current = job;
    job.sentAt = performance.now();
    worker.postMessage({ id: job.id, text: job.text, mode: job.mode, dialect: job.dialect });
  };

  return {
    get running() {
      return worker !== null;
    },
    get starts() {
      return starts;
    },
    get pid() {
      return worker?.pid ?? null;
    },
    lint(text, mode = 'organized', signal, dialect = options.dialect ?? 'american') {
      if (closed) return Promise.reject(new Error('The offline grammar checker is closed'));
      if (signal?.aborted) return Promise.reject(signal.reason);
      const waiting = queue.filter((job) => !job.settled).length;
      if (waiting >= maxWaiting) {
        const seconds = Math.max(1, Math.ceil(((waiting + 1) * jobMs) / 1000));
        return Promise.reject(new HarperBusyError(seconds));
      }
      return new Promise<RawLint[]>((resolve, reject) => {
        const onAbort = () => {
          // A queued job is simply skipped; the one in flight finishes in the worker and is ignored.
          settle(job, { error: signal?.reason });
        };
        const job: Job = {
          id: nextId++,
          text,
          mode,
          dialect: DIALECT_NAMES[dialect],
          resolve,
          reject,
          settled: false,
          cleanup: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },
    async close() {
      closed = true;
      clearIdle();
      failAll(new Error('The offline grammar checker is closed'));
      const last = worker;
      worker = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.terminate();
      }
    },
  };
}
