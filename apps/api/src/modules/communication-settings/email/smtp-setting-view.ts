import {
  SECRET_MASK,
  type TSmtpClientSetting,
  type TSmtpDomain,
} from '@resonate/contracts/communication-settings/email';
import type { TAppConfig } from '#/secrets.ts';
import { dnsRecordsFor } from './dns-records.ts';
import type { TSmtpDomainRow } from './repositories/smtp-domains-repository.ts';
import type { TSmtpSettingsRow } from './repositories/smtp-settings-repository.ts';

/** The settings as the browser sees them: the password only as a mask and a flag. */
export function toSmtpClientSetting(row: TSmtpSettingsRow): TSmtpClientSetting {
  const hasPassword = row.password_sealed !== null;
  return {
    mode: row.mode,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: hasPassword ? SECRET_MASK : '',
    hasPassword,
    volume: row.volume,
    updatedAt: row.updated_at.toISOString(),
    outbox: row.outbox,
  };
}

/** A domain with the DNS records to publish; the DKIM private key never leaves the server. */
export function toSmtpDomain(
  row: TSmtpDomainRow,
  config: Pick<TAppConfig, 'publicUrl'>,
): TSmtpDomain {
  return {
    domainId: Number(row.id),
    domainName: row.domain_name,
    fromMail: row.from_mail,
    bounceMail: row.bounce_mail,
    description: row.description,
    records: dnsRecordsFor(
      {
        domainName: row.domain_name,
        bounceMail: row.bounce_mail,
        dkimPublicKey: row.dkim_public_key,
      },
      config,
    ),
    verifiedAt: row.verified_at ? row.verified_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}
