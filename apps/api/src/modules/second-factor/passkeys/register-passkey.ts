import type { Transaction } from 'kysely';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TAppConfig } from '#/secrets.ts';
import { issueCodesIfFirstFactor } from '../recovery-codes.ts';
import { loadStrongFactors } from '../repositories/factors-repository.ts';
import { insertPasskey, listPasskeys } from './passkeys-repository.ts';
import { registrationOptions, verifyRegistration } from './webauthn.ts';

type TUser = {
  clientId: number;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
};

/** Options for the browser's passkey prompt; the caller stores `options.challenge`. */
export async function passkeyRegistrationOptions(
  config: Pick<TAppConfig, 'publicUrl'>,
  trx: Transaction<DB>,
  user: TUser,
) {
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return registrationOptions(
    config,
    { ...user, displayName },
    await listPasskeys(trx, user.userId),
  );
}

export type TPasskeyRegistration =
  { ok: true; recoveryCodes: string[] } | { ok: false; error: AppError };

/**
 * Stores the passkey the browser made for `challenge`, when its answer verifies. Returns recovery
 * codes when it is the user's first strong factor.
 */
export async function registerPasskey(
  deps: { config: TAppConfig },
  trx: Transaction<DB>,
  user: TUser,
  input: { challenge: string | null; response: unknown; name: string },
): Promise<TPasskeyRegistration> {
  const failed = (message: string) => ({
    ok: false as const,
    error: new AppError('BAD_REQUEST', message),
  });
  if (!input.challenge) return failed(SECOND_FACTOR_MSG.setupExpired);
  const credential = await verifyRegistration(deps.config, input.challenge, input.response);
  if (!credential) return failed(SECOND_FACTOR_MSG.passkeyFailed);
  const taken = await trx
    .selectFrom('passkeys')
    .select('id')
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (taken) return failed('This passkey is already registered.');
  const before = await loadStrongFactors(trx, user.userId);
  await insertPasskey(trx, {
    clientId: user.clientId,
    userId: user.userId,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: input.name,
  });
  return {
    ok: true,
    recoveryCodes: await issueCodesIfFirstFactor(deps.config.appSecret, trx, user, before),
  };
}
