/**
 * E-mail and SMS. Every message is recorded in outbound_messages (the development outbox and the
 * admin back end list it); SMTP delivers e-mail when SMTP_URL is set. SMS has no production gateway
 * yet: it is recorded and logged only.
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
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

type SendMail = (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;

async function smtpSender(url: string): Promise<SendMail> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(url);
  return (message) => transport.sendMail(message);
}

export async function createMessenger(db: Db, config: Config, log: FastifyBaseLogger): Promise<Messenger> {
  const sendMail = config.SMTP_URL ? await smtpSender(config.SMTP_URL) : undefined;
  const emailTransport = sendMail ? 'smtp' : 'dev-outbox';
  return {
    async sendEmail(message) {
      await db.insert(outboundMessages).values({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.body,
        link: message.link ?? null,
        transport: emailTransport,
      });
      if (sendMail) {
        await sendMail({ from: config.SMTP_FROM, to: message.to, subject: message.subject, text: message.body });
      } else {
        log.info({ to: message.to, subject: message.subject, link: message.link }, 'e-mail (development outbox)');
      }
    },
    async sendSms(message) {
      await db.insert(outboundMessages).values({
        channel: 'sms',
        to: message.to,
        subject: 'SMS',
        body: message.body,
        code: message.code ?? null,
        transport: 'dev-outbox',
      });
      log.info({ to: message.to }, 'SMS (development outbox)');
    },
  };
}
