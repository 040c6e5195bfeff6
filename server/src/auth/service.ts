import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PREFERENCES,
  translate,
  type Language,
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
import { cacheTags, type CacheTag, type ReadCache } from '../lib/read-cache';
import type { Mailer } from '../lib/mail/mailer';
import { doneToday, reminderDueAt } from '../reminders';
import { hashPassword, spendDummyVerification, verifyPassword } from './passwords';
import { learnerFrom, presentUser, schedulingColumns, storedList, type Learner } from './learner';
import type { UserChanges, UserRow, UsersRepository } from './repository';
import type { SessionTokens } from './tokens';

export interface AccountServiceDeps {
  users: UsersRepository;
  tokens: SessionTokens;
  clock: Clock;
  /** Sends the notice to the old address when the email changes. */
  mailer: Mailer;
  /** The change is made whether or not the notice could be sent; the operator hears of a failure. */
  onNoticeFailed?: (error: unknown) => void;
  /**
   * Cached reads that show a learner: their name on the feeds and on their items' pages, their time zone
   * and daily new words in their review queue. Nothing else an account does (sign-up, sign-in, a new
   * email or password, the theme) is in a cached read, so nothing else invalidates.
   */
  readCache: ReadCache;
  /** The ids of the learner's published items (both kinds), whose pages show their name. */
  publishedItemIds: (userId: string) => Promise<string[]>;
}

export interface ProfileUpdate {
  user: User;
  /** Only after an email change: the new session, as every older token has ended. */
  token?: string;
}

export interface Session {
  user: User;
  token: string;
}

