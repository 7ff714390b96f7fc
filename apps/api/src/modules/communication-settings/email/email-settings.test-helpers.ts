import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TSmtpDomain } from '@resonate/contracts/communication-settings/email';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** POSTs to a CommunicationSetting/ endpoint as the caller, naming the caller's client. */
export function cs(app: FastifyInstance, caller: TCaller, endpoint: string, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/CommunicationSetting/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, ...extra },
  });
}

/** A valid SMTP form; 93.184.215.14 is a public address (nothing is contacted on save). */
export const smtpForm = (extra: object = {}) => ({
  mode: 'dedicated',
  host: '93.184.215.14',
  port: '587',
  security: 'starttls',
  username: 'mailer',
  password: 'S3cret-pass!',
  volume: 10000,
  ...extra,
});

/**
 * A sending domain of the caller's client, added through the API and marked verified as a DNS
 * check that found every record would (tests have no DNS); an existing one is returned as is.
 * Campaign email needs one (issue 22): it is sent from and signed for that domain.
 */
export async function addVerifiedDomain(
  app: FastifyInstance,
  caller: TCaller,
  domainName = 'acme.test',
): Promise<TSmtpDomain> {
  const listed = await cs(app, caller, 'GetSMTPDomainSetting');
  let domain = (listed.json().data.domains as TSmtpDomain[]).find(
    (d) => d.domainName === domainName,
  );
  if (!domain) {
    const added = await cs(app, caller, 'UpsertSMTPDomainSetting', {
      domainName,
      fromMail: `news@${domainName}`,
      bounceMail: `bounces@${domainName}`,
      description: '',
    });
    if (added.statusCode !== 200) throw new Error(`domain refused: ${added.body}`);
    domain = added.json().data.domain as TSmtpDomain;
  }
  await sql`update smtp_domains set verified_at = now(),
      dns_status = '{"dkim":"verified","spf":"verified","dmarc":"verified"}'
    where client_id = ${caller.clientId} and id = ${domain.domainId}`.execute(app.ownerDb);
  return { ...domain, verifiedAt: new Date().toISOString() };
}
