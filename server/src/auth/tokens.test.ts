import { describe, expect, it } from 'vitest';
import { LIMITS } from '@contract';
import { createSessionTokens } from './tokens';

const SECRET = 'a'.repeat(64);
const DAY_MS = 24 * 60 * 60 * 1000;

function tokensAt(start: Date) {
  let now = start.getTime();
  const tokens = createSessionTokens(SECRET, () => new Date(now));
  return { tokens, advance: (ms: number) => (now += ms) };
}

describe('session tokens', () => {
  it('accepts its own token again and again, and refuses it once it has expired, even after a check', async () => {
    const { tokens, advance } = tokensAt(new Date('2026-01-01T00:00:00Z'));
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    advance(LIMITS.tokenLifetimeDays * DAY_MS + 1_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token with a changed payload or signature, though the original was checked', async () => {
    const { tokens } = tokensAt(new Date());
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
  });

  it("refuses another secret's token", async () => {
    const other = createSessionTokens('b'.repeat(64), () => new Date());
    const { tokens } = tokensAt(new Date());
    expect(await tokens.verify(await other.sign({ userId: 'u1', tokenVersion: 0 }))).toBeNull();
  });
});
