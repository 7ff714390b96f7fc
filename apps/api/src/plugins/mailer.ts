import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export type TMail = { to: string | string[]; subject: string; text: string; html?: string };
export type TMailResult = { messageId: string; file?: string };

export type TMailer = { send: (mail: TMail) => Promise<TMailResult> };

declare module 'fastify' {
  interface FastifyInstance {
    /** System mail (OTP, password reset, invitations): SMTP_URL, or .eml files in the outbox. */
    mailer: TMailer;
  }
}

/**
 * Without SMTP_URL each mail becomes `${DATA_DIR}/outbox/<time>-<id>.eml` (raw RFC 822 from
 * nodemailer's stream transport), so a fresh install can still sign people in. Bodies carry
 * codes and links, so only the recipient count and message id are ever logged.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }) {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const send = async (mail: TMail): Promise<TMailResult> => {
    const info = await transport.sendMail({ from: options.from, ...mail });
    if (options.smtpUrl) return { messageId: info.messageId };
    await mkdir(options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(options.outboxDir, `${stamp}-${randomUUID()}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    return { messageId: info.messageId, file };
  };
  return { send, close: () => transport.close() };
}

export default fp(
  async function mailer(app) {
    const { send, close } = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
    });
    app.decorate('mailer', {
      send: async (mail: TMail) => {
        const result = await send(mail);
        const recipients = Array.isArray(mail.to) ? mail.to.length : 1;
        app.log.info({ messageId: result.messageId, recipients }, 'system mail sent');
        return result;
      },
    });
    app.addHook('onClose', async () => close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
