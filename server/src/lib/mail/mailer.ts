import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; services depend on this, never on a transport. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery over any nodemailer transport (SMTP in production, an smtp-server peer in tests). */
export function createTransportMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/** Loads nodemailer with the first mail: most of a server's life sends none (bench:memory). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let mailer: Promise<Mailer> | null = null;
  const open = () =>
    (mailer ??= import('nodemailer').then(({ default: nodemailer }) =>
      createTransportMailer(nodemailer.createTransport(smtpUrl), from),
    ));
  return {
    send: async (message) => (await open()).send(message),
    close: async () => {
      if (mailer) await (await mailer).close();
    },
  };
}

/*
 * Without SMTP_URL (a fresh development machine) the mail goes to the log, so the person running the
 * server can still read a reset code. Configure SMTP_URL anywhere real users sign up.
 */
export function createLogMailer(getLogger: () => FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      // One line a person can read at a glance: the subject carries a reset code when there is one.
      getLogger().info(
        `SMTP_URL is not set, so this mail was not sent. To ${message.to}: ${message.subject}`,
      );
      getLogger().debug({ mail: message }, 'the mail in full');
    },
    async close() {},
  };
}

/**
 * Production without SMTP_URL: nothing can be delivered, and a reset code must never go to the log
 * instead. Every send fails with 503 MAIL_NOT_CONFIGURED, which the learner can understand.
 */
export function createUnconfiguredMailer(): Mailer {
  return {
    async send() {
      throw new AppError('MAIL_NOT_CONFIGURED', 'errors.mailNotConfigured');
    },
    async close() {},
  };
}
