/*
 * The end-to-end stack: a real SMTP peer that keeps what it receives (readable over a tiny HTTP
 * mailbox, so specs can read an emailed reset code), a scripted OpenAI-compatible AI provider whose
 * answers specs can queue, and the built Wordloom server with a fresh data directory pointed at both.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_AI_MODELS, startAiProvider } from './ai-provider';
import { E2E_APP_PORT, E2E_MAILBOX_PORT, E2E_SMTP_PORT } from './ports';

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

const dataDir = mkdtempSync(join(tmpdir(), 'wordloom-e2e-'));
const server = spawn(process.execPath, ['build/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.baseUrl,
    AI_MODELS: E2E_AI_MODELS.join(','),
    // The scripted provider answers in order: background example sentences would take answers a spec scripted.
    AI_SENTENCE_POOL: 'off',
    // A learner's own OpenAI key goes to the scripted provider too (the operator's gateway override).
    AI_CUSTOM_BASE_URLS: `openai=${ai.baseUrl}`,
    LOG_LEVEL: 'warn',
    // Specs act as many learners on one machine: registerByApi gives each its own X-Forwarded-For, so
    // the per-IP register limit (10 an hour) counts learners as it would in real life, not the suite.
    TRUST_PROXY: '127.0.0.1',
  },
});

function stop() {
  server.kill('SIGTERM');
  smtp.close();
  mailbox.close();
  void ai.close();
}
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
