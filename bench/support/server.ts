/*
 * The benchmarks' server side: build the app once, start the built server (`build/server/main.js`, what
 * `npm start` runs) on a fresh DATA_DIR with SQLite and LOG_LEVEL=warn, wait until /api/health answers,
 * and stop it again. Ports 4060-4069 unless BENCH_PORT_BASE says otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;
const DICTIONARY_FILE = 'dictionary.sqlite';
const DICTIONARY_CACHE = join(tmpdir(), 'wordloom-bench-dictionary.sqlite');
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4060);

/** `npm run build` (web and server), unless BENCH_SKIP_BUILD=1 (the previous build is reused). */
export function buildApp(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build failed');
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startBuiltServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  /** Start from (and keep) a dictionary index built by an earlier bench run, when it is still current. */
  reuseDictionary?: boolean;
  /** Flags for node itself (a profile: `--cpu-prof`). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wordloom-bench-'));
  // The dictionary index takes a minute to build on a first start; benches that do not measure that reuse one.
  if (options.reuseDictionary && existsSync(DICTIONARY_CACHE)) {
    copyFileSync(DICTIONARY_CACHE, join(dataDir, DICTIONARY_FILE));
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'build/server/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      APP_SECRET: randomBytes(32).toString('hex'),
      ...options.env,
    },
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await waitForHealth(baseUrl, child);
  if (options.reuseDictionary) copyFileSync(join(dataDir, DICTIONARY_FILE), DICTIONARY_CACHE);
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    process: child,
    async stop() {
      await stopChild(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs = 300_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} did not answer /api/health in time`);
}
