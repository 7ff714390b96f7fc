import { createSmtpAdapter } from '#/channels/smtp-adapter.ts';
import { sendingIdentityOf } from './sending-identity.ts';
import { smtpServerOf } from './smtp-server-of.ts';
import type { TEmailDeps } from './deps.ts';

/** One mail a module sends as the brand outside a campaign (a double opt-in confirmation). */
export type TBrandMailMessage = {
  to: string;
  fromName: string;
  subject: string;
  html: string;
  text: string;
};

/** A display name as a quoted RFC 5322 phrase: no line breaks, quotes and backslashes escaped. */
function quotedName(name: string): string {
  return `"${name.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

/**
 * Mail as the brand, one message at a time: through the client's SMTP server (or the
 * development outbox), From the first verified sending domain's address, DKIM-signed with its
 * key, bounces to its bounce mailbox. 409 (AppError CONFLICT) when email is not set up. A
 * refused message throws, so the caller's job is retried.
 */
export async function openBrandMailer(deps: TEmailDeps, clientId: number) {
  const server = await smtpServerOf(deps, clientId);
  const identity = await sendingIdentityOf(deps, clientId, {});
  const adapter = createSmtpAdapter(server, { allowPrivate: deps.config.allowPrivateChannelHosts });
  return {
    domainName: identity.domainName,
    async send(mail: TBrandMailMessage): Promise<void> {
      const from = mail.fromName
        ? `${quotedName(mail.fromName)} <${identity.fromMail}>`
        : identity.fromMail;
      const result = await adapter.send({
        to: mail.to,
        from,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        envelopeFrom: identity.bounceMail,
        dkim: identity.dkim,
      });
      if (!result.ok) throw new Error(`confirmation mail refused: ${result.response}`);
    },
    close: async () => {
      await adapter.close();
    },
  };
}
