import { afterAll, beforeAll } from 'vitest';
import { registerUser, type RegisteredUser } from './accounts';
import { createTestApp, type TestApp, type TestDatabaseKind } from './app';
import { createLearners, type Learner } from './community';

/** A describe block's app and its two users, filled in before its tests; the app is closed after them. */
export interface PairSuite<User> {
  t: TestApp;
  alice: User;
  bob: User;
}

function pairSuite<User>(
  database: TestDatabaseKind,
  createPair: (t: TestApp) => Promise<User[]>,
): PairSuite<User> {
  const suite = {} as PairSuite<User>;
  beforeAll(async () => {
    suite.t = await createTestApp({ database });
    [suite.alice, suite.bob] = (await createPair(suite.t)) as [User, User];
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** Alice and Bob registered through the API (test/accounts.ts). */
export const withRegisteredPair = (database: TestDatabaseKind): PairSuite<RegisteredUser> =>
  pairSuite(database, (t) => Promise.all([registerUser(t), registerUser(t)]));

/** Alice and Bob as learners written straight to the database (test/community.ts). */
export const withLearnerPair = (database: TestDatabaseKind): PairSuite<Learner> =>
  pairSuite(database, (t) => createLearners(t, 2));
