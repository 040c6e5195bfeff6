import type { Language } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import type { TestApp } from '../test/app';
import { decodeBody, type ReceivedMail } from '../test/mail';
import { rateCard } from '../test/review';
import { addWord } from '../test/words';

/* Shared by the reminder suites: learners whose hour comes, and reading the mails they get. */

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** Saves preferences through the API, failing the test unless they were saved. */
export async function savePreferences(t: TestApp, user: RegisteredUser, preferences: object) {
  const response = await t.inject({
    method: 'PUT',
    url: '/api/auth/preferences',
    payload: preferences,
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200) throw new Error(`preferences: ${response.statusCode} ${response.body}`);
}

/** The stored reminder columns of a learner. */
export async function storedReminder(t: TestApp, userId: string) {
  return t.database.db
    .selectFrom('users')
    .select(['reminder_email', 'reminder_due_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * A learner in Shanghai with reminders at 20:00, set at 19:30 on `day` (so today's reminder is still to
 * come), with `dueCards` cards rated Again then (due a minute later). The clock is left at 19:30.
 */
export async function shanghaiLearner(
  t: TestApp,
  { day, language = 'en', dueCards = 1 }: { day: string; language?: Language; dueCards?: number },
) {
  t.setTime(new Date(`${day}T11:30:00Z`));
  const user = await registerUser(t);
  await savePreferences(t, user, {
    language,
    timeZone: 'Asia/Shanghai',
    reminder: { email: true, hour: 20 },
  });
  for (const word of ['abandon', 'calendar', 'friend'].slice(0, dueCards)) {
    const added = await addWord(t, user.token, word);
    await rateCard(t, user.token, added.id, 'again');
  }
  return user;
}

/** 20:05 in Shanghai on that day: the learners' hour has come. */
export const afterTheHour = (day: string) => new Date(`${day}T12:05:00Z`);

export function mailsTo(received: ReceivedMail[], address: string): ReceivedMail[] {
  return received.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** The mail's subject, its MIME encoded-words decoded. */
export function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The unsubscribe token of a reminder mail's link. */
export function unsubscribeToken(mail: ReceivedMail): string {
  const match = /\/api\/reminders\/unsubscribe\?token=([\w.-]+)/.exec(decodeBody(mail.raw));
  if (!match?.[1]) throw new Error(`no unsubscribe link in:\n${mail.raw}`);
  return match[1];
}
