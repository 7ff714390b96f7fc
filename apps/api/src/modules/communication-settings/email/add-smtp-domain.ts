import { sql } from 'kysely';
import {
  SMTP_MSG,
  type TSmtpDomain,
  type TSmtpDomainForm,
} from '@resonate/contracts/communication-settings/email';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { generateDkimKeyPair } from './dns-records.ts';
import { ownClientAdmin, smtpSecretBox, smtpSecretContext, type TEmailDeps } from './deps.ts';
import { insertSmtpDomain, smtpDomainExists } from './repositories/smtp-domains-repository.ts';
import { toSmtpDomain } from './smtp-setting-view.ts';

/**
 * POST CommunicationSetting/UpsertSMTPDomainSetting (account admins): adds a sending domain with
 * a fresh DKIM key pair. A domain the client already has is refused (409): re-adding would
 * replace the key already published in DNS.
 */
export async function addSmtpDomain(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: TSmtpDomainForm & { clientId: number },
): Promise<TSmtpDomain> {
  ownClientAdmin(auth, body);
  const domainName = body.domainName.trim().toLowerCase();
  // Key generation takes tens of milliseconds: done before the transaction holds a lock.
  const keys = generateDkimKeyPair();
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // Two admins adding the same domain at once: the second waits, then sees the first.
    await sql`select pg_advisory_xact_lock(hashtext(${`smtp-domain:${auth.clientId}:${domainName}`}))`.execute(
      trx,
    );
    if (await smtpDomainExists(trx, domainName)) {
      throw new AppError('CONFLICT', SMTP_MSG.domainExists, {
        errors: { domainName: SMTP_MSG.domainExists },
      });
    }
    const row = await insertSmtpDomain(trx, {
      client_id: auth.clientId,
      domain_name: domainName,
      from_mail: body.fromMail.trim().toLowerCase(),
      bounce_mail: body.bounceMail.trim().toLowerCase(),
      description: (body.description ?? '').trim(),
      dkim_public_key: keys.publicKey,
      dkim_private_key_sealed: smtpSecretBox(deps.config.appSecret).seal(
        keys.privateKeyPem,
        smtpSecretContext(auth.clientId, `dkim:${domainName}`),
      ),
    });
    return toSmtpDomain(row, deps.config);
  });
}
