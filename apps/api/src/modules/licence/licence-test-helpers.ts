import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { login } from '../../../test/auth-helpers.ts';
import type { TLicenceKeyPayload } from './keys/licence-key-payload.ts';
import { signLicenceKey } from './keys/licence-key-signing.ts';
import { readOrCreateSigningKey } from './keys/trusted-keys.ts';

const DAY_MS = 86_400_000;

/** A payload as the CLI makes it (Growth, 10 seats, 365 days), with overrides. */
export function keyPayload(overrides: Partial<TLicenceKeyPayload> = {}): TLicenceKeyPayload {
  const now = Date.now();
  return {
    keyId: randomBytes(10).toString('hex'),
    licenceTypeId: 2,
    seats: 10,
    channelIds: [1, 2, 21],
    isAgency: false,
    validity: { days: 365 },
    issuedAt: new Date(now),
    redeemBy: new Date(now + 90 * DAY_MS),
    ...overrides,
  };
}

/** A key signed by the app's local signing key (which the app trusts). */
export async function issueKey(
  app: FastifyInstance,
  overrides: Partial<TLicenceKeyPayload> = {},
): Promise<string> {
  const signer = await readOrCreateSigningKey(app.config.licencePrivateKeyFile);
  return signLicenceKey(signer, keyPayload(overrides));
}

/** The onboarding q a sign-in gives an account that must activate or pay first. */
export async function onboardingQ(app: FastifyInstance, email: string): Promise<string> {
  const response = await login(app, email);
  const q = (response.json() as { data?: { q?: string } }).data?.q;
  if (!q) throw new Error(`no q for ${email}: ${response.body}`);
  return q;
}

export function callLicence(
  app: FastifyInstance,
  name: string,
  payload: object,
  accessToken?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload,
    headers: accessToken ? { accesstoken: accessToken } : {},
  });
}
