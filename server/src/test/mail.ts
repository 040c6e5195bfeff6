import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
import { createTransportMailer, type MailMessage, type Mailer } from '../lib/mail/mailer';

/** Keeps mails in memory: for suites that only need to know a mail was sent. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  /** A nodemailer mailer delivering over SMTP to this server. */
  mailer: Mailer;
  received: ReceivedMail[];
  /** The newest mail to `address`. */
  lastMailTo(address: string): ReceivedMail;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port): the reset mail travels the real protocol. */
export async function startSmtpCapture(from = 'Wordloom <no-reply@wordloom.test>'): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp-server did not start');
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: address.port,
    secure: false,
    ignoreTLS: true,
  });
  return {
    mailer: createTransportMailer(transport, from),
    received,
    lastMailTo(to) {
      const mail = received.findLast((candidate) => candidate.to.includes(to));
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
    async close() {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The 6-digit code in a received mail (subject and body both carry it). */
export function codeFromMail(mail: ReceivedMail): string {
  const body = decodeBody(mail.raw);
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1];
}

/* Nodemailer picks quoted-printable or base64 for non-ASCII bodies; enough decoding to read the text. */
export function decodeBody(raw: string): string {
  const [headers = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const body = bodyParts.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
