import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { createMemoryMailer } from '../test/mail';
import { MemoryReadCache } from '../lib/read-cache';
import type { Learner } from './learner';
import { createUsersRepository } from './repository';
import { createAccountService } from './service';
import { createSessionTokens } from './tokens';

describe.each(TEST_DATABASES)('the learner on a request (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  it('is what a session proves: who they are and their preferences, never their password hash', async () => {
    const clock = () => new Date();
    const tokens = createSessionTokens('a-secret-for-this-test-only-0123456789', clock);
    const accounts = createAccountService({
      users: createUsersRepository(t.database.db),
      tokens,
      clock,
      mailer: createMemoryMailer(),
      readCache: new MemoryReadCache(),
      publishedItemIds: async () => [],
    });
    const learner = await accounts.authenticate(
      await tokens.sign({ userId: alice.user.id, tokenVersion: 0 }),
    );

    expect(learner).toEqual({ ...alice.user, tokenVersion: 0 });
    expect(JSON.stringify(learner)).not.toMatch(/hash|argon2/i);
  });

  it('is typed so: request.user has no password_hash for a route or service to pass on', () => {
    expectTypeOf<NonNullable<FastifyRequest['user']>>().toEqualTypeOf<Learner>();
    expectTypeOf<Learner>().not.toHaveProperty('password_hash');
  });
});
