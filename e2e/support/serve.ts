/*
 * The end-to-end stack: a real SMTP peer that keeps what it receives (readable over a tiny HTTP
 * mailbox, so specs can read an emailed reset code), a scripted OpenAI-compatible AI provider whose
 * answers specs can queue, and the built Wordloom server with a fresh data directory pointed at both.
 * Beside it, the same build on the built-in checker (AI_PROVIDER=offline, its own data directory, the
 * same SMTP peer), for the walks a platform AI would otherwise answer. It starts first, and the main
 * server once it answers: Playwright waits for the main server only, so both are up when specs run, and
 * the main server takes the dictionary index the first one built instead of building it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_AI_MODELS, startAiProvider } from './ai-provider';
import { DICTIONARY_FILE } from '../../server/src/dictionary/ensure';
import { E2E_APP_PORT, E2E_MAILBOX_PORT, E2E_OFFLINE_APP_PORT, E2E_SMTP_PORT } from './ports';

interface Mail {
  to: string[];
  raw: string;
}
const mails: Mail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw });
      callback();
    });
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mailbox');
  const to = url.searchParams.get('to')?.toLowerCase() ?? '';
  const latest = mails.filter((mail) => mail.to.includes(to)).at(-1);
  response.writeHead(latest ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(latest ?? null));
});
mailbox.listen(E2E_MAILBOX_PORT, '127.0.0.1');

const ai = await startAiProvider();

/* What both servers share: the build, loopback only, no PostgreSQL or Redis, mail to the SMTP peer. */
const common = {
  ...process.env,
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  LOG_LEVEL: 'warn',
  // Specs act as many learners on one machine: registerByApi gives each its own X-Forwarded-For, so
  // the per-IP register limit (10 an hour) counts learners as it would in real life, not the suite.
  TRUST_PROXY: '127.0.0.1',
};
const servers: Array<{ process: ChildProcess; dataDir: string }> = [];
let exitCode: number | null = null;

/**
 * The built server on `port` with a fresh data directory (given the dictionary index at `dictionary`).
 * The directory is named by the port and emptied first: Playwright ends the stack with SIGKILL, so what
 * one run leaves behind the next run on the same ports clears (Playwright starts this stack only when
 * nothing answers on them, so no server of another run is using it).
 */
function startServer(port: number, env: Record<string, string>, dictionary?: string): string {
  const dataDir = join(tmpdir(), `wordloom-e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (dictionary) copyFileSync(dictionary, join(dataDir, DICTIONARY_FILE));
  const child = spawn(process.execPath, ['build/server/main.js'], {
    stdio: 'inherit',
    env: { ...common, ...env, PORT: String(port), DATA_DIR: dataDir },
  });
  servers.push({ process: child, dataDir });
  // Either server ending ends the stack (a spec must not meet half of it), once both have gone.
  child.on('exit', (code) => {
    exitCode ??= code ?? 0;
    stop();
    if (servers.every((server) => server.process.exitCode !== null || server.process.signalCode !== null)) {
      for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
      process.exit(exitCode);
    }
  });
  return dataDir;
}

/** Resolves once the server on `port` answers its health check. */
async function answering(port: number): Promise<void> {
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let stopped = false;
function stop() {
  for (const server of servers) server.process.kill('SIGTERM');
  if (stopped) return;
  stopped = true;
  smtp.close();
  mailbox.close();
  void ai.close();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const offlineDataDir = startServer(E2E_OFFLINE_APP_PORT, { AI_PROVIDER: 'offline' });
await answering(E2E_OFFLINE_APP_PORT);
startServer(
  E2E_APP_PORT,
  {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.baseUrl,
    AI_MODELS: E2E_AI_MODELS.join(','),
    // The scripted provider answers in order: background example sentences would take answers a spec scripted.
    AI_SENTENCE_POOL: 'off',
    // A learner's own OpenAI key goes to the scripted provider too (the operator's gateway override).
    AI_CUSTOM_BASE_URLS: `openai=${ai.baseUrl}`,
  },
  join(offlineDataDir, DICTIONARY_FILE),
);
