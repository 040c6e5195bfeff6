import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { KeysetPosition } from '../lib/keyset-cursor';
import type { Mailer } from '../lib/mail/mailer';
import { createJobLease } from './job-lease';
import { reminderDueAt } from './reminder-due';
import { reminderMail } from './reminder-mail';
import { createRemindersRepository, type DueReminder } from './repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** Learners read per query; a run goes on batch after batch until one comes back short. */
export const REMINDER_BATCH = 200;
/*
 * Long enough for a stalled mail; renewed before a mail once a minute has passed since the last renewal
 * (so a mail always goes out under a lease with minutes left), released at the end of a run.
 */
const LEASE_MS = 5 * 60_000;
const RENEW_MS = 60_000;

export interface ReminderScanLogger {
  warn(details: object, message: string): void;
}

export interface ReminderScanDeps {
  db: Db;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** Where learners open the app (config.publicUrl): the mail's links start with it. */
  publicUrl: string;
  clock: Clock;
  logger: ReminderScanLogger;
  batchSize?: number;
}

/** What one run did; `ran` is false when another instance held the lease. */
export interface ReminderScanResult {
  ran: boolean;
  sent: number;
  /** Learners whose hour came with nothing due: moved on to tomorrow, no mail. */
  skipped: number;
  /** Mails that could not be sent: their learners stay due, for the next run. */
  failed: number;
}

export interface ReminderScan {
  run(): Promise<ReminderScanResult>;
  /** Runs every `intervalMs` (a run still going when the next is due is not doubled). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run under way. */
  close(): Promise<void>;
}

/**
 * The daily reminder (docs/api-conventions.md, "Reminders"). One instance at a time runs it (the
 * `reminders` row of job_leases); each batch is one query on the users_reminder_due index. A learner
 * with cards due gets one mail in their language, and their reminder moves to tomorrow's hour; one with
 * none is moved on without a mail; a mail that fails leaves the learner due, so the next run tries again
 * and nothing counts as sent.
 */
export function createReminderScan(deps: ReminderScanDeps): ReminderScan {
  const reminders = createRemindersRepository(deps.db);
  const lease = createJobLease(deps.db, 'reminders', randomUUID());
  const batchSize = deps.batchSize ?? REMINDER_BATCH;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReminderScanResult> | null = null;

  let renewedAt = 0;
  async function holdLease(renew: boolean): Promise<boolean> {
    const now = deps.clock();
    if (renew && now.getTime() - renewedAt < RENEW_MS) return true;
    if (!(await lease.acquire(now, LEASE_MS))) return false;
    renewedAt = now.getTime();
    return true;
  }

  async function moveOn(learner: DueReminder): Promise<void> {
    const next = reminderDueAt(
      { email: true, hour: learner.reminder_hour },
      { timeZone: learner.time_zone, now: deps.clock(), doneToday: true },
    );
    await reminders.moveOn(learner.id, learner.reminder_due_at, next!);
  }

  async function remind(learner: DueReminder): Promise<boolean> {
    const links = {
      review: `${deps.publicUrl}/review`,
      unsubscribe: `${deps.publicUrl}/api/reminders/unsubscribe?token=${deps.tokens.sign(learner.id)}`,
    };
    try {
      await deps.mailer.send(reminderMail(learner, links));
    } catch (error) {
      // Addresses and credentials (a refused recipient, the SMTP URL) stay out of the log: the learner
      // is found by id.
      const reason = error instanceof Error ? error.message.replace(/[^\s<>()]+@[^\s<>()]+/g, '…') : '';
      const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
      deps.logger.warn(
        { userId: learner.id, code, reason },
        'a reminder mail could not be sent; trying again next scan',
      );
      return false;
    }
    await moveOn(learner);
    return true;
  }

  async function scan(): Promise<ReminderScanResult> {
    const result: ReminderScanResult = { ran: false, sent: 0, skipped: 0, failed: 0 };
    if (!(await holdLease(false))) return result;
    result.ran = true;
    const now = deps.clock().toISOString();
    let after: KeysetPosition<string> | null = null;
    try {
      for (;;) {
        const batch = await reminders.due(now, after, batchSize);
        for (const learner of batch) {
          if (learner.due_cards === 0) {
            await moveOn(learner);
            result.skipped += 1;
            continue;
          }
          // Another instance may have taken over after a stall: it mails from here on, not both.
          if (!(await holdLease(true))) return result;
          if (await remind(learner)) result.sent += 1;
          else result.failed += 1;
        }
        if (batch.length < batchSize) return result;
        const last = batch.at(-1)!;
        after = { value: last.reminder_due_at, id: last.id };
      }
    } finally {
      await lease.release(deps.clock());
    }
  }

  function run(): Promise<ReminderScanResult> {
    running ??= scan().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    start(intervalMs) {
      timer = setInterval(() => {
        run().catch((error: unknown) => deps.logger.warn({ err: error }, 'the reminder scan failed'));
      }, intervalMs);
      // The timer alone never keeps the process up: closing the app ends it.
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
