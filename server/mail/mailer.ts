import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema.ts';
import type { Logger } from '../log.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends through SMTP (`SMTP_URL`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * With no mail server: prints each message to the log and keeps it in the outbox table, so a
 * reset link can be followed on a machine with nothing else installed.
 */
export function outboxMailer(db: Db, logger: Logger, now = () => new Date()): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        createdAt: now(),
      });
      logger.info(
        { event: 'mail_printed', to: mail.to, subject: mail.subject, text: mail.text },
        'No SMTP_URL: the mail is printed here and kept in the outbox',
      );
    },
  };
}
