import { X509Certificate, verify } from 'node:crypto';
import type { TSnsMessage } from '@resonate/contracts/campaigns/bounces';

/**
 * Amazon SNS message signatures (SES notifications arrive through SNS): the signing
 * certificate must come from an SNS host of amazonaws.com over https, and the signature covers
 * the message's fields in AWS's documented order. Fetching is injected (tests answer with their
 * own certificate, and nothing here reaches the network by itself).
 */
export type TSnsFetcher = {
  /** The PEM at an https URL already checked to be an SNS host. */
  certificate(url: string): Promise<string>;
  /** Visits a SubscribeURL (already checked) to confirm the topic subscription. */
  confirm(url: string): Promise<void>;
};

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** An https URL on an SNS host of AWS (never a look-alike such as amazonaws.com.evil.test). */
export function isSnsUrl(value: string | undefined, pem = false): boolean {
  if (!value || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return SNS_HOST.test(url.hostname) && (!pem || url.pathname.endsWith('.pem'));
}

const NOTIFICATION_FIELDS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'];
const SUBSCRIPTION_FIELDS = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
];

/** The string AWS signs: `Name\nvalue\n` for each field present, in this order. */
export function snsStringToSign(message: TSnsMessage): string {
  const fields = message.Type === 'Notification' ? NOTIFICATION_FIELDS : SUBSCRIPTION_FIELDS;
  const values = message as Record<string, string | undefined>;
  return fields
    .filter((field) => values[field] !== undefined)
    .map((field) => `${field}\n${values[field]}\n`)
    .join('');
}

const certificates = new Map<string, X509Certificate>();

/** Whether AWS signed this message; a certificate is fetched once per URL and process. */
export async function verifySnsMessage(message: TSnsMessage, fetcher: TSnsFetcher) {
  if (!isSnsUrl(message.SigningCertURL, true)) return false;
  let certificate = certificates.get(message.SigningCertURL);
  if (!certificate) {
    try {
      certificate = new X509Certificate(await fetcher.certificate(message.SigningCertURL));
    } catch {
      return false;
    }
    if (certificate.validTo && Date.parse(certificate.validTo) < Date.now()) return false;
    certificates.set(message.SigningCertURL, certificate);
  }
  const algorithm = message.SignatureVersion === '2' ? 'sha256' : 'sha1';
  const signature = Buffer.from(message.Signature, 'base64');
  return verify(algorithm, Buffer.from(snsStringToSign(message)), certificate.publicKey, signature);
}

/** The real fetcher: https only, to hosts isSnsUrl allowed, with a timeout. */
export const awsSnsFetcher: TSnsFetcher = {
  async certificate(url) {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`certificate: HTTP ${response.status}`);
    return response.text();
  },
  async confirm(url) {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`subscription: HTTP ${response.status}`);
  },
};
