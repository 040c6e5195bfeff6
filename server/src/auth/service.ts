import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PREFERENCES,
  type LoginRequest,
  type RegisterRequest,
  type UpdateFontSettings,
  type UpdatePreferences,
  type UpdateProfileRequest,
  type User,
} from '@contract';
import { uniqueViolation } from '../db/constraint-errors';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { hashPassword, spendDummyVerification, verifyPassword } from './passwords';
import { readFontSettings, presentUser } from './present';
import type { UserChanges, UserRow, UsersRepository } from './repository';
import type { SessionTokens } from './tokens';

export interface AccountServiceDeps {
  users: UsersRepository;
  tokens: SessionTokens;
  clock: Clock;
}

export interface Session {
  user: User;
  token: string;
}

/** Accounts: sign-up, sign-in, the session, and the user's own profile and preferences. */
export function createAccountService({ users, tokens, clock }: AccountServiceDeps) {
  const now = () => clock().toISOString();
  const sessionFor = async (row: UserRow): Promise<Session> => ({
    user: presentUser(row),
    token: await tokens.sign({ userId: row.id, tokenVersion: row.token_version }),
  });

  async function assertAvailable(username: string | undefined, email: string | undefined, exceptId?: string) {
    if (username !== undefined && (await users.isUsernameTaken(username.toLowerCase(), exceptId))) {
      throw errors.conflict('errors.usernameTaken');
    }
    if (email !== undefined && (await users.isEmailTaken(email, exceptId))) {
      throw errors.conflict('errors.emailTaken');
    }
  }

  /* The checks above leave a window between two concurrent requests; the UNIQUE constraints close it. */
  async function withUniqueGuard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const violated = uniqueViolation(error);
      if (violated === null) throw error;
      throw errors.conflict(violated.includes('email') ? 'errors.emailTaken' : 'errors.usernameTaken');
    }
  }

  async function update(row: UserRow, changes: UserChanges): Promise<User> {
    const updated = await withUniqueGuard(() => users.update(row.id, { ...changes, updated_at: now() }));
    if (!updated) throw errors.sessionExpired();
    return presentUser(updated);
  }

  return {
    async register(input: RegisterRequest): Promise<Session> {
      const email = input.email.toLowerCase();
      await assertAvailable(input.username, email);
      const createdAt = now();
      const preferences = { ...DEFAULT_PREFERENCES, ...input.preferences };
      const row: UserRow = {
        id: randomUUID(),
        username: input.username,
        username_lower: input.username.toLowerCase(),
        email,
        password_hash: await hashPassword(input.password),
        token_version: 0,
        theme: preferences.theme,
        language: preferences.language,
        grammar_language: preferences.grammarLanguage,
        show_in_community: preferences.showInCommunity ? 1 : 0,
        font_settings: JSON.stringify(preferences.fontSettings),
        english_variety: preferences.englishVariety,
        daily_new_words: preferences.dailyNewWords,
        time_zone: preferences.timeZone,
        created_at: createdAt,
        updated_at: createdAt,
      };
      await withUniqueGuard(() => users.insert(row));
      return sessionFor(row);
    },

    async login(input: LoginRequest): Promise<Session> {
      const row = await users.findByEmail(input.email.toLowerCase());
      if (!row) {
        await spendDummyVerification(input.password);
        throw errors.invalidCredentials();
      }
      if (!(await verifyPassword(row.password_hash, input.password))) throw errors.invalidCredentials();
      return sessionFor(row);
    },

    /** The signed-in user behind a bearer token; forged, expired and revoked tokens all fail alike. */
    async authenticate(token: string): Promise<UserRow> {
      const claims = await tokens.verify(token);
      const row = claims ? await users.findById(claims.userId) : undefined;
      if (!claims || !row || row.token_version !== claims.tokenVersion) throw errors.sessionExpired();
      return row;
    },

    me(row: UserRow): User {
      return presentUser(row);
    },

    async updateProfile(row: UserRow, input: UpdateProfileRequest): Promise<User> {
      const email = input.email?.toLowerCase();
      await assertAvailable(input.username, email, row.id);
      const changes: UserChanges = {};
      if (input.username !== undefined) {
        changes.username = input.username;
        changes.username_lower = input.username.toLowerCase();
      }
      if (email !== undefined) changes.email = email;
      return update(row, changes);
    },

    updatePreferences(row: UserRow, input: UpdatePreferences): Promise<User> {
      const changes: UserChanges = {};
      if (input.theme !== undefined) changes.theme = input.theme;
      if (input.language !== undefined) changes.language = input.language;
      if (input.grammarLanguage !== undefined) changes.grammar_language = input.grammarLanguage;
      if (input.showInCommunity !== undefined) changes.show_in_community = input.showInCommunity ? 1 : 0;
      if (input.englishVariety !== undefined) changes.english_variety = input.englishVariety;
      if (input.dailyNewWords !== undefined) changes.daily_new_words = input.dailyNewWords;
      if (input.timeZone !== undefined) changes.time_zone = input.timeZone;
      return update(row, changes);
    },

    /** A partial update: the fields sent replace those stored, the others stay. */
    updateFontSettings(row: UserRow, input: UpdateFontSettings): Promise<User> {
      const merged = { ...readFontSettings(row.font_settings), ...input };
      return update(row, { font_settings: JSON.stringify(merged) });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
