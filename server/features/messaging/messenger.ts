/**
 * E-mail and SMS. Every message is recorded in outbound_messages (the development outbox and the
 * admin back end list it); SMTP delivers e-mail when SMTP_URL is set. SMS has no production gateway
 * yet: outside development, phone sign-in is reported as unavailable.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboundMessages } from '../../db/schema';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly link?: string;
}

export interface SmsMessage {
  readonly to: string;
  readonly body: string;
  readonly code?: string;
}

export interface Messenger {
  /** Whether SMS can reach anyone: only the development outbox exists so far. */
  readonly smsAvailable: boolean;
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

type SendMail = (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;

async function smtpSender(url: string): Promise<SendMail> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(url);
  return (message) => transport.sendMail(message);
}

/** Outside development the stored copy keeps who and what, never the secret link or code. */
function redact(body: string, secrets: readonly (string | undefined)[]): string {
  return secrets.reduce<string>((text, secret) => (secret ? text.replaceAll(secret, '[sent]') : text), body);
}

export async function createMessenger(db: Db, config: Config, log: FastifyBaseLogger): Promise<Messenger> {
  const sendMail = config.SMTP_URL ? await smtpSender(config.SMTP_URL) : undefined;
  const keepSecrets = config.devOutboxEnabled;
  return {
    // SMS goes to the development outbox only: no gateway adapter exists yet.
    smsAvailable: config.devOutboxEnabled,

    async sendEmail(message) {
      await db.insert(outboundMessages).values({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: keepSecrets ? message.body : redact(message.body, [message.link]),
        link: keepSecrets ? (message.link ?? null) : null,
        transport: sendMail ? 'smtp' : 'dev-outbox',
      });
      if (sendMail) {
        // Delivered after the answer: an SMTP stall or failure never fails the request that sent
        // it (a sign-up is kept and the mail can be sent again), nor makes it measurably slower.
        sendMail({ from: config.SMTP_FROM, to: message.to, subject: message.subject, text: message.body }).catch((error: unknown) =>
          log.error({ err: error, to: message.to, subject: message.subject }, 'e-mail delivery failed'),
        );
      } else if (keepSecrets) {
        log.info({ to: message.to, subject: message.subject, link: message.link }, 'e-mail (development outbox)');
      } else {
        log.warn({ to: message.to, subject: message.subject }, 'e-mail not delivered: SMTP_URL is not set');
      }
    },

    async sendSms(message) {
      await db.insert(outboundMessages).values({
        channel: 'sms',
        to: message.to,
        subject: 'SMS',
        body: keepSecrets ? message.body : redact(message.body, [message.code]),
        code: keepSecrets ? (message.code ?? null) : null,
        transport: 'dev-outbox',
      });
      log.info({ to: message.to }, 'SMS (development outbox)');
    },
  };
}
