import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { TAppConfig } from '#/secrets.ts';
import type { TPasskeyRow } from './passkeys-repository.ts';
import { relyingParty } from './relying-party.ts';

type TConfig = Pick<TAppConfig, 'publicUrl'>;
const transportsOf = (row: TPasskeyRow) => row.transports as WebAuthnCredential['transports'];

/** Options travel to the browser as plain JSON; @simplewebauthn/browser reads them back. */
export type TWebAuthnOptions = Record<string, unknown> & { challenge: string };
const asJson = (options: { challenge: string }) => options as unknown as TWebAuthnOptions;

/**
 * Options for navigator.credentials.create: the user's existing passkeys are excluded (one
 * authenticator, one passkey per account); a discoverable credential is preferred; user
 * verification (PIN, biometrics) is required, which makes the passkey a strong factor alone.
 */
export async function registrationOptions(
  config: TConfig,
  user: { userId: number; clientId: number; email: string; displayName: string },
  existing: TPasskeyRow[],
) {
  const { rpName, rpID } = relyingParty(config);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(`resonate:${user.clientId}:${user.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  return asJson(options);
}

/** The new credential when the browser's answer matches the challenge, origin and RP; else undefined. */
export async function verifyRegistration(config: TConfig, challenge: string, response: unknown) {
  const { rpID, origin } = relyingParty(config);
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo.credential : undefined;
  } catch {
    // A malformed or forged answer is a refusal, not a server error.
    return undefined;
  }
}

export async function authenticationOptions(config: TConfig, passkeys: TPasskeyRow[]) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: passkeys.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row),
    })),
    userVerification: 'required',
  });
  return asJson(options);
}

/** The passkey used and its new signature counter, when the assertion verifies. */
export async function verifyAuthentication(
  config: TConfig,
  challenge: string,
  response: unknown,
  passkeys: TPasskeyRow[],
): Promise<{ passkey: TPasskeyRow; newCounter: number } | undefined> {
  const answer = response as AuthenticationResponseJSON;
  const passkey = passkeys.find((row) => row.credentialId === answer.id);
  if (!passkey) return undefined;
  const { rpID, origin } = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
    return result.verified
      ? { passkey, newCounter: result.authenticationInfo.newCounter }
      : undefined;
  } catch {
    return undefined;
  }
}
