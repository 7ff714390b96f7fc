import { generateKeyPairSync } from 'node:crypto';
import { DKIM_SELECTOR, type TDnsRecord } from '@resonate/contracts/communication-settings/email';
import type { TAppConfig } from '#/secrets.ts';

/** A fresh 2048-bit RSA pair: the public half (base64 SPKI DER) goes into DNS. */
export function generateDkimKeyPair(): { publicKey: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** The host receivers must trust for SPF: our public host name. */
export function sendingHost(config: Pick<TAppConfig, 'publicUrl'>): string {
  return new URL(config.publicUrl).hostname;
}

/** The records the customer publishes for a domain: DKIM, SPF and DMARC (all TXT). */
export function dnsRecordsFor(
  domain: { domainName: string; bounceMail: string; dkimPublicKey: string },
  config: Pick<TAppConfig, 'publicUrl'>,
): TDnsRecord[] {
  return [
    {
      kind: 'dkim',
      type: 'TXT',
      name: `${DKIM_SELECTOR}._domainkey.${domain.domainName}`,
      value: `v=DKIM1; k=rsa; p=${domain.dkimPublicKey}`,
    },
    {
      kind: 'spf',
      type: 'TXT',
      name: domain.domainName,
      value: `v=spf1 include:${sendingHost(config)} ~all`,
    },
    {
      kind: 'dmarc',
      type: 'TXT',
      name: `_dmarc.${domain.domainName}`,
      value: `v=DMARC1; p=none; rua=mailto:${domain.bounceMail}`,
    },
  ];
}
