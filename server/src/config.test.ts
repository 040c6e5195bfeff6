import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'wordloom-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });
  const failure = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  it('has the documented defaults', () => {
    const config = load();
    expect(config).toMatchObject({
      nodeEnv: 'development',
      logLevel: 'info',
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      dataDir,
      databaseUrl: null,
      redisUrl: null,
      ai: {
        provider: 'offline',
        apiKey: null,
        models: [],
        structuredOutput: 'json_schema',
        timeoutMs: 60_000,
      },
      mail: { smtpUrl: null, from: 'Wordloom <no-reply@wordloom.local>' },
      resetCodeTtlMinutes: 10,
      reminderScanSeconds: 300,
      publicUrl: 'http://127.0.0.1:3000',
      icpLicense: null,
      icpLink: null,
    });
    expect(config.webDistDir).toMatch(/web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/wordloom',
      REDIS_URL: 'redis://cache:6379',
      APP_SECRET: 's'.repeat(40),
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:8080/v1',
      AI_MODELS: 'qwen3:8b, llama3 ,',
      AI_STRUCTURED_OUTPUT: 'json_object',
      AI_TIMEOUT_MS: '5000',
      AI_CUSTOM_BASE_URLS: 'openai=https://gateway.example/v1, deepseek=https://ds.example',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Wordloom <hi@example.com>',
      RESET_CODE_TTL_MINUTES: '15',
      ICP_LICENSE: '京ICP备12345678号',
      ICP_LINK: 'https://beian.miit.gov.cn/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      OFFLINE_CHECKER_IDLE_SECONDS: '30',
      REMINDER_SCAN_SECONDS: '0',
      PUBLIC_URL: 'https://wordloom.example/app/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/wordloom',
      redisUrl: 'redis://cache:6379',
      appSecret: 's'.repeat(40),
      logLevel: 'warn',
      ai: {
        provider: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:8080/v1',
        models: ['qwen3:8b', 'llama3'],
        structuredOutput: 'json_object',
        timeoutMs: 5000,
        customBaseUrls: { openai: 'https://gateway.example/v1', deepseek: 'https://ds.example' },
        offlineCheckerIdleSeconds: 30,
      },
      mail: { smtpUrl: 'smtp://mail.example:587', from: 'Wordloom <hi@example.com>' },
      resetCodeTtlMinutes: 15,
      reminderScanSeconds: 0,
      publicUrl: 'https://wordloom.example/app',
      icpLicense: '京ICP备12345678号',
    });
    expect(typeof config.trustProxy).toBe('function');
  });

  it('treats empty variables as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '', ICP_LINK: '' })).toMatchObject({
      port: 3000,
      ai: { offlineCheckerIdleSeconds: 300 },
      databaseUrl: null,
      icpLink: null,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ AI_PROVIDER: 'skynet' }, 'AI_PROVIDER'],
    [{ AI_TIMEOUT_MS: '-1' }, 'AI_TIMEOUT_MS'],
    [{ OFFLINE_CHECKER_IDLE_SECONDS: '0' }, 'OFFLINE_CHECKER_IDLE_SECONDS'],
    [{ AI_STRUCTURED_OUTPUT: 'xml' }, 'AI_STRUCTURED_OUTPUT'],
    [{ AI_CUSTOM_BASE_URLS: 'openai' }, 'AI_CUSTOM_BASE_URLS'],
    [{ SMTP_URL: 'mail.example' }, 'SMTP_URL'],
    [{ RESET_CODE_TTL_MINUTES: '0' }, 'RESET_CODE_TTL_MINUTES'],
    [{ REMINDER_SCAN_SECONDS: '-1' }, 'REMINDER_SCAN_SECONDS'],
    [{ PUBLIC_URL: 'wordloom.example' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ AI_PROVIDER: 'openai-compatible' }, 'AI_BASE_URL'],
  ])('names the bad variable: %j', (env, variable) => {
    expect(failure(env)).toMatch(new RegExp(`^\\s*${variable}: `, 'm'));
  });

  it('links mails to this server when PUBLIC_URL is unset, as a browser on the machine reaches it', () => {
    expect(load({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('reports every bad variable at once', () => {
    const message = failure({ PORT: 'x', AI_PROVIDER: 'y' });
    expect(message).toContain('PORT');
    expect(message).toContain('AI_PROVIDER');
  });

  it('never prints a secret or a URL password in the error', () => {
    expect(failure({ APP_SECRET: 'hunter2' })).not.toContain('hunter2');
    expect(failure({ REDIS_URL: 'http://user:pa55word@cache' })).not.toContain('pa55word');
  });

  it('requires APP_SECRET in production', () => {
    expect(failure({ NODE_ENV: 'production' })).toMatch(/APP_SECRET: is required when NODE_ENV=production/);
    expect(load({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32) }).appSecret).toBe('p'.repeat(32));
  });

  it('otherwise generates a secret once, private to the owner, and reuses it', () => {
    const first = load().appSecret;
    const file = join(dataDir, 'app-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load().appSecret).toBe(first);
  });

  it('replaces a stored secret that is too short to be safe', () => {
    writeFileSync(join(dataDir, 'app-secret'), 'weak\n');
    expect(load().appSecret).not.toBe('weak');
  });
});
