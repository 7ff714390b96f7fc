import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PROFILE_MSG, type TMobileChallenge } from '@resonate/contracts/profile';
import type { TChannelAdapter } from '#/channels/channel-adapter.ts';
import { createPlatformSmsAdapter } from '#/channels/platform-sms.ts';
import { createOutboxSmsSender, type TSms } from '#/channels/sms-outbox.ts';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { clientSmsAdapter } from '#/modules/communication-settings/channel-accounts/account-adapter.ts';
import type { TAppConfig } from '#/secrets.ts';

export const SMS_NOT_SENT = 'The code could not be sent; try again shortly';

export type TMobileCodeDelivery = TMobileChallenge['deliveredTo'];

/** Sends a verification code to a phone for a client; says where it went. */
export type TMobileCodeSender = {
  send: (clientId: number, sms: TSms & { code: string }) => Promise<TMobileCodeDelivery>;
};

type TDeps = { db: Kysely<DB>; config: TAppConfig; log: FastifyBaseLogger };

/**
 * Where a mobile-number code goes, first found wins: the client's own SMS channel (its brand
 * speaks to its users), else the platform's SMS_URL gateway, else, outside production only,
 * the SMS outbox file (the answer says so, and the page shows it). In production with neither,
 * the caller is told no provider is configured: a code is never silently dropped.
 */
export function createMobileCodeSender(deps: TDeps): TMobileCodeSender {
  const platform = deps.config.smsUrl ? createPlatformSmsAdapter(deps.config.smsUrl) : undefined;
  const outbox = createOutboxSmsSender(path.join(deps.config.dataDir, 'sms-outbox'));
  return {
    async send(clientId, { code, ...sms }) {
      const adapter = (await clientSmsAdapter(deps, clientId)) ?? platform;
      if (adapter) {
        await sendThrough(adapter, sms, code, deps.log);
        return 'phone';
      }
      if (deps.config.nodeEnv === 'production') {
        throw new AppError('CONFLICT', PROFILE_MSG.smsNotConfigured);
      }
      await outbox.send(sms);
      return 'devOutbox';
    },
  };
}

async function sendThrough(
  adapter: TChannelAdapter,
  sms: TSms,
  code: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const result = await adapter.send({ to: sms.to, text: sms.text });
  if (result.ok) return;
  // A provider may echo the text back in its refusal: the code never reaches the log.
  log.warn({ response: result.response.replaceAll(code, '******') }, 'mobile code SMS refused');
  throw new AppError('UNAVAILABLE', SMS_NOT_SENT);
}
