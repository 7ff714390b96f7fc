/**
 * Email domains a client claims for single sign-on (issue 21): a provider's domain routes the
 * login page's discovery, and creates accounts just in time, only once the client has proven it
 * owns the domain with a DNS TXT record. A proven domain belongs to one client platform-wide.
 */
import { z } from 'zod';

/** The TXT record an admin publishes: `<prefix>.<domain>` holding `<valuePrefix><token>`. */
export const SSO_DOMAIN_RECORD = {
  type: 'TXT',
  namePrefix: '_resonate-challenge',
  valuePrefix: 'resonate-domain-verification=',
} as const;

export const SSO_DOMAIN_MSG = {
  invalid: (domain: string) => `"${domain}" is not an email domain`,
  unknown: 'This domain is not in any of your identity providers. Add it to a provider first.',
  verified: (domain: string) =>
    `${domain} is verified: the login page now offers your identity providers to its addresses.`,
  alreadyVerified: (domain: string) => `${domain} is already verified for your account.`,
  notFound: (name: string) =>
    `The TXT record was not found at ${name}, or its value does not match. Publish the record ` +
    'exactly as shown, allow time for DNS to update (up to an hour), then verify again.',
  claimed: (domain: string) =>
    `${domain} is already verified by another account. A domain can belong to one account ` +
    'only; contact support if your company owns it.',
  /** Sign-in refusal of a provider whose domain is not proven, for an address not invited. */
  notInvited:
    'Your company has not verified this email domain, so single sign-on is open only to people ' +
    'it invited by address. Ask your administrator to invite you.',
} as const;

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An email domain as typed ("@Acme.com " -> "acme.com"), or the message saying why not. */
export const ZSsoDomainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(
    z.string().check((ctx) => {
      if (!DOMAIN_PATTERN.test(ctx.value)) {
        ctx.issues.push({
          code: 'custom',
          message: SSO_DOMAIN_MSG.invalid(ctx.value),
          input: ctx.value,
        });
      }
    }),
  );

/** A domain of the client's providers, with the record that proves it and whether it has. */
export const ZSsoDomainSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  recordType: z.literal(SSO_DOMAIN_RECORD.type),
  recordName: z.string(),
  recordValue: z.string(),
});
export type TSsoDomain = z.infer<typeof ZSsoDomainSchema>;

/** POST /api/Security/VerifySsoDomain: looks the TXT record up now. */
export const ZVerifySsoDomainRequestSchema = z.object({ domain: ZSsoDomainNameSchema });
export type TVerifySsoDomainRequest = z.input<typeof ZVerifySsoDomainRequestSchema>;
export const ZVerifiedSsoDomainSchema = z.object({ domain: ZSsoDomainSchema });