/** Accounts: sign-up, sign-in, the session, and the user's own profile and preferences. */
export function createAccountService({
  users,
  tokens,
  clock,
  mailer,
  onNoticeFailed,
  readCache,
  publishedItemIds,
}: AccountServiceDeps) {
  const now = () => clock().toISOString();
  const sessionFor = async (learner: Learner): Promise<Session> => ({
    user: presentUser(learner),
    token: await tokens.sign({ userId: learner.id, tokenVersion: learner.tokenVersion }),
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

  async function update(learner: Learner, changes: UserChanges): Promise<User> {
    const updated = await withUniqueGuard(() => users.update(learner.id, { ...changes, updated_at: now() }));
    if (!updated) throw errors.sessionExpired();
    await readCache.invalidate(await tagsShowing(learner, changes));
    return presentUser(learnerFrom(updated));
  }

  /* The cached reads a saved change of the learner's shows in (read after it committed). */
  async function tagsShowing(learner: Learner, changes: UserChanges): Promise<CacheTag[]> {
    const tags: CacheTag[] = [];
    if (changes.username !== undefined && changes.username !== learner.username) {
      const items = await publishedItemIds(learner.id);
      tags.push(cacheTags.feed('generation'), cacheTags.feed('check'), ...items.map(cacheTags.item));
    }
    // The review queue's cached reads follow the learner's zone, allowances and schedule.
    const scheduling = [
      changes.time_zone,
      changes.daily_new_words,
      changes.daily_review_limit,
      changes.desired_retention,
      changes.question_types,
      changes.easy_days,
    ];
    if (scheduling.some((change) => change !== undefined)) {
      tags.push(cacheTags.learner(learner.id));
    }
    return tags;
  }

  /* A new reminder hour, on/off or zone moves the next reminder (the scan's key); null when off. */
  async function reminderChanges(learner: Learner, input: UpdatePreferences): Promise<UserChanges> {
    const before = learner.preferences;
    const reminder = { ...before.reminder, ...input.reminder };
    const timeZone = input.timeZone ?? before.timeZone;
    const same = reminder.email === before.reminder.email && reminder.hour === before.reminder.hour;
    if (same && timeZone === before.timeZone) return {};
    const stored = (await users.findById(learner.id))?.reminder_due_at ?? null;
    const at = clock();
    const done = doneToday(stored, timeZone, at);
    return { reminder_due_at: reminderDueAt(reminder, { timeZone, now: at, doneToday: done }) };
  }

  async function sendEmailChangedNotice(learner: Learner, newEmail: string, language: Language) {
    const params = { username: learner.username, newEmail };
    try {
      await mailer.send({
        to: learner.email,
        subject: translate(language, 'mail.emailChangedSubject', params),
        text: translate(language, 'mail.emailChangedText', params),
      });
    } catch (error) {
      onNoticeFailed?.(error);
    }
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
        ...schedulingColumns(preferences),
        reminder_due_at: reminderDueAt(preferences.reminder, {
          timeZone: preferences.timeZone,
          now: new Date(createdAt),
          doneToday: false,
        }),
        created_at: createdAt,
        updated_at: createdAt,
      };
      await withUniqueGuard(() => users.insert(row));
      return sessionFor(learnerFrom(row));
    },

    async login(input: LoginRequest): Promise<Session> {
      const row = await users.findByEmail(input.email.toLowerCase());
      if (!row) {
        await spendDummyVerification(input.password);
        throw errors.invalidCredentials();
      }
      if (!(await verifyPassword(row.password_hash, input.password))) throw errors.invalidCredentials();
      return sessionFor(learnerFrom(row));
    },

    /** The signed-in user behind a bearer token; forged, expired and revoked tokens all fail alike. */
    async authenticate(token: string): Promise<Learner> {
      const claims = await tokens.verify(token);
      const row = claims ? await users.findById(claims.userId) : undefined;
      if (!claims || !row || row.token_version !== claims.tokenVersion) throw errors.sessionExpired();
      return learnerFrom(row);
    },

    me(learner: Learner): User {
      return presentUser(learner);
    },

    /**
     * Username and email. A new email needs the current password (400 without it, 403 when wrong: a 401
     * would sign the user out), ends every older token, answers a fresh one, and tells the old address.
     */
    async updateProfile(
      learner: Learner,
      input: UpdateProfileRequest,
      language: Language,
    ): Promise<ProfileUpdate> {
      const requested = input.email?.toLowerCase();
      const email = requested !== undefined && requested !== learner.email ? requested : undefined;
      if (email !== undefined) {
        if (input.currentPassword === undefined) {
          throw errors.invalidField('currentPassword', 'validation.currentPasswordRequired');
        }
        // The hash is read for this one check: the learner on the request never carries it.
        const stored = await users.findById(learner.id);
        if (!stored) throw errors.sessionExpired();
        if (!(await verifyPassword(stored.password_hash, input.currentPassword))) {
          throw errors.forbidden('errors.currentPasswordWrong');
        }
      }
      await assertAvailable(input.username, email, learner.id);
      const changes: UserChanges = {};
      if (input.username !== undefined) {
        changes.username = input.username;
        changes.username_lower = input.username.toLowerCase();
      }
      if (email === undefined) return { user: await update(learner, changes) };
      changes.email = email;
      changes.token_version = learner.tokenVersion + 1;
      const user = await update(learner, changes);
      await sendEmailChangedNotice(learner, email, language);
      return {
        user,
        token: await tokens.sign({ userId: learner.id, tokenVersion: learner.tokenVersion + 1 }),
      };
    },

    async updatePreferences(learner: Learner, input: UpdatePreferences): Promise<User> {
      const changes: UserChanges = await reminderChanges(learner, input);
      if (input.theme !== undefined) changes.theme = input.theme;
      if (input.language !== undefined) changes.language = input.language;
      if (input.grammarLanguage !== undefined) changes.grammar_language = input.grammarLanguage;
      if (input.showInCommunity !== undefined) changes.show_in_community = input.showInCommunity ? 1 : 0;
      if (input.englishVariety !== undefined) changes.english_variety = input.englishVariety;
      if (input.dailyNewWords !== undefined) changes.daily_new_words = input.dailyNewWords;
      if (input.timeZone !== undefined) changes.time_zone = input.timeZone;
      if (input.desiredRetention !== undefined) changes.desired_retention = input.desiredRetention;
      if (input.dailyReviewLimit !== undefined) changes.daily_review_limit = input.dailyReviewLimit;
      if (input.easyDays !== undefined) changes.easy_days = storedList(input.easyDays);
      if (input.questionTypes !== undefined) changes.question_types = storedList(input.questionTypes);
      if (input.reminder?.email !== undefined) changes.reminder_email = input.reminder.email ? 1 : 0;
      if (input.reminder?.hour !== undefined) changes.reminder_hour = input.reminder.hour;
      return update(learner, changes);
    },

    /** A partial update: the fields sent replace those stored, the others stay. */
    updateFontSettings(learner: Learner, input: UpdateFontSettings): Promise<User> {
      const merged = { ...learner.preferences.fontSettings, ...input };
      return update(learner, { font_settings: JSON.stringify(merged) });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
